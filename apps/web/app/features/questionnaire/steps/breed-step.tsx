import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, ComboBox, Input, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import type { AnimalType } from '@brokkie/domain/pet-profile';
import { breedList } from '@brokkie/contracts/catalogue';
import { breedChoices, type DraftPetAnswers } from '@brokkie/contracts/questionnaire';
import { CheckIcon, ChevronDownIcon } from '../../../components/icons.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { FieldErrorText, FieldLabel } from '../../../components/text-field.tsx';
import { useApiClient } from '../../../shell/api-client-wiring.ts';
import { ChoiceCards, fieldId, type StepProps } from './step-kit.tsx';
import fieldStyles from '../../../components/field.module.css';
import pageStyles from '../../../components/page.module.css';
import styles from '../questionnaire.module.css';

/** What the questionnaire shows of a breed and sends: its url and name. */
interface BreedOption {
  url: string;
  name: string;
}

/** Breeds offered per search: enough to find one by its first letters. */
const searchLimit = 20;
const searchDelayMs = 200;

/** The breeds of `type` whose names match `search`, fetched as the owner types (debounced, last one wins). */
function useBreedSearch(type: AnimalType, search: string) {
  const api = useApiClient();
  const [state, setState] = useState<{ items: BreedOption[]; loading: boolean; failed: boolean }>({
    items: [],
    loading: false,
    failed: false,
  });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, failed: false }));
    const timer = setTimeout(() => {
      api
        .get('/breeds/', { query: { type, search: search.trim(), limit: searchLimit }, schema: breedList, signal: controller.signal })
        .then((page) => setState({ items: page.results.map(({ url, name }) => ({ url, name })), loading: false, failed: false }))
        .catch(() => {
          if (!controller.signal.aborted) setState({ items: [], loading: false, failed: true });
        });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, type, search]);
  return state;
}

/**
 * A searchable list of breeds (React Aria ComboBox): type a few letters, pick with the arrow
 * keys and Enter or a tap. Only a breed from the list counts; typed text alone is no answer.
 */
function BreedComboBox({
  field,
  type,
  label,
  selected,
  onSelect,
  onBlur,
  errorMessage,
  isRequired,
}: {
  field: 'breed_1' | 'breed_2';
  type: AnimalType;
  label: string;
  selected: { url: string; name: string } | null;
  onSelect: (breed: BreedOption | null) => void;
  onBlur: () => void;
  errorMessage?: string;
  isRequired?: boolean;
}) {
  const { t } = useTranslation('questionnaire');
  const [inputValue, setInputValue] = useState(selected?.name ?? '');
  const [searching, setSearching] = useState(false);
  // What the list is searched for: nothing while the input shows the chosen breed's name.
  const search = searching ? inputValue : '';
  const { items, loading, failed } = useBreedSearch(type, search);
  const lastSelected = useRef(selected?.url ?? null);

  // The choice may change from outside (another type chosen clears it): show it.
  useEffect(() => {
    if ((selected?.url ?? null) !== lastSelected.current) {
      lastSelected.current = selected?.url ?? null;
      setInputValue(selected?.name ?? '');
      setSearching(false);
    }
  }, [selected]);

  // The chosen breed stays an option even when the latest search did not bring it.
  const options = selected && !items.some((item) => item.url === selected.url) ? [selected, ...items] : items;

  return (
    <ComboBox
      id={fieldId(field)}
      className={`${fieldStyles.field} ${styles.breedField}`}
      items={options}
      inputValue={inputValue}
      onInputChange={(value) => {
        setInputValue(value);
        setSearching(true);
      }}
      selectedKey={selected?.url ?? null}
      onSelectionChange={(key: Key | null) => {
        const breed = options.find((option) => option.url === key) ?? null;
        lastSelected.current = breed?.url ?? null;
        setInputValue(breed?.name ?? '');
        setSearching(false);
        onSelect(breed);
      }}
      onBlur={onBlur}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={!!errorMessage}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={fieldStyles.control}>
        <Input className={`${fieldStyles.input} ${fieldStyles.comboInput}`} placeholder={t(`steps.breed.placeholder_${type}`)} />
        <AriaButton className={fieldStyles.comboButton} aria-label={t('steps.breed.show_all')}>
          {loading ? <Spinner size="sm" /> : <ChevronDownIcon />}
        </AriaButton>
      </div>
      {failed && (
        <Text slot="description" className={styles.comboNotice} role="status">
          {t('steps.breed.failed')}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={fieldStyles.popover} offset={6}>
        <ListBox
          className={fieldStyles.listbox}
          renderEmptyState={() => (
            <p className={fieldStyles.comboEmpty}>{loading ? t('steps.breed.loading') : failed ? t('steps.breed.failed') : t('steps.breed.no_results')}</p>
          )}
        >
          {(option: BreedOption) => (
            <ListBoxItem id={option.url} textValue={option.name} className={fieldStyles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.name}</span>
                  {isSelected && <CheckIcon />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

function chosenBreed(pet: DraftPetAnswers, which: 1 | 2): { url: string; name: string } | null {
  const url = which === 1 ? pet.breed_1 : pet.breed_2;
  const name = which === 1 ? pet.breed_1_name : pet.breed_2_name;
  return url ? { url, name: name ?? '' } : null;
}

/** The breed: one from the list, two for a mixed breed, or "I don't know" (dogs: size next). */
export function BreedStep({ pet, headingId, change, blur, error }: StepProps) {
  const { t } = useTranslation('questionnaire');
  const type = pet.type ?? 'dog';
  const choice = pet.breed_choice ?? 'known';
  return (
    <div className={styles.stack}>
      <ChoiceCards
        field="breed_choice"
        labelledBy={headingId}
        layout="compact"
        options={breedChoices.map((value) => ({ value, label: t(`steps.breed.${value}`) }))}
        value={choice}
        onChange={(breed_choice) => change({ breed_choice })}
      />
      {choice !== 'unknown' && (
        <div className={styles.stack}>
          <BreedComboBox
            key={`1-${type}`}
            field="breed_1"
            type={type}
            label={choice === 'mixed' ? t('steps.breed.first') : t('steps.breed.label')}
            selected={chosenBreed(pet, 1)}
            onSelect={(breed) => change({ breed_1: breed?.url ?? null, breed_1_name: breed?.name ?? '' })}
            onBlur={() => blur('breed_1')}
            errorMessage={error('breed_1')}
            isRequired
          />
          {choice === 'mixed' && (
            <BreedComboBox
              key={`2-${type}`}
              field="breed_2"
              type={type}
              label={t('steps.breed.second')}
              selected={chosenBreed(pet, 2)}
              onSelect={(breed) => change({ breed_2: breed?.url ?? null, breed_2_name: breed?.name ?? '' })}
              onBlur={() => blur('breed_2')}
            />
          )}
        </div>
      )}
      {choice === 'unknown' && <p className={pageStyles.note}>{t(`steps.breed.unknown_note_${type}`)}</p>}
    </div>
  );
}
