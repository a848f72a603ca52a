import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  lookupAddress,
  lookupFindResponse,
  type AddressCountry,
  type LookupAddress,
  type LookupCredit,
  type LookupSuggestion,
} from '@brokkie/contracts/address';
import { Spinner } from '../../components/spinner.tsx';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './checkout.module.css';

/** Letters typed before suggestions are asked for. */
const minimumQueryLength = 2;
const searchDelayMs = 250;

type SearchState = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * The address lookup (§5: a key and a query): as the customer types a postal code or a place,
 * suggestions appear in a listbox (ARIA combobox: arrow keys, Enter, Escape). A postal code that
 * holds several places opens them; a place fills in the postal code and city (and street and
 * number when the service knows them) through `onPick`.
 */
export function AddressSearch({ country, lookupKey, onPick }: { country: AddressCountry; lookupKey: string; onPick: (address: LookupAddress) => void }) {
  const { t } = useTranslation('checkout');
  const api = useApiClient();
  const inputId = useId();
  const listId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const [query, setQuery] = useState<{ text: string; container?: string } | null>(null);
  const [items, setItems] = useState<LookupSuggestion[]>([]);
  // Kept with the suggestions they came with: the data's licence asks for them where it is shown.
  const [credits, setCredits] = useState<LookupCredit[]>([]);
  const [state, setState] = useState<SearchState>('idle');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [announcement, setAnnouncement] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  // Ask for suggestions a moment after the last key; a newer question cancels the older one.
  useEffect(() => {
    if (!query) return;
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        setState('loading');
        api
          .get('/address-lookup/find/', {
            query: { key: lookupKey, text: query.text, country, container: query.container },
            schema: lookupFindResponse,
            signal: controller.signal,
          })
          .then((found) => {
            setItems(found.items);
            setCredits(found.credits);
            setActive(found.items.length > 0 ? 0 : -1);
            setState('ready');
            setOpen(true);
            setAnnouncement(found.items.length > 0 ? t('search.count', { count: found.items.length }) : t('search.none'));
          })
          .catch((error: unknown) => {
            if (controller.signal.aborted) return;
            console.error('[checkout] address lookup failed', error);
            setItems([]);
            setOpen(false);
            setState('failed');
          });
      },
      query.container ? 0 : searchDelayMs,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [api, lookupKey, country, query, t]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const pick = async (item: LookupSuggestion) => {
    if (item.type === 'Postcode') {
      // A postal code with several places: list them.
      setText(item.text);
      setQuery({ text: item.text, container: item.id });
      inputRef.current?.focus();
      return;
    }
    close();
    setText(item.text);
    setState('loading');
    try {
      const address = await api.get('/address-lookup/retrieve/', { query: { key: lookupKey, id: item.id }, schema: lookupAddress });
      setState('ready');
      onPick(address);
      setAnnouncement(t('search.filled', { place: item.text }));
    } catch (error) {
      console.error('[checkout] address retrieve failed', error);
      setState('failed');
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open && items.length > 0) setOpen(true);
        setActive((current) => (items.length === 0 ? -1 : (current + 1) % items.length));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open && items.length > 0) setOpen(true);
        setActive((current) => (items.length === 0 ? -1 : (current - 1 + items.length) % items.length));
        break;
      case 'Enter': {
        const item = open ? items[active] : undefined;
        // Enter picks a suggestion; it never submits the checkout from this box.
        event.preventDefault();
        if (item) void pick(item);
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          close();
        }
        break;
      default:
        break;
    }
  };

  const showList = open && items.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={`${fieldStyles.field} ${styles.search}`}>
      <label htmlFor={inputId} className={fieldStyles.label}>
        {t('search.label')}
      </label>
      <div className={fieldStyles.control}>
        <input
          ref={inputRef}
          id={inputId}
          className={`${fieldStyles.input} ${styles.searchInput}`}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={hintId}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(event) => {
            const value = event.target.value;
            setText(value);
            if (value.trim().length >= minimumQueryLength) setQuery({ text: value.trim() });
            else {
              setQuery(null);
              setItems([]);
              close();
              setState('idle');
            }
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          onFocus={() => {
            if (items.length > 0) setOpen(true);
          }}
        />
        {state === 'loading' && (
          <span className={styles.searchSpinner}>
            <Spinner size="sm" />
          </span>
        )}
        <ul id={listId} role="listbox" aria-label={t('search.suggestions')} className={styles.suggestions} hidden={!showList}>
          {items.map((item, index) => (
            <li
              key={item.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              data-active={index === active || undefined}
              // Keep focus in the input, so the click does not close the list before it lands.
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(index)}
              onClick={() => void pick(item)}
            >
              <span className={styles.suggestionText}>{item.text}</span>
              {item.description && <span className={pageStyles.note}>{item.description}</span>}
            </li>
          ))}
        </ul>
      </div>
      <p id={hintId} className={fieldStyles.description}>
        {state === 'failed' ? t('search.failed') : t('search.hint')}
      </p>
      {credits.length > 0 && <p className={styles.searchCredit}>{credits.map((credit) => t(`search.credit_${credit}`)).join(' ')}</p>}
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}
