import { useEffect, useRef } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { addressCountries, addressFieldLimits, type AddressCountry, type LookupAddress } from '@brokkie/contracts/address';
import { normalizePostalCode } from '@brokkie/domain/postal-codes';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { TextField } from '../../components/text-field.tsx';
import { AddressSearch } from './address-search.tsx';
import type { CheckoutFormValues } from './checkout-schema.ts';
import styles from './checkout.module.css';

export interface CountryOption {
  value: AddressCountry;
  label: string;
}

/**
 * One address block of the checkout (delivery or billing): the lookup, postal code and city,
 * street, building number and box, company name and the country. The delivery address is in
 * the site's country (fixed: prices, VAT and delivery days are that country's); a billing
 * address may be in any country we serve.
 */
export function AddressFields({
  prefix,
  countries,
  fixedCountry,
  lookupKey,
}: {
  prefix: 'delivery' | 'billing';
  countries: CountryOption[];
  /** The delivery address's country: shown, not chosen. */
  fixedCountry?: AddressCountry;
  lookupKey: string;
}) {
  const { t } = useTranslation('checkout');
  const { watch, setValue, getValues, trigger, setFocus } = useFormContext<CheckoutFormValues>();
  const country = (fixedCountry ?? watch(`${prefix}.country`)) as AddressCountry;
  const countryName = countries.find((option) => option.value === country)?.label ?? country;
  const name = (field: string) => `${prefix}.${field}`;
  const section = prefix === 'delivery' ? 'shipping' : 'billing';

  // The postal-code rules are the country's: a new country checks the code again (not on the first render).
  const checkedCountry = useRef(country);
  useEffect(() => {
    if (checkedCountry.current === country) return;
    checkedCountry.current = country;
    if (getValues(`${prefix}.postal_code`)) void trigger(`${prefix}.postal_code`);
  }, [country, prefix, getValues, trigger]);

  const fill = (found: LookupAddress) => {
    const options = { shouldDirty: true } as const;
    // The lookup may know a place in another country than the one of this block: keep ours.
    if (found.postal_code) setValue(`${prefix}.postal_code`, normalizePostalCode(country, found.postal_code), options);
    if (found.city) setValue(`${prefix}.city`, found.city, options);
    if (found.street) setValue(`${prefix}.street`, found.street, options);
    if (found.number) setValue(`${prefix}.number`, found.number, options);
    void trigger([`${prefix}.postal_code`, `${prefix}.city`]);
    // On to what the lookup could not fill in.
    const next = !getValues(`${prefix}.street`) ? 'street' : !getValues(`${prefix}.number`) ? 'number' : 'box';
    setFocus(`${prefix}.${next}`);
  };

  return (
    <div className={styles.addressFields}>
      <AddressSearch key={country} country={country} lookupKey={lookupKey} onPick={fill} />
      <div className={styles.row}>
        <FormTextField
          name={name('postal_code')}
          label={t('fields.postal_code')}
          autoComplete={`${section} postal-code`}
          isRequired
          maxLength={addressFieldLimits.postal_code}
          className={styles.postal}
        />
        <FormTextField
          name={name('city')}
          label={t('fields.city')}
          autoComplete={`${section} address-level2`}
          isRequired
          maxLength={addressFieldLimits.city}
          className={styles.grow}
        />
      </div>
      <FormTextField
        name={name('street')}
        label={t('fields.street')}
        autoComplete={`${section} address-line1`}
        isRequired
        maxLength={addressFieldLimits.street}
      />
      <div className={styles.row}>
        <FormTextField
          name={name('number')}
          label={t('fields.number')}
          isRequired
          maxLength={addressFieldLimits.number}
          className={styles.half}
        />
        <FormTextField
          name={name('box')}
          label={t('fields.box')}
          description={t('fields.optional')}
          maxLength={addressFieldLimits.box}
          className={styles.half}
        />
      </div>
      <FormTextField
        name={name('company_name')}
        label={t('fields.company_name')}
        description={t('fields.optional')}
        autoComplete={`${section} organization`}
        maxLength={addressFieldLimits.company_name}
      />
      {fixedCountry ? (
        <TextField
          label={t('fields.country')}
          value={countryName}
          isReadOnly
          className={styles.fixedCountry}
          description={t('fields.country_fixed', { country: countryName })}
        />
      ) : (
        <FormSelectField
          name={name('country')}
          label={t('fields.country')}
          isRequired
          options={countries.filter((option) => addressCountries.includes(option.value))}
        />
      )}
    </div>
  );
}
