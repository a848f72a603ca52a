/**
 * The checkout's phone field: the customer types the national number next to the country's
 * telephone code (§3 telephone_code, e.g. +32); the number is stored with that code.
 */

/** What the API accepts (contracts customer.ts / address.ts): digits, an optional leading +, separators. */
export const phonePattern = /^\+?[0-9][0-9 ()./-]{5,30}$/;

/** 0032 470… → +32 470…; the international prefix typed as 00 means the same as +. */
function internationalForm(typed: string): string | undefined {
  if (typed.startsWith('+')) return typed;
  if (typed.startsWith('00')) return `+${typed.slice(2)}`;
  return undefined;
}

/**
 * The number to store: a number typed with its own country code is kept as typed; a national
 * number loses its trunk 0 and gets the country's code ('0470 12 34 56' → '+32 470 12 34 56').
 */
export function fullPhoneNumber(typed: string, telephoneCode: string): string {
  const number = typed.trim();
  if (!number) return '';
  const international = internationalForm(number);
  if (international) return international;
  const national = number.replace(/^0+/, '');
  return telephoneCode ? `${telephoneCode} ${national}` : number;
}

/** A stored number as the field shows it: without the country's code when it carries that code. */
export function nationalPhoneNumber(stored: string, telephoneCode: string): string {
  const number = stored.trim();
  if (!telephoneCode || !number.startsWith(telephoneCode)) return number;
  return number.slice(telephoneCode.length).trim();
}

/** Whether the typed number, once completed with the country's code, is one the API accepts. */
export function isValidPhoneNumber(typed: string, telephoneCode: string): boolean {
  return phonePattern.test(fullPhoneNumber(typed, telephoneCode));
}
