import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import type { Animal } from '@brokkie/contracts/animal';
import { birthDateInputToIso, isoToBirthDateInput, validateBirthDateInput } from '@brokkie/domain/birth-date';
import {
  defaultInsuranceStartDate,
  insuranceCovers,
  insuranceDeductibles,
  insuranceOffers,
  insuranceTaxBasisPoints,
  type InsuranceCover,
  type InsuranceQuote,
  type InsuredPet,
} from '@brokkie/domain/insurance';
import { animalTypes, sizeClasses, type AnimalType, type SizeClass } from '@brokkie/domain/pet-profile';
import { addValidationIssue, toI18nextKey } from '@brokkie/domain/validation-rules';
import { Button } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { ArrowRightIcon } from '../../components/icons.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { deductibleOf, deductibleValue, insuranceRequestSearch, insuredPetOf, quotesByOffer, type InsuranceRequest } from './insurance-choice.ts';
import { useInsuranceFormat } from './insurance-format.ts';
import { newPetChoice, questionnaireKeys, quoteReasonKey, quoteReasonParams } from './questionnaire-values.ts';
import fieldStyles from '../../components/field.module.css';
import styles from './insurance.module.css';

interface QuoteValues {
  /** A pet's id, or 'new'. */
  pet: string;
  type: AnimalType | null;
  /** DD-MM-YYYY */
  birth_date: string;
  size: SizeClass | null;
  cover: InsuranceCover;
  deductible: string;
}

function quoteSchema(pets: readonly Animal[]) {
  return z
    .object({
      pet: z.string(),
      type: z.enum(animalTypes).nullable(),
      birth_date: z.string(),
      size: z.enum(sizeClasses).nullable(),
      cover: z.enum(insuranceCovers),
      deductible: z.string(),
    })
    .superRefine((values, ctx) => {
      const own = pets.find((pet) => String(pet.id) === values.pet);
      if (!own) {
        if (!values.type) addValidationIssue(ctx, { key: questionnaireKeys.choose }, ['type']);
        addValidationIssue(ctx, validateBirthDateInput(values.birth_date), ['birth_date']);
      }
      if ((own?.type ?? values.type) === 'dog' && (own ? own.size === null : true) && !values.size)
        addValidationIssue(ctx, { key: questionnaireKeys.choose }, ['size']);
    });
}

/** The pet the answers describe, as the premium table sees it; null while they are incomplete. */
function insuredPetOfQuote(values: QuoteValues, pets: readonly Animal[]): InsuredPet | null {
  const own = pets.find((pet) => String(pet.id) === values.pet);
  if (own) return insuredPetOf(own, values.size);
  const dateOfBirth = birthDateInputToIso(values.birth_date);
  if (!values.type || !dateOfBirth) return null;
  return { type: values.type, dateOfBirth, size: values.type === 'dog' ? values.size : null };
}

function initialValues(pets: readonly Animal[], request: InsuranceRequest): QuoteValues {
  const pet =
    request.pet !== null && pets.some((candidate) => candidate.id === request.pet)
      ? String(request.pet)
      : request.type || pets.length === 0
        ? newPetChoice
        : String(pets[0]!.id);
  return {
    pet,
    type: request.type,
    birth_date: request.born ? (isoToBirthDateInput(request.born) ?? '') : '',
    size: request.size,
    cover: request.cover,
    deductible: deductibleValue(request.deductible),
  };
}

/**
 * The indicative monthly premium, before anything is asked (§ issue 15): one of the customer's pets
 * or another one (species, birth date, size), the cover and the deductible; the premium of both
 * insurers follows every choice, from the premium table the API quotes with too. A pet outside the
 * limits gets the reason. Continue opens the questionnaire with the choice in its address.
 */
export function PremiumCalculator({ pets, today, request }: { pets: Animal[]; today: string; request: InsuranceRequest }) {
  const { t } = useTranslation('insurance');
  const format = useInsuranceFormat();
  const navigate = useNavigate();
  const localize = useLocalizedPath();
  const schema = useMemo(() => quoteSchema(pets), [pets]);
  const form = useValidatedForm(schema, { defaultValues: initialValues(pets, request) });
  const values = useWatch({ control: form.control }) as QuoteValues;
  const startDate = defaultInsuranceStartDate(today);
  const own = pets.find((pet) => String(pet.id) === values.pet);
  const type = own?.type ?? values.type;
  const askSize = type === 'dog' && (!own || own.size === null);
  const insured = insuredPetOfQuote(values, pets);
  const choice = { cover: values.cover, deductible: deductibleOf(values.deductible) };
  const quotes = insured ? quotesByOffer(insured, choice, startDate) : null;
  const ineligible = quotes && !quotes.standard.eligible ? (quotes.standard as Extract<InsuranceQuote, { eligible: false }>) : null;

  const sizeOptions = sizeClasses.map((size) => ({ value: size, label: format.size(size) }));

  const submit = (sent: QuoteValues) => {
    const pet = pets.find((candidate) => String(candidate.id) === sent.pet);
    const asked: InsuranceRequest = {
      pet: pet?.id ?? null,
      type: pet ? null : sent.type,
      born: pet ? null : birthDateInputToIso(sent.birth_date),
      size: askSize ? sent.size : null,
      cover: sent.cover,
      deductible: deductibleOf(sent.deductible),
      offer: null,
    };
    void navigate(localize(`/insurance/questionnaire${insuranceRequestSearch(asked)}`));
  };

  return (
    <Card as="section" tone="elevated" padding="none" className={styles.calculator} aria-labelledby="insurance-quote-title">
      <div className={styles.calculatorHead}>
        <h2 id="insurance-quote-title">{t('quote.title')}</h2>
        <p className={styles.muted}>{t('quote.intro')}</p>
      </div>
      <Form
        form={form}
        onSubmit={(sent) => submit(sent as QuoteValues)}
        className={`${fieldStyles.fields} ${styles.calculatorForm}`}
        aria-labelledby="insurance-quote-title"
      >
        {pets.length > 0 && (
          <FormRadioGroup
            name="pet"
            label={t('quote.pet')}
            appearance="cards"
            className={styles.petChoice}
            options={[
              ...pets.map((pet) => ({
                value: String(pet.id),
                label: pet.name,
                description: t('quote.pet_description', { species: t(`species.${pet.type}`), date: format.typedDay(pet.dateOfBirth) }),
              })),
              { value: newPetChoice, label: t('quote.another_pet'), description: t('quote.another_pet_description') },
            ]}
          />
        )}
        {!own && (
          <div className={styles.subFields}>
            <FormRadioGroup
              name="type"
              label={t('quote.species')}
              orientation="horizontal"
              isRequired
              options={animalTypes.map((animalType) => ({ value: animalType, label: t(`species.${animalType}`) }))}
            />
            <FormDateField name="birth_date" label={t('quote.birth_date')} isRequired />
          </div>
        )}
        {askSize && (
          <FormSelectField
            name="size"
            label={t('quote.size')}
            isRequired
            placeholder={t('errors.choose')}
            description={own ? t('quote.size_missing', { name: own.name }) : undefined}
            options={sizeOptions}
          />
        )}
        <FormRadioGroup
          name="cover"
          label={t('quote.cover')}
          options={insuranceCovers.map((cover) => ({ value: cover, label: t(`covers.${cover}.name`), description: t(`covers.${cover}.text`) }))}
        />
        <FormRadioGroup
          name="deductible"
          label={t('quote.deductible')}
          description={t('quote.deductible_hint')}
          orientation="horizontal"
          options={insuranceDeductibles.map((deductible) => ({ value: deductibleValue(deductible), label: format.deductible(deductible) }))}
        />

        <div className={styles.result} aria-live="polite">
          <p className={styles.resultLabel}>{t('quote.result_label')}</p>
          {quotes && !ineligible ? (
            <ul className={styles.offerPrices}>
              {insuranceOffers.map((offer) => {
                const quote = quotes[offer];
                return (
                  <li key={offer} className={styles.offerPrice}>
                    <span className={styles.offerPriceName}>{t(`offers.${offer}.name`)}</span>
                    <span className={styles.offerPriceAmount}>{quote.eligible ? format.perMonth(quote.monthlyCents) : '—'}</span>
                  </li>
                );
              })}
            </ul>
          ) : ineligible && type ? (
            <p className={styles.reason}>{t(toI18nextKey(quoteReasonKey(ineligible, type)), quoteReasonParams(type))}</p>
          ) : (
            <p className={styles.muted}>{t('quote.incomplete')}</p>
          )}
          <p className={styles.note}>{t('quote.note', { date: format.day(startDate), tax: insuranceTaxBasisPoints / 100 })}</p>
        </div>
        <Button type="submit" size="lg" fullWidth iconEnd={<ArrowRightIcon />} isDisabled={Boolean(ineligible && ineligible.reason !== 'size_required')}>
          {t('quote.continue')}
        </Button>
      </Form>
    </Card>
  );
}
