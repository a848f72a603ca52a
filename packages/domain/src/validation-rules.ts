import type { z } from 'zod';

/**
 * Form and request validation (§5), shared by the web forms and the API.
 *
 * A rule returns `null` when the value is valid, or a {@link ValidationIssue} naming an i18n key in
 * the `validation` namespace plus the values its message interpolates. Code never holds a
 * sentence: each side translates the key into the reader's language (the browser with the
 * interface locale, the API with `Accept-Language`).
 *
 * Like vee-validate's rules, which the spec's rule names come from, every rule except `required`
 * treats an empty value (undefined, null, '' or []) as valid, so optional fields need no special
 * case: combine a rule with `required` to demand a value. An array value is valid when every element
 * is (a multi-select, a multi-file input).
 *
 * Zod convention (one schema for react-hook-form and for the API):
 * - a zod issue's `message` is the i18n key (e.g. `validation.max`), never a sentence;
 * - the values the message interpolates are in the issue's `params` (`{ count: 60 }`); for zod's own
 *   `too_small`/`too_big` checks they are derived from `minimum`/`maximum` by {@link toValidationIssue};
 * - {@link zodRule} and {@link addValidationIssue} create such issues, {@link validationErrorMap} gives
 *   zod's built-in checks (`.min()`, `.email()`, a missing field) keys instead of English text;
 * - {@link toValidationIssue} / {@link groupIssuesByPath} turn zod issues back into
 *   `{ key, params }` for translation.
 * Keys are `<namespace>.<path>`; i18next (whose namespace separator is ':') takes them through
 * {@link toI18nextKey}: `t(toI18nextKey(issue.key), issue.params)`.
 */
export type ValidationParams = Record<string, string | number>;

export interface ValidationIssue {
  /** An i18n key, e.g. `validation.required`. */
  key: string;
  /** Values interpolated into the translated message, e.g. `{ count: 60 }`. */
  params?: ValidationParams;
}

export type ValidationResult = ValidationIssue | null;

/** A rule: the value first, then the rule's arguments (`max(value, 60)`). */
export type ValidationRule<A extends unknown[] = []> = (value: unknown, ...args: A) => ValidationResult;

/**
 * Password minimum: §5 asks at least 6 characters and lets the identity service add rules of its
 * own; ours asks 8 (sign-up, reset, change, and the identity service itself).
 */
export const passwordMinLength = 8;

/** Fields validate on blur and change, not on every keystroke (§5). */
export const validationDebounceMs = 5;

/** Extensions the `image` rule accepts (§5). */
export const imageExtensions = ['jpg', 'svg', 'jpeg', 'png', 'bmp', 'gif', 'webp'] as const;

const imageMimeTypes = ['image/jpeg', 'image/svg+xml', 'image/png', 'image/bmp', 'image/gif', 'image/webp'];

export const validationKeys = {
  required: 'validation.required',
  min: 'validation.min',
  max: 'validation.max',
  email: 'validation.email',
  alpha: 'validation.alpha',
  noSpaces: 'validation.no_spaces',
  invalid: 'validation.invalid',
} as const;

/**
 * The file facts the file rules need. A browser `File` has them; on the server, map the upload's
 * file name, byte size and MIME type onto these names.
 */
export interface FileLike {
  name?: string;
  size?: number;
  type?: string;
}

const invalid: ValidationIssue = { key: validationKeys.invalid };

function issue(key: string, params?: ValidationParams): ValidationIssue {
  return params ? { key, params } : { key };
}

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Applies the empty-is-valid and every-element conventions around a single-value test. */
function check(value: unknown, test: (single: unknown) => boolean, failure: ValidationIssue): ValidationResult {
  if (isEmpty(value)) return null;
  const values = Array.isArray(value) ? value : [value];
  return values.every(test) ? null : failure;
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '') return Number(value);
  return Number.NaN;
}

function isFileLike(value: unknown): value is FileLike {
  return typeof value === 'object' && value !== null;
}

/** Empty, whitespace-only, `false` (an unticked box) and `[]` fail; `0` is a value. */
export function required(value: unknown): ValidationResult {
  const missing =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === 'number' && Number.isNaN(value)) ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0);
  return missing ? issue(validationKeys.required) : null;
}

/** The value is one of `allowed`; numbers and their text match (`1` and `'1'`), as in an HTML form. */
export function oneOf(value: unknown, allowed: readonly unknown[]): ValidationResult {
  return check(value, (v) => allowed.some((a) => a === v || String(a) === String(v)), invalid);
}

export function isNot(value: unknown, other: unknown): ValidationResult {
  return check(value, (v) => v !== other, invalid);
}

/** A number (or numeric text) of at least `min`; non-numeric input fails. */
export function minValue(value: unknown, min: number): ValidationResult {
  return check(value, (v) => toNumber(v) >= min, invalid);
}

/** At least `length` characters. */
export function min(value: unknown, length: number): ValidationResult {
  return check(value, (v) => String(v).length >= length, issue(validationKeys.min, { count: length }));
}

/** At most `length` characters. */
export function max(value: unknown, length: number): ValidationResult {
  return check(value, (v) => String(v).length <= length, issue(validationKeys.max, { count: length }));
}

// vee-validate's pattern, so that addresses the old app accepted are still accepted.
const emailPattern =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function email(value: unknown): ValidationResult {
  return check(value, (v) => emailPattern.test(String(v)), issue(validationKeys.email));
}

/** Letters only, in any script (names such as 'Zoë' or 'Ålesund' pass); no digits, spaces or signs. */
export function alpha(value: unknown): ValidationResult {
  return check(value, (v) => /^[\p{L}\p{M}]+$/u.test(String(v)), issue(validationKeys.alpha));
}

/** A file of at most `kilobytes` KB (1 KB = 1024 bytes, as in vee-validate's `size`). */
export function size(value: unknown, kilobytes: number): ValidationResult {
  return check(value, (v) => isFileLike(v) && typeof v.size === 'number' && v.size <= kilobytes * 1024, invalid);
}

/**
 * An image by its extension (§5's list). A MIME type, when the platform reports one, must agree:
 * a renamed `.exe` announced as `application/x-msdownload` is refused.
 */
export function image(value: unknown): ValidationResult {
  const extension = new RegExp(`\\.(${imageExtensions.join('|')})$`, 'i');
  return check(
    value,
    (v) => isFileLike(v) && extension.test(v.name ?? '') && (!v.type || imageMimeTypes.includes(v.type.toLowerCase())),
    invalid,
  );
}

/** Equals the other field's value (password confirmation); compared as text. */
export function confirmed(value: unknown, other: unknown): ValidationResult {
  if (isEmpty(value)) return null;
  return String(value) === String(other ?? '') ? null : invalid;
}

export function regex(value: unknown, pattern: RegExp | string): ValidationResult {
  // A fresh RegExp: a /g or /y pattern keeps `lastIndex` between calls and would fail every other time.
  const re = typeof pattern === 'string' ? new RegExp(pattern) : new RegExp(pattern.source, pattern.flags.replace(/[gy]/g, ''));
  return check(value, (v) => re.test(String(v)), invalid);
}

/** The file's MIME type is one of `types`; a `*` matches a part, as in `image/*`. */
export function mimes(value: unknown, types: readonly string[]): ValidationResult {
  const patterns = types.map(
    (t) => new RegExp(`^${t.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]+')}$`, 'i'),
  );
  return check(value, (v) => isFileLike(v) && !!v.type && patterns.some((p) => p.test(v.type ?? '')), invalid);
}

export function noSpaces(value: unknown): ValidationResult {
  return check(value, (v) => !/\s/.test(String(v)), issue(validationKeys.noSpaces));
}

/** The rules by the names the spec uses (§5), for code that picks rules from data. */
export const rules = {
  required,
  one_of: oneOf,
  is_not: isNot,
  min_value: minValue,
  min,
  max,
  email,
  alpha,
  size,
  image,
  confirmed,
  regex,
  mimes,
  no_spaces: noSpaces,
} as const;

// ---------------------------------------------------------------------------------------------
// zod

/** Reports `issue` (if any) on a zod refinement context, following the convention above. */
export function addValidationIssue(
  ctx: z.core.$RefinementCtx<unknown>,
  result: ValidationResult,
  path?: PropertyKey[],
): void {
  if (!result) return;
  ctx.addIssue({
    code: 'custom',
    message: result.key,
    ...(result.params ? { params: result.params } : {}),
    ...(path ? { path } : {}),
  });
}

/**
 * A rule as a zod refinement, for `.superRefine(...)`:
 * `z.string().superRefine(zodRule(required)).superRefine(zodRule(max, 60))`.
 * Cross-field rules run on the object:
 * `.superRefine((v, ctx) => addValidationIssue(ctx, confirmed(v.repeat, v.password), ['repeat']))`.
 */
export function zodRule<A extends unknown[]>(
  rule: ValidationRule<A>,
  ...args: A
): (value: unknown, ctx: z.core.$RefinementCtx<unknown>) => void {
  return (value, ctx) => addValidationIssue(ctx, rule(value, ...args));
}

/**
 * Gives zod's built-in issues i18n keys: pass it as a schema's `error`, or once to
 * `z.config({ customError: validationErrorMap })`. A missing value and `.min(1)` on text mean
 * "required"; other failures without a rule message of their own read 'Invalid'.
 */
export const validationErrorMap: z.core.$ZodErrorMap = (raw) => {
  switch (raw.code) {
    case 'invalid_type':
      return raw.input === undefined || raw.input === null ? validationKeys.required : validationKeys.invalid;
    case 'too_small':
      if (raw.origin === 'string') return Number(raw.minimum) === 1 ? validationKeys.required : validationKeys.min;
      return validationKeys.invalid;
    case 'too_big':
      return raw.origin === 'string' ? validationKeys.max : validationKeys.invalid;
    case 'invalid_format':
      return raw.format === 'email' ? validationKeys.email : validationKeys.invalid;
    default:
      return validationKeys.invalid;
  }
};

/** 'validation.postal_code.invalid' → 'validation:postal_code.invalid' (namespace, then the path inside it). */
export function toI18nextKey(key: string): string {
  return key.replace('.', ':');
}

const keyShape = /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/;

/** A zod issue as `{ key, params }`; a message that is not a key (zod's own English) becomes `validation.invalid`. */
export function toValidationIssue(zodIssue: z.core.$ZodIssue): ValidationIssue {
  const key = keyShape.test(zodIssue.message) ? zodIssue.message : validationKeys.invalid;
  if (zodIssue.code === 'custom' && zodIssue.params) {
    const params = Object.fromEntries(
      Object.entries(zodIssue.params as Record<string, unknown>).filter(
        (entry): entry is [string, string | number] => typeof entry[1] === 'string' || typeof entry[1] === 'number',
      ),
    );
    return issue(key, params);
  }
  if (zodIssue.code === 'too_small' && key === validationKeys.min) return issue(key, { count: Number(zodIssue.minimum) });
  if (zodIssue.code === 'too_big' && key === validationKeys.max) return issue(key, { count: Number(zodIssue.maximum) });
  return issue(key);
}

/**
 * Issues grouped by field path (`address.postal_code`; '' for the whole value), in order. The API
 * translates each into its error body's `fields`; a form shows the first of each field.
 */
export function groupIssuesByPath(issues: readonly z.core.$ZodIssue[]): Record<string, ValidationIssue[]> {
  const grouped: Record<string, ValidationIssue[]> = {};
  for (const zodIssue of issues) {
    const path = zodIssue.path.map(String).join('.');
    // Paths come from the input ('constructor', 'toString'): own properties only.
    (Object.hasOwn(grouped, path) ? grouped[path]! : (grouped[path] = [])).push(toValidationIssue(zodIssue));
  }
  return grouped;
}
