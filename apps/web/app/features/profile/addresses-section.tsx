import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useFetcher } from 'react-router';
import { useTranslation } from 'react-i18next';
import { addressCountries, type Address, type AddressCountry } from '@brokkie/contracts/address';
import { Alert } from '../../components/alert.tsx';
import { Button } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { Form, useValidatedForm } from '../../components/form.tsx';
import { FormSelectField } from '../../components/form-select-field.tsx';
import { FormTextField } from '../../components/form-text-field.tsx';
import { HomeIcon, PlusIcon, TrashIcon } from '../../components/icons.tsx';
import { toast } from '../../components/toast.tsx';
import { jsonSubmission } from '../../shell/page-action.ts';
import { useShellData } from '../../shell/shell-data.ts';
import dialogStyles from '../../components/dialog.module.css';
import fieldStyles from '../../components/field.module.css';
import pageStyles from '../../components/page.module.css';
import {
  addressFormFields,
  addressFormSchema,
  type AddressActionResult,
  type AddressBook,
  type AddressesSubmission,
  type AddressFormValues,
} from './addresses-data.ts';
import { Section } from './profile-section.tsx';
import profileStyles from './profile.module.css';
import styles from './addresses-section.module.css';

function useCountryName(): (country: AddressCountry) => string {
  const { localeTag } = useShellData();
  return useMemo(() => {
    const names = new Intl.DisplayNames([localeTag], { type: 'region' });
    return (country) => names.of(country) ?? country;
  }, [localeTag]);
}

/** The address as it is written on a parcel, one line a part. */
function AddressLines({ address }: { address: Address }) {
  const { t } = useTranslation('profile');
  const countryName = useCountryName();
  const name = [address.firstname, address.lastname].filter(Boolean).join(' ');
  const street = address.box
    ? t('addresses.street_with_box', { street: address.street, number: address.number, box: address.box })
    : `${address.street} ${address.number}`;
  return (
    <address className={styles.lines}>
      {name && <span className={styles.name}>{name}</span>}
      {address.company_name && <span>{address.company_name}</span>}
      <span>{street}</span>
      <span>{`${address.postal_code} ${address.city}`}</span>
      <span>{countryName(address.country)}</span>
    </address>
  );
}

type Editing = { kind: 'add' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address } | null;

/**
 * "Addresses": the customer's addresses, the delivery address (where the next box goes) and the
 * separate billing address marked; add, change, delete (confirmed), deliver here, bill here.
 * Read-only for staff (customer_override).
 */
export function AddressesSection({ book, readOnly }: { book: AddressBook | null; readOnly: boolean }) {
  const { t } = useTranslation('profile');
  const [editing, setEditing] = useState<Editing>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const addresses = book?.addresses ?? [];
  const billing = addresses.find((address) => address.url === book?.billing) ?? null;

  return (
    <Section id="profile-addresses" icon={<HomeIcon />} title={t('addresses.title')} text={t('addresses.text')}>
      {!book ? (
        <p className={pageStyles.note}>{t('addresses.unavailable')}</p>
      ) : addresses.length === 0 ? (
        <p className={pageStyles.note}>{t('addresses.none')}</p>
      ) : (
        <>
          <ul className={styles.list} data-testid="address-list">
            {addresses.map((address) => (
              <AddressItem
                key={address.id}
                address={address}
                isDelivery={address.url === book.delivery}
                isBilling={address.url === book.billing}
                readOnly={readOnly}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onDelete={() => setEditing({ kind: 'delete', address })}
              />
            ))}
          </ul>
          <p className={pageStyles.note} data-testid="billing-note">
            {billing ? t('addresses.billing_separate', { address: `${billing.street} ${billing.number}, ${billing.city}` }) : t('addresses.billing_same')}
          </p>
        </>
      )}
      {!readOnly && book && (
        <div className={profileStyles.actions}>
          <Button ref={addButton} variant="outline" iconStart={<PlusIcon />} onPress={() => setEditing({ kind: 'add' })}>
            {t('addresses.add')}
          </Button>
        </div>
      )}
      {(editing?.kind === 'add' || editing?.kind === 'edit') && (
        <AddressDialog address={editing.kind === 'edit' ? editing.address : null} firstAddress={addresses.length === 0} onClose={() => setEditing(null)} />
      )}
      {editing?.kind === 'delete' && (
        <DeleteDialog
          address={editing.address}
          onClose={(deleted) => {
            setEditing(null);
            // The card that opened the dialog is gone: on to the section's own button.
            if (deleted) requestAnimationFrame(() => addButton.current?.focus());
          }}
        />
      )}
    </Section>
  );
}

function AddressItem({
  address,
  isDelivery,
  isBilling,
  readOnly,
  onEdit,
  onDelete,
}: {
  address: Address;
  isDelivery: boolean;
  isBilling: boolean;
  readOnly: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('profile');
  const fetcher = useFetcher<AddressActionResult>();
  const busy = fetcher.state !== 'idle';
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const submit = (submission: AddressesSubmission) => void fetcher.submit(submission, jsonSubmission);
  const label = `${address.street} ${address.number}, ${address.city}`;

  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.ok) return;
    if (fetcher.data.intent === 'default_address') toast.success(t('addresses.default_saved'));
    if (fetcher.data.intent === 'billing_address') toast.success(t('addresses.billing_saved'));
  }, [fetcher.state, fetcher.data, t]);

  return (
    <li className={styles.item} data-testid="address-item" aria-label={label}>
      <div className={styles.head}>
        <AddressLines address={address} />
        {(isDelivery || isBilling) && (
          <div className={styles.badges}>
            {isDelivery && <span className={styles.badge}>{t('addresses.delivery_badge')}</span>}
            {isBilling && <span className={`${styles.badge} ${styles.billingBadge}`}>{t('addresses.billing_badge')}</span>}
          </div>
        )}
      </div>
      {refused && (
        <Alert tone="danger" role="alert">
          {refused.detail ?? t('addresses.failed')}
        </Alert>
      )}
      {!readOnly && (
        <div className={styles.actions}>
          {!isDelivery && (
            <Button
              size="sm"
              variant="secondary"
              isLoading={busy && pendingIntent(fetcher) === 'default_address'}
              onPress={() => submit({ intent: 'default_address', id: address.id })}
            >
              {t('addresses.make_default')}
            </Button>
          )}
          <Button
            size="sm"
            variant="outline"
            isLoading={busy && pendingIntent(fetcher) === 'billing_address'}
            onPress={() => submit({ intent: 'billing_address', id: isBilling ? null : address.id })}
          >
            {isBilling ? t('addresses.billing_clear') : t('addresses.make_billing')}
          </Button>
          <Button size="sm" variant="ghost" onPress={onEdit} aria-label={t('addresses.edit_label', { address: label })}>
            {t('addresses.edit')}
          </Button>
          <Button size="sm" variant="ghost" iconStart={<TrashIcon />} onPress={onDelete} aria-label={t('addresses.delete_label', { address: label })}>
            {t('addresses.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}

function pendingIntent(fetcher: { json?: unknown }): string | undefined {
  const json = fetcher.json as { intent?: string } | undefined;
  return json?.intent;
}

const emptyValues = (country: AddressCountry): AddressFormValues => ({
  firstname: '',
  lastname: '',
  company_name: '',
  street: '',
  number: '',
  box: '',
  postal_code: '',
  city: '',
  country,
  phone: '',
});

const formValuesOf = (address: Address): AddressFormValues => ({
  firstname: address.firstname,
  lastname: address.lastname,
  company_name: address.company_name,
  street: address.street,
  number: address.number,
  box: address.box,
  postal_code: address.postal_code,
  city: address.city,
  country: address.country,
  phone: address.phone,
});

/** Adding or changing an address, in a dialog; the API's refusals under their fields, the city's suggestion with a button. */
function AddressDialog({ address, firstAddress, onClose }: { address: Address | null; firstAddress: boolean; onClose: () => void }) {
  const { t } = useTranslation('profile');
  const { country } = useShellData();
  const countryName = useCountryName();
  const fetcher = useFetcher<AddressActionResult>();
  const siteCountry = (addressCountries as readonly string[]).includes(country?.short_name ?? '') ? (country?.short_name as AddressCountry) : 'BE';
  const form = useValidatedForm(addressFormSchema, {
    defaultValues: address ? formValuesOf(address) : emptyValues(siteCountry),
  });
  const [makeDefault, setMakeDefault] = useState(firstAddress);
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const refused = result && !result.ok ? result : null;
  const options = addressCountries.map((code) => ({ value: code, label: countryName(code) }));

  // Each answer once: the page's loaders run again after every write and render the dialog anew.
  const handled = useRef<AddressActionResult | undefined>(undefined);
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (!result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      toast.success(address ? t('addresses.saved') : t('addresses.added'));
      close.current();
      return;
    }
    setSuggestions(result.citySuggestions);
    for (const [field, messages] of Object.entries(result.fields)) {
      if ((addressFormFields as readonly string[]).includes(field) && messages[0]) form.setError(field as keyof AddressFormValues, { message: messages[0] });
    }
  }, [result, address, form, t]);

  const takeSuggestion = (city: string) => {
    form.setValue('city', city, { shouldDirty: true });
    form.clearErrors('city');
    setSuggestions([]);
    form.setFocus('city');
  };

  const fieldMessages = refused ? Object.keys(refused.fields).filter((field) => (addressFormFields as readonly string[]).includes(field)) : [];

  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      isDismissable={!busy}
    >
      <Modal className={`${dialogStyles.modal} ${dialogStyles.wide}`}>
        <Dialog className={dialogStyles.dialog} aria-labelledby="address-dialog-title">
          <Heading slot="title" id="address-dialog-title" className={dialogStyles.title}>
            {address ? t('addresses.edit_title') : t('addresses.add_title')}
          </Heading>
          <Form
            form={form}
            className={fieldStyles.fields}
            aria-labelledby="address-dialog-title"
            onSubmit={async (values) => {
              setSuggestions([]);
              const submission: AddressesSubmission = address
                ? { intent: 'edit_address', id: address.id, address: values }
                : { intent: 'add_address', address: values, make_default: makeDefault };
              await fetcher.submit(submission, jsonSubmission);
            }}
          >
            <div className={fieldStyles.pair}>
              <FormTextField name="firstname" label={t('addresses.fields.firstname')} autoComplete="given-name" />
              <FormTextField name="lastname" label={t('addresses.fields.lastname')} autoComplete="family-name" />
            </div>
            <FormTextField name="company_name" label={t('addresses.fields.company_name')} autoComplete="organization" />
            <div className={styles.streetRow}>
              <FormTextField name="street" label={t('addresses.fields.street')} autoComplete="address-line1" isRequired className={styles.street} />
              <FormTextField name="number" label={t('addresses.fields.number')} isRequired />
              <FormTextField name="box" label={t('addresses.fields.box')} />
            </div>
            <div className={styles.placeRow}>
              <FormTextField name="postal_code" label={t('addresses.fields.postal_code')} autoComplete="postal-code" isRequired className={styles.postal} />
              <div className={styles.city}>
                <FormTextField name="city" label={t('addresses.fields.city')} autoComplete="address-level2" isRequired />
                {suggestions.length > 0 && (
                  <div className={styles.suggestions} data-testid="city-suggestions">
                    {suggestions.map((city) => (
                      <Button key={city} size="sm" variant="secondary" onPress={() => takeSuggestion(city)}>
                        {t('addresses.use_city', { city })}
                      </Button>
                    ))}
                  </div>
                )}
              </div>
            </div>
            <FormSelectField name="country" label={t('addresses.fields.country')} options={options} />
            <FormTextField name="phone" label={t('addresses.fields.phone')} type="tel" autoComplete="tel" inputMode="tel" />
            {!address && (
              <Checkbox isSelected={makeDefault} onChange={setMakeDefault} isDisabled={busy}>
                {t('addresses.make_default_check')}
              </Checkbox>
            )}
            {refused && fieldMessages.length === 0 && (
              <Alert tone="danger" role="alert">
                {refused.detail ?? t('addresses.failed')}
              </Alert>
            )}
            <div className={dialogStyles.actions}>
              <Button variant="ghost" onPress={onClose} isDisabled={busy}>
                {t('addresses.cancel')}
              </Button>
              <Button type="submit" isLoading={busy}>
                {address ? t('addresses.save') : t('addresses.add_submit')}
              </Button>
            </div>
          </Form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** Deleting an address, confirmed; the API's refusal (the delivery address of an active subscription) shown in the dialog. */
function DeleteDialog({ address, onClose }: { address: Address; onClose: (deleted: boolean) => void }) {
  const { t } = useTranslation('profile');
  const fetcher = useFetcher<AddressActionResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;

  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    if (result?.ok) {
      toast.success(t('addresses.deleted'));
      close.current(true);
    }
  }, [result, t]);

  return (
    <ModalOverlay
      className={dialogStyles.overlay}
      isOpen
      onOpenChange={(open) => {
        if (!open && !busy) onClose(false);
      }}
      isDismissable={!busy}
    >
      <Modal className={dialogStyles.modal}>
        <Dialog role="alertdialog" className={dialogStyles.dialog}>
          <Heading slot="title" className={dialogStyles.title}>
            {t('addresses.delete_title')}
          </Heading>
          <AddressLines address={address} />
          {result && !result.ok && (
            <Alert tone="danger" role="alert">
              {result.detail ?? t('addresses.failed')}
            </Alert>
          )}
          <div className={dialogStyles.actions}>
            <Button variant="ghost" onPress={() => onClose(false)} isDisabled={busy} autoFocus>
              {t('addresses.keep')}
            </Button>
            <Button
              variant="danger"
              iconStart={<TrashIcon />}
              isLoading={busy}
              onPress={() => void fetcher.submit({ intent: 'delete_address', id: address.id } satisfies AddressesSubmission, jsonSubmission)}
            >
              {t('addresses.delete_submit')}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
