import type { Locale } from '@brokkie/domain/locales';
import { nonFieldErrorsKey } from '@brokkie/contracts/errors';
import { isMessageKey, translateKey, type TranslationParams } from './translator.ts';

/** One zod issue as fastify-type-provider-zod hands it over (issue fields other than path and message are in `params`). */
export interface SchemaIssue {
  keyword: string;
  instancePath: string;
  message?: string;
  params: Record<string, unknown>;
}

/**
 * Turns zod issues into `fields` of the error body: dot-joined path → translated messages.
 * A message that is a catalog key (packages/domain's rules say `validation.required` with
 * params) is translated with its params; zod's own English defaults are replaced by our
 * translated messages for the issue's kind. `input` is the validated part of the request, to
 * tell a missing value ("required") from a wrong one.
 */
export function fieldMessages(locale: Locale, issues: readonly SchemaIssue[], input: unknown): Record<string, string[]> {
  const fields: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    // Field names come from the request ('valueOf', 'constructor'): own properties only.
    const list = Object.hasOwn(fields, field) ? fields[field]! : (fields[field] = []);
    if (!list.includes(message)) list.push(message);
  };
  for (const issue of issues) {
    const path = issue.instancePath.split('/').filter(Boolean);
    if (issue.keyword === 'unrecognized_keys' && Array.isArray(issue.params.keys)) {
      for (const key of issue.params.keys) add([...path, String(key)].join('.'), message(locale, 'unknown_field'));
      continue;
    }
    add(path.length > 0 ? path.join('.') : nonFieldErrorsKey, issueMessage(locale, issue, valueAt(input, path)));
  }
  return fields;
}

function issueMessage(locale: Locale, issue: SchemaIssue, value: unknown): string {
  const { params } = issue;
  const bounds: TranslationParams = {
    ...(params.minimum !== undefined ? { min: String(params.minimum) } : {}),
    ...(params.maximum !== undefined ? { max: String(params.maximum) } : {}),
    ...(params.minimum !== undefined || params.maximum !== undefined
      ? { count: Number(params.minimum ?? params.maximum) }
      : {}),
    ...(Array.isArray(params.values) ? { values: params.values.map(String) } : {}),
  };
  if (issue.message && isMessageKey(issue.message)) {
    const custom = typeof params.params === 'object' && params.params !== null ? (params.params as TranslationParams) : {};
    const translated = translateKey(locale, issue.message, { ...bounds, ...custom });
    if (translated !== undefined) return translated;
  }
  const origin = typeof params.origin === 'string' ? params.origin : undefined;
  switch (issue.keyword) {
    case 'invalid_type': {
      if (value === undefined || value === null || value === '') return message(locale, 'required');
      const expected = String(params.expected);
      if (expected === 'int') return message(locale, 'integer');
      if (expected === 'number') return message(locale, 'number');
      if (expected === 'boolean') return message(locale, 'boolean');
      if (expected === 'date') return message(locale, 'date');
      return message(locale, 'invalid');
    }
    case 'too_small':
      if (origin === 'string') return message(locale, 'min_length', bounds);
      if (origin === 'array' || origin === 'set') return message(locale, 'min_items', bounds);
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return message(locale, 'min_value', bounds);
      return message(locale, 'invalid');
    case 'too_big':
      if (origin === 'string') return message(locale, 'max_length', bounds);
      if (origin === 'array' || origin === 'set') return message(locale, 'max_items', bounds);
      if (origin === 'number' || origin === 'int' || origin === 'bigint') return message(locale, 'max_value', bounds);
      return message(locale, 'invalid');
    case 'invalid_format':
      if (params.format === 'email') return message(locale, 'email');
      if (params.format === 'regex') return message(locale, 'invalid_characters');
      if (params.format === 'date' || params.format === 'datetime') return message(locale, 'date');
      return message(locale, 'invalid');
    case 'invalid_value':
      return bounds.values ? message(locale, 'one_of', bounds) : message(locale, 'invalid');
    default:
      return message(locale, 'invalid');
  }
}

function message(locale: Locale, key: string, params?: TranslationParams): string {
  return translateKey(locale, `api.validation.${key}`, params) ?? key;
}

function valueAt(input: unknown, path: readonly string[]): unknown {
  let current = input;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[segment];
  }
  return current;
}
