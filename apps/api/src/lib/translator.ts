import type { i18n as I18n } from 'i18next';
import { createI18n } from '@brokkie/i18n/i18n';
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

export function apiTranslator(locale: Locale): Translate {
  const t = i18nFor(locale).getFixedT(locale, 'api');
  return (key, params) => t(key, interpolation(params));
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
  const i18n = i18nFor(locale);
  const separator = key.search(/[.:]/);
  if (separator <= 0) return undefined;
  const ns = key.slice(0, separator);
  const path = key.slice(separator + 1);
  if (!i18n.exists(path, { ns })) return undefined;
  return i18n.t(path, { ns, ...interpolation(params) });
}

export function translateMessage(locale: Locale, message: MessageRef): string {
  return translateKey(locale, message.key, message.params) ?? message.key;
}

// Lists read as "a, b, c" in every language we serve; i18next would print them with commas
// and no space.
function interpolation(params: TranslationParams | undefined): TranslationParams {
  if (!params) return {};
  return Object.fromEntries(
    Object.entries(params).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : value]),
  );
}
