import type { Cents } from './money.ts';
import { multiplyCents } from './money.ts';

/**
 * VAT by delivery country (the place of supply of a delivered box is where it is delivered).
 * Pet food for dogs and cats is at the standard rate in BE, NL and FR (the reduced rates there
 * cover livestock feed only) and at the reduced rate in DE (UStG Anlage 2 Nr. 37, "Futter").
 * Accessories and other non-food extras are at each country's standard rate.
 * Sources: docs/pricing.md.
 */
export const deliveryCountries = ['BE', 'NL', 'FR', 'DE'] as const;
export type DeliveryCountry = (typeof deliveryCountries)[number];

export const vatCategories = ['pet_food', 'standard'] as const;
export type VatCategory = (typeof vatCategories)[number];

/** Rates in basis points (2100 = 21 %), so that arithmetic on them stays in integers. */
export const vatRateBasisPoints: Record<DeliveryCountry, Record<VatCategory, number>> = {
  BE: { pet_food: 2100, standard: 2100 },
  NL: { pet_food: 2100, standard: 2100 },
  FR: { pet_food: 2000, standard: 2000 },
  DE: { pet_food: 700, standard: 1900 },
};

export function isDeliveryCountry(value: string): value is DeliveryCountry {
  return (deliveryCountries as readonly string[]).includes(value);
}

export function vatRateOf(country: DeliveryCountry, category: VatCategory): number {
  return vatRateBasisPoints[country][category];
}

/** The price a consumer pays for a net amount: net + VAT, rounded to the cent. */
export function addVat(exclVat: Cents, rateBasisPoints: number): Cents {
  return multiplyCents(exclVat, 1 + rateBasisPoints / 10_000);
}

/** The VAT contained in a gross (VAT-included) amount, rounded to the cent. */
export function vatInGross(inclVat: Cents, rateBasisPoints: number): Cents {
  return inclVat - multiplyCents(inclVat, 10_000 / (10_000 + rateBasisPoints));
}
