import { useEffect, useRef, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, ComboBox, Input, ListBox, ListBoxItem, Popover, Text, type Key } from 'react-aria-components';
import { breedList } from '@brokkie/contracts/catalogue';
import type { AnimalType } from '@brokkie/domain/pet-profile';
import { useFieldValidation } from '../../components/form.tsx';
import { CheckIcon, ChevronDownIcon } from '../../components/icons.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { FieldErrorText, FieldLabel } from '../../components/text-field.tsx';
import { translateValidationMessage, type FieldErrorWithParams } from '../../components/validation-message.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import type { BreedChoice } from './pet-form-values.ts';
import fieldStyles from '../../components/field.module.css';

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
 * A searchable breed (React Aria ComboBox), bound to the surrounding form by name: type a few
 * letters, pick with the arrow keys and Enter or a tap. Only a breed from the list counts.
 */
export function BreedField({ name, type, label, isRequired }: { name: 'breed_1' | 'breed_2'; type: AnimalType; label: string; isRequired?: boolean }) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const validation = useFieldValidation(name);
  const selected = field.value as BreedChoice | null;
  const [inputValue, setInputValue] = useState(selected?.name ?? '');
  const [searching, setSearching] = useState(false);
  const { items, loading, failed } = useBreedSearch(type, searching ? inputValue : '');
  const lastSelected = useRef(selected?.url ?? null);
  const selectedName = useRef(selected?.name ?? '');
  const error = fieldState.error as FieldErrorWithParams | undefined;
  const errorMessage = error ? translateValidationMessage(t, error.message, error.params) : undefined;

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
      className={fieldStyles.field}
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
        field.onChange(breed);
        validation.onCommit();
      }}
      onBlur={() => {
        field.onBlur();
        // Typed text that names no breed is no answer: show the chosen breed again.
        setInputValue(selected?.name ?? '');
        setSearching(false);
        validation.onBlur();
      }}
      menuTrigger="focus"
      allowsEmptyCollection
      isInvalid={!!errorMessage}
      isRequired={isRequired}
      validationBehavior="aria"
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <div className={fieldStyles.control}>
        <Input ref={field.ref} className={`${fieldStyles.input} ${fieldStyles.comboInput}`} placeholder={t(`dashboard_pets:form.breed_placeholder_${type}`)} />
        <AriaButton className={fieldStyles.comboButton} aria-label={t('dashboard_pets:form.breed_show')}>
          {loading ? <Spinner size="sm" /> : <ChevronDownIcon />}
        </AriaButton>
      </div>
      {failed && (
        <Text slot="description" className={fieldStyles.description} role="status">
          {t('dashboard_pets:form.breed_failed')}
        </Text>
      )}
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className={fieldStyles.popover} offset={6}>
        <ListBox
          className={fieldStyles.listbox}
          renderEmptyState={() => (
            <p className={fieldStyles.comboEmpty}>
              {loading ? t('dashboard_pets:form.breed_loading') : failed ? t('dashboard_pets:form.breed_failed') : t('dashboard_pets:form.breed_none')}
            </p>
          )}
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
