import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { formatNumber } from '@brokkie/domain/format';
import type { ValidationParams } from '@brokkie/domain/validation-rules';

/**
 * A form error as our resolver stores it: `message` is an i18n key such as `validation.max`, and
 * `params` holds the values its text interpolates (`{ count: 60 }`). Errors set by hand
 * (`setError`) may carry an already translated sentence from the API instead.
 */
export type FieldErrorWithParams = FieldError & { params?: ValidationParams };

const keyShape = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/**
 * The sentence for a validation key in the reader's language. Keys are `<namespace>.<path>`; a
 * text that is not a key is shown as it is (the API answers in the request's language already).
 */
export function translateValidationMessage(t: TFunction, message: string | undefined, params?: ValidationParams): string {
  if (!message) return t('validation:invalid');
  if (!keyShape.test(message)) return message;
  const [namespace, ...path] = message.split('.');
  const key = `${namespace}:${path.join('.')}`;
  return t(key, { ...params, defaultValue: t('validation:invalid') });
}

/** A message's number parameters written the way the locale writes them ('1,5 tot 3 kg' in Dutch). */
export function localeNumberParams(params: ValidationParams | undefined, localeTag: string): ValidationParams | undefined {
  if (!params) return params;
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? formatNumber(value, localeTag, 3) : value]));
}
