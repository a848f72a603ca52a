/**
 * Money is always EUR (§9) and always an integer number of cents, as the API sends it
 * (`price_excl_vat`, `shop_price`). Euros as floating point (0.1 + 0.2) never enter a sum; they
 * exist only at the edges: parsing what a person typed and formatting for display.
 */
export type Cents = number;

export const currency = 'EUR';

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

function assertCents(value: number): void {
  if (!isCents(value)) throw new RangeError(`Not a whole number of cents: ${value}`);
}

/** '12.50', '-0.05': exact decimal text for partners that want euros (affiliate sale amounts). */
export function centsToDecimalString(cents: Cents): string {
  assertCents(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * Euros as typed or sent ('12,5', '12.50', '-3', 7.25) to cents. Text is read digit by digit, so
 * '1.005' is 101 cents (half away from zero), not the 100 that `1.005 * 100` would give.
 * Returns `null` for anything that is not a plain amount (thousands separators included).
 */
export function eurosToCents(euros: string | number): Cents | null {
  const text = typeof euros === 'number' ? (Number.isFinite(euros) ? String(euros) : '') : euros.trim();
  const match = /^([+-]?)(\d+)(?:[.,](\d*))?$/.exec(text);
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  const digits = fraction.padEnd(3, '0');
  let cents = Number(whole) * 100 + Number(digits.slice(0, 2));
  if (Number(digits[2]) >= 5) cents += 1;
  if (!isCents(cents)) return null;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

/** Sum of cent amounts; throws on a fractional amount, which would be a bug upstream. */
export function sumCents(amounts: readonly Cents[]): Cents {
  let total = 0;
  for (const amount of amounts) {
    assertCents(amount);
    total += amount;
  }
  return total;
}

/**
 * `cents × factor` (a quantity, a VAT or discount rate) rounded to whole cents, half away from
 * zero. The product is first cut to 12 significant digits so that binary noise
 * (1050 × 0.21 = 220.49999999999997) does not turn a half cent down.
 */
export function multiplyCents(cents: Cents, factor: number): Cents {
  assertCents(cents);
  const exact = Number((cents * factor).toPrecision(12));
  const rounded = Math.sign(exact) * Math.round(Math.abs(exact));
  return rounded === 0 ? 0 : rounded;
}
