import type { i18n as I18n } from 'i18next';
import { createI18n } from '@brokkie/i18n/i18n';
import { remember } from '@brokkie/domain/bounded-cache';
import { type Locale } from '@brokkie/domain/locales';

export type TranslationParams = Record<string, unknown>;

/** Translates a key of the `api` namespace (`errors.not_found`). */
export type Translate = (key: string, params?: TranslationParams) => string;

/**
 * A reference to a translatable message, as domain rules and services return them:
 * `key` is `namespace.path` (`api.errors.not_found`, `validation.required`), so that messages
 * of other namespaces (packages/domain's validation rules) are translated the same way.
 */
export interface MessageRef {
  key: string;
  params?: TranslationParams;
}

// One i18next instance per locale, made on first use: creating one per request would cost more
// than the request itself.
const instances = new Map<Locale, I18n>();

function i18nFor(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createI18n(locale);
    instances.set(locale, instance);
  }
  return instance;
}

const translators = new Map<Locale, Translate>();

/** The `api` namespace's translator of `locale` (one per locale, as the i18next instances). */
export function apiTranslator(locale: Locale): Translate {
  let translate = translators.get(locale);
  if (!translate) {
    const t = i18nFor(locale).getFixedT(locale, 'api');
    translate = (key, params) => t(key, interpolation(params));
    translators.set(locale, translate);
  }
  return translate;
}

/** Whether `message` looks like a message key rather than a sentence. */
export function isMessageKey(message: string): boolean {
  return /^[a-z][\w-]*([.:][\w-]+)+$/i.test(message);
}

/**
 * Translates `namespace.path` (or i18next's `namespace:path`) when the catalogs know it;
 * undefined otherwise, so that callers can fall back to a generic message.
 */
export function translateKey(locale: Locale, key: string, params?: TranslationParams): string | undefined {
  const plainKey = `${locale}\u0000${key}`;
  const plain = usesNoOptions(params) ? plainTexts.get(plainKey) : undefined;
  if (plain !== undefined) return plain;
  const i18n = i18nFor(locale);
  const separator = key.search(/[.:]/);
  if (separator <= 0) return undefined;
  const ns = key.slice(0, separator);
  const path = key.slice(separator + 1);
  const text = storedText(i18n, ns, path);
  if (text === undefined && !i18n.exists(path, { ns })) return undefined;
  if (text !== undefined && isPlain(text) && usesNoOptions(params)) {
    remember(plainTexts, plainKey, text);
    return text;
  }
  return i18n.t(path, { ns, ...interpolation(params) });
}

// Most texts (the lines of every e-mail, most error messages) have no placeholder: such a text is
// what the catalog says whatever the params, and i18next's lookup (several per e-mail line)
// need not run again for it. Params that are i18next's options (count for a plural form,
// context, lng, …) change which text is found: those calls always go through i18next.
const plainTexts = new Map<string, string>();

const i18nextOptions = new Set(['count', 'context', 'ordinal', 'lng', 'lngs', 'ns', 'defaultValue', 'replace', 'returnObjects', 'postProcess']);

function usesNoOptions(params: TranslationParams | undefined): boolean {
  return params === undefined || Object.keys(params).every((name) => !i18nextOptions.has(name));
}

/** The text of the key as the catalogs store it, in the locale or the first fallback that has it. */
function storedText(i18n: I18n, ns: string, path: string): string | undefined {
  for (const language of i18n.languages) {
    const found: unknown = i18n.getResource(language, ns, path);
    if (found !== undefined && found !== null) return typeof found === 'string' ? found : undefined;
  }
  return undefined;
}

/** A text i18next returns as it is: no placeholder ({name}), no nested key ($t(…)), not empty. */
function isPlain(text: string): boolean {
  return text !== '' && !text.includes('{') && !text.includes('$t(');
}

export function translateMessage(locale: Locale, message: MessageRef): string {
  return translateKey(locale, message.key, message.params) ?? message.key;
}

// Lists read as "a, b, c" in every language we serve; i18next would print them with commas
// and no space.
function interpolation(params: TranslationParams | undefined): TranslationParams {
  if (!params) return {};
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]));
}
