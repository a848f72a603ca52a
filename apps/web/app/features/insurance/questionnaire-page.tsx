import { useEffect, useMemo, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useFetcher } from 'react-router';
import { insuranceFieldLimits, insuranceLeadOpenCode } from '@brokkie/contracts/insurance';
import {
  insuranceCovers,
  insuranceDeductibles,
  insuranceOfferTerms,
  insuranceOffers,
  insuranceQuote,
  insuranceStartRange,
  insurerPrivacyNotice,
  type InsuranceOffer,
} from '@brokkie/domain/insurance';
import { animalTypes, complaintKinds, sizeClasses, type ComplaintKind } from '@brokkie/domain/pet-profile';
import { toI18nextKey } from '@brokkie/domain/validation-rules';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { focusFirstInvalid } from '../../components/focus-field.ts';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormCheckbox } from '../../components/form-checkbox.tsx';
import { FormDateField } from '../../components/form-date-field.tsx';
import { FormRadioGroup } from '../../components/form-radio-group.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { ExternalLinkIcon } from '../../components/icons.tsx';
import { marketingUrl } from '../../components/marketing-url.ts';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { BelgiumOnly } from './belgium-only.tsx';
import { deductibleOf, deductibleValue } from './insurance-choice.ts';
import type { InsuranceLeadRefusal, InsuranceQuestionnaireData, NotSoldHere } from './insurance-data.ts';
import { useInsuranceFormat } from './insurance-format.ts';
import {
  conditionsOf,
  formFieldOfApiField,
  initialQuestionnaireValues,
  insuranceLeadBodyOf,
  insuredPetOfValues,
  newPetChoice,
  questionnaireSchema,
  quoteReasonKey,
  quoteReasonParams,
  startDateOf,
  type QuestionnaireValues,
} from './questionnaire-values.ts';
import fieldStyles from '../../components/field.module.css';
import styles from './insurance.module.css';

/** A fresh Idempotency-Key: one per submission of the same answers. */
const newKey = () => globalThis.crypto.randomUUID();

/**
 * /insurance/questionnaire: the pet (pre-filled from its profile: the chip number from its
 * passport, its known complaints ticked), the insurer with its premium, the cover, the deductible,
 * the owner (from the account and the default address), the start date and the consent naming the
 * insurer with its privacy notice. Checked on blur like every form; the API's field messages land
 * on their fields. Submit makes one lead, however often it is pressed, and opens its thank-you page.
 */
export function QuestionnairePage({ data }: { data: InsuranceQuestionnaireData | NotSoldHere }) {
  if (!data.sold) return <BelgiumOnly page="insurance-questionnaire" />;
  return <Questionnaire data={data} />;
}

function Questionnaire({ data }: { data: InsuranceQuestionnaireData }) {
  const { t } = useTranslation('insurance');
  const format = useInsuranceFormat();
  const localize = useLocalizedPath();
  const { country, language, locale } = useShellData();
  const { pets, chips, today } = data;
  const schema = useMemo(() => questionnaireSchema(pets, today), [pets, today]);
  const initial = useMemo(() => initialQuestionnaireValues(data), [data]);
  const form = useValidatedForm(schema, { defaultValues: initial });
  const values = useWatch({ control: form.control }) as QuestionnaireValues;
  const sending = useFetcher<InsuranceLeadRefusal>();
  const [key, setKey] = useState(newKey);
  // Set the moment Submit is accepted, before the fetcher says it is busy: a second press in
  // between sends nothing (and would carry the same key anyway).
  const inFlight = useRef(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [openLead, setOpenLead] = useState<{ id: number | null; name: string; offer: InsuranceOffer } | null>(null);
  const errorRef = useRef<HTMLDivElement>(null);

  const own = pets.find((pet) => String(pet.id) === values.animal);
  const isNew = values.animal === newPetChoice;
  const type = own?.type ?? values.pet_type;
  const askSize = type === 'dog' && (!own || own.size === null);
  const insured = insuredPetOfValues(values, pets);
  const start = startDateOf(values);
  const choice = { cover: values.cover, deductible: deductibleOf(values.deductible) };
  const quote = (offer: InsuranceOffer) => (insured && start ? insuranceQuote(insured, { offer, ...choice }, start) : null);
  const chosen = quote(values.offer);
  const insurer = format.insurer(values.offer);
  const privacy = insurerPrivacyNotice(values.offer, locale) ?? marketingUrl('privacy_policy', country, language);
  const { first, last } = insuranceStartRange(today);

  // Another pet chosen: its chip number and known complaints, as its profile has them.
  const previousAnimal = useRef(values.animal);
  useEffect(() => {
    if (previousAnimal.current === values.animal) return;
    previousAnimal.current = values.animal;
    const pet = pets.find((candidate) => String(candidate.id) === values.animal);
    form.setValue('chip_number', pet ? (chips[pet.id] ?? '') : '');
    form.setValue('conditions', conditionsOf(pet));
    form.setValue('size', null);
    form.clearErrors(['chip_number', 'size', 'animal', 'pet_birth_date']);
    // Only a change of pet fills these in again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values.animal]);

  const showFormError = (message: string) => {
    setFormError(message);
    requestAnimationFrame(() => errorRef.current?.focus());
  };

  const submit = (sent: QuestionnaireValues) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setFormError(null);
    setOpenLead(null);
    void sending.submit({ intent: 'lead', key, body: insuranceLeadBodyOf(sent, pets) }, jsonSubmission);
  };

  // A refusal (a success leaves for the thank-you page): the API's messages on their fields, an
  // open request named with its link, else one message above the form. The next press is a new submission.
  const answer = sending.state === 'idle' ? sending.data : undefined;
  const forgetAnswer = sending.reset;
  useEffect(() => {
    if (!answer) return;
    forgetAnswer();
    inFlight.current = false;
    setKey(newKey());
    if (answer.code === insuranceLeadOpenCode) {
      const name = own?.name ?? form.getValues('pet_name').trim();
      setOpenLead({ id: answer.openLead, name, offer: form.getValues('offer') });
      requestAnimationFrame(() => errorRef.current?.focus());
      return;
    }
    let first: string | null = null;
    const loose: string[] = [];
    if (answer.status === 400) {
      for (const [apiField, messages] of Object.entries(answer.fields)) {
        const field = formFieldOfApiField(apiField, isNew);
        const message = messages[0] ?? answer.detail ?? '';
        if (field) {
          form.setError(field as keyof QuestionnaireValues, { type: 'server', message });
          first ??= field;
        } else loose.push(message);
      }
    }
    // As a failed submit does: the first field marked invalid, its label below the sticky header.
    const named = first;
    if (named) setTimeout(() => focusFirstInvalid(document) || form.setFocus(named as keyof QuestionnaireValues), 0);
    if (loose.length > 0 || !first)
      showFormError(loose.length > 0 ? loose.join(' ') : answer.status > 0 && answer.status < 500 && answer.detail ? answer.detail : t('questionnaire.failed'));
    // Once per answer.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer]);

  const busy = sending.state !== 'idle';
  const offerOptions = insuranceOffers.map((offer) => {
    const terms = insuranceOfferTerms[offer];
    const offerQuote = quote(offer);
    return {
      value: offer,
      label: (
        <span className={styles.offerLabel}>
          <span className={styles.offerName}>{t(`offers.${offer}.name`)}</span>
          {offerQuote?.eligible && <span className={styles.offerAmount}>{format.perMonth(offerQuote.monthlyCents)}</span>}
        </span>
      ),
      description: (
        <span className={styles.offerFacts}>
          <span>{t(`offers.${offer}.text`)}</span>
          <span>
            {t('questionnaire.offer_reimbursed', { percent: terms.reimbursementPercent, amount: format.money(terms.yearlyCeilingCents[values.cover]) })}
          </span>
          <span>{t('questionnaire.offer_calls', { count: terms.callWithinWorkingDays })}</span>
        </span>
      ),
    };
  });

  return (
    <div className="container">
      <PageBody width="medium" className={styles.frame}>
        <PageHeader page="insurance-questionnaire" intro={t('questionnaire.intro')} />
        <Form
          form={form}
          onSubmit={(sent) => submit(sent as QuestionnaireValues)}
          className={styles.questionnaire}
          aria-label={t('pages:insurance-questionnaire.title')}
        >
          {(formError || openLead) && (
            <div ref={errorRef} tabIndex={-1} className={styles.formAlert}>
              {openLead ? (
                <Alert tone="warning" role="alert">
                  {t('questionnaire.lead_open', { name: openLead.name, insurer: format.insurer(openLead.offer) })}{' '}
                  {openLead.id !== null && <Link to={localize(`/insurance/thankyou?lead=${openLead.id}`)}>{t('questionnaire.lead_open_link')}</Link>}
                </Alert>
              ) : (
                <Alert tone="danger" role="alert">
                  {formError}
                </Alert>
              )}
            </div>
          )}

          <section className={styles.formSection} aria-labelledby="insurance-section-pet">
            <h2 id="insurance-section-pet">{t('questionnaire.sections.pet')}</h2>
            {pets.length > 0 ? (
              <FormSelectField
                name="animal"
                label={t('questionnaire.pet')}
                isRequired
                options={[...pets.map((pet) => ({ value: String(pet.id), label: pet.name })), { value: newPetChoice, label: t('quote.another_pet') }]}
              />
            ) : (
              <p className={styles.muted}>{t('questionnaire.no_pets_note')}</p>
            )}
            {isNew && (
              <>
                <FormTextField name="pet_name" label={t('questionnaire.pet_name')} isRequired autoComplete="off" maxLength={insuranceFieldLimits.petName} />
                <div className={fieldStyles.pair}>
                  <FormRadioGroup
                    name="pet_type"
                    label={t('quote.species')}
                    isRequired
                    orientation="horizontal"
                    options={animalTypes.map((animalType) => ({ value: animalType, label: t(`species.${animalType}`) }))}
                  />
                  <FormDateField name="pet_birth_date" label={t('quote.birth_date')} isRequired />
                </div>
              </>
            )}
            {askSize && (
              <FormSelectField
                name="size"
                label={t('quote.size')}
                isRequired
                placeholder={t('errors.choose')}
                description={own ? t('quote.size_missing', { name: own.name }) : undefined}
                options={sizeClasses.map((size) => ({ value: size, label: format.size(size) }))}
              />
            )}
            <FormTextField
              name="chip_number"
              label={t('questionnaire.chip_number')}
              description={t('questionnaire.chip_number_hint')}
              isRequired
              inputMode="numeric"
              autoComplete="off"
              maxLength={insuranceFieldLimits.chipNumber}
            />
          </section>

          <section className={styles.formSection} aria-labelledby="insurance-section-health">
            <h2 id="insurance-section-health">{t('questionnaire.sections.health')}</h2>
            <fieldset className={styles.conditions} aria-describedby="insurance-conditions-hint">
              <legend className={fieldStyles.label}>{t('questionnaire.conditions')}</legend>
              <p id="insurance-conditions-hint" className={fieldStyles.description}>
                {t('questionnaire.conditions_hint')}
              </p>
              <div className={styles.conditionGrid}>
                {complaintKinds.map((kind: ComplaintKind) => (
                  <FormCheckbox key={kind} name={`conditions.${kind}`}>
                    {t(`conditions.${kind}`)}
                  </FormCheckbox>
                ))}
              </div>
            </fieldset>
            <FormTextField
              name="conditions_text"
              label={t('questionnaire.conditions_text')}
              description={t('questionnaire.conditions_text_hint')}
              multiline
              maxLength={insuranceFieldLimits.conditionsText}
            />
          </section>

          <section className={styles.formSection} aria-labelledby="insurance-section-cover">
            <h2 id="insurance-section-cover">{t('questionnaire.sections.cover')}</h2>
            <FormRadioGroup name="offer" label={t('questionnaire.offer')} appearance="cards" className={styles.offers} options={offerOptions} />
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
          </section>

          <section className={styles.formSection} aria-labelledby="insurance-section-owner">
            <h2 id="insurance-section-owner">{t('questionnaire.sections.owner')}</h2>
            <div className={fieldStyles.pair}>
              <FormTextField name="owner.firstname" label={t('questionnaire.firstname')} isRequired autoComplete="given-name" />
              <FormTextField name="owner.lastname" label={t('questionnaire.lastname')} isRequired autoComplete="family-name" />
            </div>
            <div className={fieldStyles.pair}>
              <FormTextField name="owner.email" label={t('questionnaire.email')} type="email" inputMode="email" isRequired autoComplete="email" />
              <FormTextField
                name="owner.phone"
                label={t('questionnaire.phone')}
                description={t('questionnaire.phone_hint')}
                type="tel"
                inputMode="tel"
                isRequired
                autoComplete="tel"
              />
            </div>
            <p className={fieldStyles.description}>{t('questionnaire.address_hint')}</p>
            <div className={styles.streetLine}>
              <FormTextField name="owner.street" label={t('questionnaire.street')} isRequired autoComplete="address-line1" />
              <FormTextField name="owner.number" label={t('questionnaire.number')} isRequired autoComplete="off" />
              <FormTextField name="owner.box" label={t('questionnaire.box')} autoComplete="off" />
            </div>
            <div className={styles.cityLine}>
              <FormTextField name="owner.postal_code" label={t('questionnaire.postal_code')} isRequired inputMode="numeric" autoComplete="postal-code" />
              <FormTextField name="owner.city" label={t('questionnaire.city')} isRequired autoComplete="address-level2" />
            </div>
          </section>

          <section className={styles.formSection} aria-labelledby="insurance-section-start">
            <h2 id="insurance-section-start">{t('questionnaire.sections.start')}</h2>
            <FormDateField
              name="start_date"
              label={t('questionnaire.start_date')}
              isRequired
              description={t('questionnaire.start_date_hint', { first: format.typedDay(first), last: format.typedDay(last) })}
            />
          </section>

          <div className={styles.submitBar}>
            <FormCheckbox name="consent" isRequired>
              {t('questionnaire.consent', { insurer })}
            </FormCheckbox>
            {privacy && (
              <p className={styles.privacy}>
                <a href={privacy} target="_blank" rel="noopener noreferrer">
                  {t('questionnaire.privacy', { insurer })}
                  <ExternalLinkIcon size={16} />
                  <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
                </a>
              </p>
            )}
            <p className={styles.summary} aria-live="polite">
              {chosen?.eligible
                ? t('questionnaire.summary', { amount: format.money(chosen.monthlyCents), insurer })
                : chosen && type && chosen.reason !== 'size_required'
                  ? t(toI18nextKey(quoteReasonKey(chosen, type)), quoteReasonParams(type))
                  : t('questionnaire.summary_pending')}
            </p>
            <Button type="submit" size="lg" fullWidth isLoading={busy}>
              {t('questionnaire.submit')}
            </Button>
          </div>
        </Form>
      </PageBody>
    </div>
  );
}
