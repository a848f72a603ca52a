import { required, type ValidationIssue, type ValidationResult } from './validation-rules.ts';

/**
 * Postal codes by country `short_name` (§5). Input is trimmed first; NL letters are accepted in
 * either case (the old app's rule was case-insensitive: "excluding sa, sd and ss") and stored upper
 * case with one space, see {@link normalizePostalCode}. A country without rules (or none yet
 * known) only needs a value.
 */
export const postalCodeKeys = {
  invalid: 'validation.postal_code.invalid',
  minValue: 'validation.postal_code.min_value',
  maxValue: 'validation.postal_code.max_value',
  overseas: 'validation.postal_code.overseas',
  missingLetters: 'validation.postal_code.missing_letters',
  germanIslands: 'validation.postal_code.german_islands',
} as const;

export const belgianPostalCodeRange = { min: 1000, max: 9992 } as const;
export const frenchPostalCodeRange = { min: '01000', max: '98599' } as const;
export const germanPostalCodeRange = { min: '01067', max: '99998' } as const;

/** Corsica and the overseas departments and territories (§5). */
const frenchOverseasRanges: ReadonlyArray<readonly [string, string]> = [
  ['20000', '20999'],
  ['96000', '98999'],
];

/**
 * Island communes with a postal code of their own, reachable only by boat. Islands linked by a
 * bridge (Ré, Oléron, Noirmoutier) are delivered to; Houat and Hoëdic share Quiberon's 56170 and
 * cannot be told apart by postal code, so they are not listed.
 */
export const frenchIslandPostalCodes: ReadonlySet<string> = new Set([
  '85350', // Île d'Yeu
  '29242', // Ouessant
  '56360', // Belle-Île-en-Mer (Le Palais, Bangor, Sauzon, Locmaria)
  '29990', // Île-de-Sein
  '56590', // Groix
  '22870', // Île-de-Bréhat
  '29253', // Île-de-Batz
  '29259', // Île-Molène
  '56780', // Île-aux-Moines
  '56840', // Île-d'Arz
  '17123', // Île-d'Aix
]);

/** Wadden islands and Marken (§5's list), by their four digits. */
export const dutchOverseasPostalCodes: ReadonlySet<string> = new Set(['8881', '8891', '8899', '9161', '9166', '1156', '1791']);

const dutchExcludedLetters: ReadonlySet<string> = new Set(['SA', 'SD', 'SS']);

/** North Sea and Baltic islands without a road link. */
export const germanIslandPostalCodes: ReadonlySet<string> = new Set([
  '25980', '25992', '25996', '25997', '25999', // Sylt
  '25938', // Föhr
  '25946', // Amrum
  '25849', // Pellworm
  '27498', // Helgoland
  '27499', // Neuwerk
  '25859', '25863', '25869', // Halligen: Hooge, Langeneß, Gröde
  '26465', // Langeoog
  '26474', // Spiekeroog
  '26486', // Wangerooge
  '26548', // Norderney
  '26571', // Juist
  '26579', // Baltrum
  '26757', // Borkum
  '18565', // Hiddensee
]);

const invalid: ValidationIssue = { key: postalCodeKeys.invalid };

function validateBelgian(code: string): ValidationResult {
  if (!/^\d+$/.test(code)) return invalid;
  const value = Number(code);
  if (value < belgianPostalCodeRange.min) return { key: postalCodeKeys.minValue, params: { min: belgianPostalCodeRange.min } };
  if (value > belgianPostalCodeRange.max) return { key: postalCodeKeys.maxValue, params: { max: belgianPostalCodeRange.max } };
  return null;
}

// Five-digit strings compare like their numbers, and keep the leading zero in the messages' terms.
function validateFrench(code: string): ValidationResult {
  if (!/^\d{5}$/.test(code)) return invalid;
  // Overseas first: 98600–98999 lie above the delivery range but are overseas, and saying so helps more.
  if (frenchIslandPostalCodes.has(code) || frenchOverseasRanges.some(([from, to]) => code >= from && code <= to)) {
    return { key: postalCodeKeys.overseas };
  }
  if (code < frenchPostalCodeRange.min || code > frenchPostalCodeRange.max) return invalid;
  return null;
}

const dutchPattern = /^([1-9]\d{3}) ?([A-Z]{2})?$/;

function validateDutch(code: string): ValidationResult {
  const match = dutchPattern.exec(code.toUpperCase());
  if (!match) return invalid;
  const [, digits = '', letters] = match;
  // The island digits alone already settle it; asking for letters first would only delay the bad news.
  if (dutchOverseasPostalCodes.has(digits)) return { key: postalCodeKeys.overseas };
  if (!letters) return { key: postalCodeKeys.missingLetters };
  if (dutchExcludedLetters.has(letters)) return invalid;
  return null;
}

function validateGerman(code: string): ValidationResult {
  if (!/^\d{5}$/.test(code)) return invalid;
  if (code < germanPostalCodeRange.min || code > germanPostalCodeRange.max) return invalid;
  if (germanIslandPostalCodes.has(code)) return { key: postalCodeKeys.germanIslands };
  return null;
}

const validators: Record<string, (code: string) => ValidationResult> = {
  BE: validateBelgian,
  FR: validateFrench,
  NL: validateDutch,
  DE: validateGerman,
};

/** Validates `input` for the country with this `short_name` (BE, FR, NL, DE; any case). */
export function validatePostalCode(country: string | null | undefined, input: string | null | undefined): ValidationResult {
  const missing = required(input);
  if (missing) return missing;
  const validator = validators[(country ?? '').toUpperCase()];
  return validator ? validator((input ?? '').trim()) : null;
}

/**
 * The stored form of a postal code: trimmed; NL upper case with one space ('1234 AB'); BE without
 * the leading zeros its number check lets through ('01000' is 1000). Input that is not a postal
 * code of the country is only trimmed.
 */
export function normalizePostalCode(country: string | null | undefined, input: string): string {
  const code = input.trim();
  switch ((country ?? '').toUpperCase()) {
    case 'NL': {
      const match = dutchPattern.exec(code.toUpperCase());
      if (!match) return code;
      const [, digits, letters] = match;
      return letters ? `${digits} ${letters}` : `${digits}`;
    }
    case 'BE':
      return /^\d+$/.test(code) ? code.replace(/^0+(?=\d)/, '') : code;
    default:
      return code;
  }
}
