import { useEffect, useRef, useState, type Ref } from 'react';
import { Button as AriaButton, ComboBox, Input, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { breedList } from '@brokkie/contracts/catalogue';
import type { AnimalType } from '@brokkie/domain/pet-profile';
import { useApiClient } from '../shell/api-client-wiring.ts';
import { CheckIcon, ChevronDownIcon } from './icons.tsx';
import { Spinner } from './spinner.tsx';
import { FieldErrorText, FieldLabel } from './field-parts.tsx';
import fieldStyles from './field.module.css';

/** A breed as a pet's answers hold it: its url and name (and, from a search, its typical adult weight, [min, max] kg). */
export interface BreedChoice {
  url: string;
  name: string;
  adultKg?: [number, number];
}

/** The words of the search, in the caller's catalog. */
export interface BreedComboBoxTexts {
  placeholder: string;
  show: string;
  loading: string;
  failed: string;
  none: string;
}

/** Breeds offered per search: enough to find one by its first letters. */
const searchLimit = 20;
const searchDelayMs = 200;

/** The breeds of `type` whose names match `search` (GET /breeds/), debounced; the last search wins. */
function useBreedSearch(type: AnimalType, search: string) {
  const api = useApiClient();
  const [state, setState] = useState<{ items: BreedChoice[]; loading: boolean; failed: boolean }>({ items: [], loading: false, failed: false });
  useEffect(() => {
    const controller = new AbortController();
    setState((current) => ({ ...current, loading: true, failed: false }));
    const timer = setTimeout(() => {
      api
        .get('/breeds/', { query: { type, search: search.trim(), limit: searchLimit }, schema: breedList, signal: controller.signal })
        .then((page) =>
          setState({
            items: page.results.map(({ url, name, adult_weight_min_kg, adult_weight_max_kg }) => ({
              url,
              name,
              adultKg: [adult_weight_min_kg, adult_weight_max_kg],
            })),
            loading: false,
            failed: false,
          }),
        )
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
 * A searchable breed (React Aria ComboBox), as the questionnaire and the pet profile ask it: type a
 * few letters, pick with the arrow keys and Enter or a tap. Only a breed from the list counts:
 * typed text that names no breed is no answer, and leaving the field shows the chosen breed again.
 */
export function BreedComboBox({
  id,
  className,
  type,
  label,
  selected,
  onSelect,
  onBlur,
  errorMessage,
  isRequired,
  inputRef,
  texts,
}: {
  id?: string;
  className?: string;
  type: AnimalType;
  label: string;
  selected: BreedChoice | null;
  onSelect: (breed: BreedChoice | null) => void;
  onBlur?: () => void;
  errorMessage?: string | undefined;
  isRequired?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  texts: BreedComboBoxTexts;
}) {
  const [inputValue, setInputValue] = useState(selected?.name ?? '');
  const [searching, setSearching] = useState(false);
  // What the list is searched for: nothing while the input shows the chosen breed's name.
  const { items, loading, failed } = useBreedSearch(type, searching ? inputValue : '');
  const lastSelected = useRef(selected?.url ?? null);
  const selectedName = useRef(selected?.name ?? '');

  // The choice may change from outside (another animal type clears it): show it.
  useEffect(() => {
    if ((selected?.url ?? null) !== lastSelected.current) {
      lastSelected.current = selected?.url ?? null;
      selectedName.current = selected?.name ?? '';
      setInputValue(selected?.name ?? '');
      setSearching(false);
    }
  }, [selected]);

  // The chosen breed stays an option even when the latest search did not bring it.
  const options = selected && !items.some((item) => item.url === selected.url) ? [selected, ...items] : items;

  return (
    <ComboBox
      {...(id ? { id } : {})}
      className={className ? `${fieldStyles.field} ${className}` : fieldStyles.field}
      items={options}
      inputValue={inputValue}
      onInputChange={(value) => {
        setInputValue(value);
        // A choice writes its name into the input: that is no new search.
        setSearching(value !== selectedName.current);
      }}
      selectedKey={selected?.url ?? null}
      onSelectionChange={(key: Key | null) => {
        const breed = options.find((option) => option.url === key) ?? null;
        lastSelected.current = breed?.url ?? null;
        selectedName.current = breed?.name ?? '';
        setInputValue(breed?.name ?? '');
        setSearching(false);
        onSelect(breed);
      }}
      onBlur={() => {
        setInputValue(selected?.name ?? '');
        setSearching(false);
        onBlur?.();
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={!!errorMessage}
      {...(isRequired ? { isRequired } : {})}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={fieldStyles.control}>
        <Input {...(inputRef ? { ref: inputRef } : {})} className={`${fieldStyles.input} ${fieldStyles.comboInput}`} placeholder={texts.placeholder} />
        <AriaButton className={fieldStyles.comboButton} aria-label={texts.show}>
          {loading ? <Spinner size="sm" /> : <ChevronDownIcon />}
        </AriaButton>
      </div>
      {failed && (
        <Text slot="description" className={fieldStyles.description} role="status">
          {texts.failed}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={fieldStyles.popover} offset={6}>
        <ListBox
          className={fieldStyles.listbox}
          renderEmptyState={() => <p className={fieldStyles.comboEmpty}>{loading ? texts.loading : failed ? texts.failed : texts.none}</p>}
        >
          {(option: BreedChoice) => (
            <ListBoxItem id={option.url} textValue={option.name} className={fieldStyles.option}>
              {({ isSelected }) => (
                <>
                  <span>{option.name}</span>
                  {isSelected && <CheckIcon size={18} />}
                </>
              )}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
