import { useTranslation } from 'react-i18next';
import { formatCents, formatDate } from '@brokkie/domain/format';
import { isoToBirthDateInput } from '@brokkie/domain/birth-date';
import { insuranceOfferTerms, type InsuranceOffer } from '@brokkie/domain/insurance';
import { dogSizeBoundsKg } from '@brokkie/domain/feeding-science';
import type { SizeClass } from '@brokkie/domain/pet-profile';
import { useShellData } from '../../shell/shell-data.ts';

const { smallMax, mediumMax, giantMin } = dogSizeBoundsKg;
const sizeBounds: Record<SizeClass, { min?: number; max?: number }> = {
  small: { max: smallMax },
  medium: { min: smallMax, max: mediumMax },
  large: { min: mediumMax, max: giantMin },
  giant: { min: giantMin },
};

/** How the insurance pages write money, days, deductibles and the insurers' names, in the page's language. */
export function useInsuranceFormat() {
  const { t } = useTranslation('insurance');
  const { localeTag } = useShellData();
  const money = (cents: number) => formatCents(cents, localeTag);
  return {
    money,
    /** A calendar day (YYYY-MM-DD) in words, kept on one line: 1 January 2027. */
    day: (iso: string) => formatDate(`${iso}T12:00:00Z`, localeTag).replace(/ /g, '\u00a0'),
    /** A phone number kept on one line. */
    phone: (number: string) => number.replace(/ /g, '\u00a0'),
    /** A calendar day as the forms write it: 01-01-2027. */
    typedDay: (iso: string) => isoToBirthDateInput(iso) ?? iso,
    /** A moment (ISO 8601) as its day in Brussels. */
    moment: (iso: string) => formatDate(iso, localeTag),
    perMonth: (cents: number) => t('per_month', { amount: money(cents) }),
    deductible: (cents: number) => (cents === 0 ? t('deductible_none') : t('deductible_amount', { amount: money(cents) })),
    insurer: (offer: InsuranceOffer) => t(`offers.${offer}.insurer`),
    terms: (offer: InsuranceOffer) => insuranceOfferTerms[offer],
    /** A dog's size class with its expected adult weight. */
    size: (size: SizeClass) => t(`sizes.${size}`, sizeBounds[size]),
  };
}
