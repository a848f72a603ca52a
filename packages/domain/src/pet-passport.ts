/**
 * Rules of the pet passport (issue 13), one place for the API and the pages.
 */

/** Longest text of each passport field. */
export const passportTextLimits = {
  chipNumber: 20,
  passportNumber: 40,
  markings: 300,
  allergies: 1000,
  medication: 1000,
  vetName: 120,
  vetPhone: 40,
  vetAddress: 300,
} as const;

/**
 * A microchip number: ISO 11784/11785 chips read 15 digits (since 2011 the only kind the EU
 * accepts in a new passport); older chips still in pets read 9 or 10 letters and digits (AVID,
 * FECAVA). Spaces, as vets often write the number in groups, are allowed.
 */
export const chipNumberPattern = /^(?:[0-9](?: ?[0-9]){14}|[0-9A-Za-z]{9,10})$/;

// The words for rabies in the app's languages: a vaccination reminder whose title names it is
// the rabies vaccination, whose validity travel within the EU depends on (Regulation (EU) 576/2013).
const rabiesWords = /rabies|rabiës|hondsdol|rage|tollwut/i;

/** Whether a vaccination's title names the rabies vaccine. */
export function isRabiesVaccination(title: string): boolean {
  return rabiesWords.test(title);
}

/** Whether a rabies vaccination valid until `validUntil` (YYYY-MM-DD or null) still covers `today`. */
export function rabiesValidOn(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil >= today;
}
