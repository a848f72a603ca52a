import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Tab, TabList, TabPanel, Tabs, type Key } from 'react-aria-components';
import { maxStopReasonLength, type Animal } from '@brokkie/contracts/animal';
import type { SubscriptionPreview } from '@brokkie/contracts/billing';
import type { RecurringDelivery, RecurringDeliveryItem } from '@brokkie/contracts/delivery';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { formatDate } from '@brokkie/domain/dates';
import { formatCents } from '@brokkie/domain/money';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Checkbox } from '../../components/checkbox.tsx';
import { DeliveryDateCalendar } from '../../components/delivery-date-calendar.tsx';
import { SelectField } from '../../components/select-field.tsx';
import { LoadingState } from '../../components/spinner.tsx';
import { TextField } from '../../components/text-field.tsx';
import { toast } from '../../components/toast.tsx';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { useApiClient } from '../../shell/api-client-wiring.ts';
import { PageHeading } from '../../shell/page-heading.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { ConfirmChangeDialog, type ChangeRow, type PendingChange } from './confirm-change-dialog.tsx';
import { loadPreview, loadSettings, type SettingsData } from './settings-data.ts';
import { petSelection } from '../../components/pet-selection.ts';
import { dateTimestamp, petActions, priceWithItem, priceWithPet, pricePerDay } from './settings-rules.ts';
import styles from './subscription-settings.module.css';

type PetAction = ReturnType<typeof petActions>[number];

function useFormatters() {
  const { localeTag } = useShellData();
  return {
    money: (cents: number) => formatCents(cents, localeTag),
    day: (iso: string | null) => (iso ? formatDate(iso, localeTag, { weekday: 'long', day: 'numeric', month: 'long' }) : '—'),
    instant: (iso: string) => formatDate(iso, localeTag, { weekday: 'long', day: 'numeric', month: 'long', hour: '2-digit', minute: '2-digit' }),
  };
}

/** §4 pets: tabs in the reversed order, the first pet loaded selected; the selected pet's status and actions. */
function PetsSection({ pets, selected, onSelect, onAction }: { pets: Animal[]; selected: number | null; onSelect: (id: number) => void; onAction: (pet: Animal, action: PetAction) => void }) {
  const { t } = useTranslation('subscription_settings');
  const ordered = petSelection(pets).pets;
  if (ordered.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="pets-title">
      <h2 id="pets-title">{t('pets.title')}</h2>
      <p className={styles.muted}>{t('pets.intro')}</p>
      <Tabs selectedKey={selected ?? undefined} onSelectionChange={(key: Key) => onSelect(Number(key))}>
        <TabList aria-label={t('pets.tabs')} className={styles.tabs}>
          {ordered.map((pet) => (
            <Tab key={pet.id} id={pet.id} className={styles.tab}>
              {pet.name}
            </Tab>
          ))}
        </TabList>
        {ordered.map((pet) => {
          const status = pet.status === 'active' ? 'active' : (pet.stop_kind ?? 'stopped');
          return (
            <TabPanel key={pet.id} id={pet.id} className={styles.petPanel}>
              <p>
                <span className={`${styles.badge} ${styles[`badge_${status}`]}`}>{t(`pets.status_${status}`)}</span>{' '}
                {t(`pets.explain_${status}`, { name: pet.name })}
              </p>
              {pet.stop_reason && <p className={styles.muted}>{t('pets.reason_given', { reason: pet.stop_reason })}</p>}
              <div className={styles.actions}>
                {petActions(pet).map((action) => (
                  <Button key={action} variant={action === 'stop' ? 'outline' : action === 'pause' ? 'secondary' : 'primary'} onPress={() => onAction(pet, action)}>
                    {t(`pets.${action}`, { name: pet.name })}
                  </Button>
                ))}
              </div>
            </TabPanel>
          );
        })}
      </Tabs>
    </section>
  );
}

function ItemRow({ item, name, petName, onChange, disabled }: { item: RecurringDeliveryItem; name: string; petName: string | null; onChange: (change: { amount?: number; skipped?: boolean }) => void; disabled: boolean }) {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  return (
    <li className={styles.item}>
      <div>
        <strong>{name}</strong>
        {petName && <span className={styles.muted}> · {petName}</span>}
        <div className={styles.muted}>
          {item.kind === 'formula' ? t('items.sacs', { count: item.amount }) : t('items.units', { count: item.amount })} · {f.money(item.price_per_delivery)}
          {!item.included && !item.skipped && item.amount > 0 && <> · {t('items.not_included')}</>}
        </div>
      </div>
      <div className={styles.itemControls}>
        {item.kind === 'extra' && (
          <div className={styles.stepper} role="group" aria-label={t('items.amount_of', { name })}>
            <Button variant="outline" size="sm" isDisabled={disabled || item.amount <= 0} onPress={() => onChange({ amount: item.amount - 1 })} aria-label={t('items.less', { name })}>
              −
            </Button>
            <span aria-hidden="true">{item.amount}</span>
            <Button variant="outline" size="sm" isDisabled={disabled || item.amount >= 99} onPress={() => onChange({ amount: item.amount + 1 })} aria-label={t('items.more', { name })}>
              +
            </Button>
          </div>
        )}
        <Checkbox isSelected={item.skipped} isDisabled={disabled} onChange={(skipped) => onChange({ skipped })}>
          {t('items.skip_once')}
        </Checkbox>
      </div>
    </li>
  );
}

function previewRows(t: (key: string) => string, f: ReturnType<typeof useFormatters>, preview: SubscriptionPreview): ChangeRow[] {
  const { current, proposed } = preview;
  return [
    { label: t('preview.date'), before: f.day(current.next_delivery_date), after: f.day(proposed.next_delivery_date) },
    { label: t('preview.interval'), before: String(current.interval_weeks), after: String(proposed.interval_weeks) },
    { label: t('preview.price_per_delivery'), before: f.money(current.price_per_delivery), after: f.money(proposed.price_per_delivery) },
    { label: t('preview.price_per_day'), before: f.money(current.price_per_day), after: f.money(proposed.price_per_day) },
  ];
}

function priceRows(t: (key: string) => string, f: ReturnType<typeof useFormatters>, recurring: RecurringDelivery, after: number | null): ChangeRow[] {
  const unknown = t('preview.unknown');
  return [
    { label: t('preview.price_per_delivery'), before: f.money(recurring.price_per_delivery), after: after === null ? unknown : f.money(after) },
    { label: t('preview.price_per_day'), before: f.money(recurring.price_per_day), after: after === null ? unknown : f.money(pricePerDay(after, recurring.interval_weeks)) },
  ];
}

async function post(api: ApiClient, path: string, body: unknown = {}) {
  await api.post(path, body);
}

/** /dashboard/subscription-settings: pets, interval, amounts, the next box's date and skip, each change previewed first. */
export function SubscriptionSettingsPage() {
  const { t } = useTranslation('subscription_settings');
  const f = useFormatters();
  const api = useApiClient();
  const localize = useLocalizedPath();
  const [data, setData] = useState<SettingsData | null>(null);
  const [failed, setFailed] = useState(false);
  const [selectedPet, setSelectedPet] = useState<number | null>(null);
  const [interval, setIntervalChoice] = useState<string | null>(null);
  const [date, setDate] = useState<string | null>(null);
  const [change, setChange] = useState<PendingChange | null>(null);
  const [stopping, setStopping] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [changeError, setChangeError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const loaded = await loadSettings(api);
      setData(loaded);
      setSelectedPet((current) => (current !== null && loaded.pets.some((pet) => pet.id === current) ? current : petSelection(loaded.pets).selectedId));
    } catch (error) {
      console.error('[subscription-settings] could not load', error);
      setFailed(true);
    }
  }, [api]);
  useEffect(() => {
    void load();
  }, [load]);

  const open = (next: PendingChange, stop = false) => {
    setChangeError(null);
    setStopping(stop);
    setReasonError(null);
    setChange(next);
  };
  const close = () => {
    setChange(null);
    setStopping(false);
  };

  /** Opens the dialog at once and fills it with the API's preview of the change. */
  const openPreview = (recurring: RecurringDelivery, query: { interval_weeks?: number; date?: string }, base: Omit<PendingChange, 'rows'>) => {
    open({ ...base, rows: null });
    loadPreview(api, recurring, query)
      .then((preview) => setChange((current) => (current && current.title === base.title ? { ...current, rows: previewRows(t, f, preview) } : current)))
      .catch((error) => {
        console.warn('[subscription-settings] preview failed', error);
        setChange((current) => (current && current.title === base.title ? { ...current, rows: [] } : current));
        setChangeError(error instanceof ApiError && error.status < 500 ? error.detail : t('preview.failed'));
      });
  };

  const confirm = async () => {
    if (!change) return;
    if (stopping && !reason.trim()) {
      setReasonError(t('pets.reason_required'));
      return;
    }
    setBusy(true);
    setChangeError(null);
    try {
      await change.run({ reason: reason.trim() });
      toast.success(t('saved'));
      close();
      setReason('');
      setDate(null);
      setIntervalChoice(null);
      await load();
    } catch (error) {
      // The dialog stays open with what was entered, so nothing is lost.
      setChangeError(error instanceof ApiError && error.status < 500 ? error.detail : t('save_failed'));
    } finally {
      setBusy(false);
    }
  };

  if (failed) {
    return (
      <div className={styles.page}>
        <PageHeading page="dashboard-subscription-settings" />
        <Alert tone="danger" title={t('load_failed')}>
          <Button variant="outline" onPress={() => void load()}>
            {t('retry')}
          </Button>
        </Alert>
      </div>
    );
  }
  if (!data) {
    return (
      <div className={styles.page}>
        <PageHeading page="dashboard-subscription-settings" />
        <LoadingState label={t('loading')} />
      </div>
    );
  }
  const { recurring, next } = data;
  if (!recurring || !(recurring.active || recurring.next_delivery_date)) {
    return (
      <div className={styles.page}>
        <PageHeading page="dashboard-subscription-settings" />
        <section className={styles.card}>
          <h2>{t('no_subscription.title')}</h2>
          <p>{t('no_subscription.text')}</p>
          <ButtonLink to={localize('/pet-overview')} variant="primary">
            {t('no_subscription.continue')}
          </ButtonLink>
        </section>
      </div>
    );
  }

  const box = next?.delivery ?? null;
  const changeable = Boolean(next?.changeable && box);
  const productName = (item: RecurringDeliveryItem) => data.products.get(idFromResourceUrl(item.product) ?? 0)?.name ?? t('items.product');
  const petName = (url: string | null) => data.pets.find((pet) => pet.url === url)?.name ?? null;

  const onPetAction = (pet: Animal, action: PetAction) => {
    const active = action === 'activate' || action === 'unpause';
    const run = async ({ reason: given }: { reason: string }) => {
      if (action === 'unpause') await post(api, '/animal/unpause/', { animal_ids: String(pet.id) });
      else if (action === 'stop') await post(api, `/animal/${pet.id}/stop/`, { reason: given });
      else await post(api, `/animal/${pet.id}/${action}/`);
    };
    open(
      {
        title: t(`pets.confirm_${action}_title`, { name: pet.name }),
        rows: priceRows(t, f, recurring, priceWithPet(recurring, pet.url, active)),
        note: t(`pets.confirm_${action}_note`, { name: pet.name }),
        confirmLabel: t(`pets.${action}`, { name: pet.name }),
        tone: action === 'stop' ? 'danger' : 'primary',
        run,
      },
      action === 'stop',
    );
  };

  const onItemChange = (item: RecurringDeliveryItem, itemChange: { amount?: number; skipped?: boolean }) => {
    const name = productName(item);
    open({
      title: itemChange.skipped === undefined ? t('items.confirm_amount_title', { name, count: itemChange.amount ?? 0 }) : t(itemChange.skipped ? 'items.confirm_skip_title' : 'items.confirm_unskip_title', { name }),
      rows: priceRows(t, f, recurring, priceWithItem(recurring, item, itemChange)),
      note: changeable ? undefined : t('after_cut_off.applies_next'),
      confirmLabel: t('preview.confirm'),
      run: async () => {
        await api.patch(item.url, itemChange);
      },
    });
  };

  const offered = next?.delivery_dates ?? [];
  const intervalOptions = Array.from({ length: 12 }, (_, index) => ({ value: String(index + 1), label: t('interval.option', { count: index + 1 }) }));

  return (
    <div className={styles.page}>
      <PageHeading page="dashboard-subscription-settings" />

      <section className={styles.card} aria-labelledby="next-title">
        <h2 id="next-title">{t('next.title')}</h2>
        {!next || !box || next.state === 'inactive' ? (
          <p>{t('next.none')}</p>
        ) : (
          <>
            <p className={styles.bigDate}>{f.day(box.delivery_date)}</p>
            <p>
              {t('next.price', { price: f.money(box.total) })}
              {next.following_delivery_date && <> · {t('next.following', { date: f.day(next.following_delivery_date) })}</>}
            </p>
            {changeable && next.cut_off_at ? (
              <p className={styles.cutOff}>{t('next.change_until', { when: f.instant(next.cut_off_at) })}</p>
            ) : (
              <Alert tone="warning" title={t('after_cut_off.title')}>
                {t('after_cut_off.text')}
              </Alert>
            )}
            {next.skipped && next.skipped_from_date && (
              <Alert tone="info" title={t('skip.skipped_title')}>
                {t('skip.skipped_text', { from: f.day(next.skipped_from_date) })}
                {next.undo_skip_until && new Date(next.undo_skip_until) > new Date() && (
                  <div className={styles.actions}>
                    <Button
                      variant="outline"
                      onPress={() =>
                        openPreview(recurring, { date: next.skipped_from_date! }, {
                          title: t('skip.confirm_undo_title'),
                          note: t('skip.undo_until', { when: f.instant(next.undo_skip_until!) }),
                          confirmLabel: t('skip.undo'),
                          run: () => post(api, `${box.url}unskip/`),
                        })
                      }
                    >
                      {t('skip.undo')}
                    </Button>
                  </div>
                )}
              </Alert>
            )}
            {changeable && !next.skipped && (
              <div className={styles.actions}>
                <Button
                  variant="secondary"
                  onPress={() => {
                    const base = {
                      title: t('skip.confirm_title'),
                      note: t('skip.confirm_note'),
                      confirmLabel: t('skip.skip'),
                      run: () => post(api, `${box.url}skip/`),
                    };
                    if (next.following_delivery_date) openPreview(recurring, { date: next.following_delivery_date }, base);
                    else open({ ...base, rows: [] });
                  }}
                >
                  {t('skip.skip')}
                </Button>
              </div>
            )}
          </>
        )}
      </section>

      {changeable && box && offered.length > 0 && (
        <section className={styles.card} aria-labelledby="move-title">
          <h2 id="move-title">{t('move.title')}</h2>
          <p className={styles.muted}>{t('move.intro')}</p>
          <DeliveryDateCalendar label={t('move.label')} offered={offered} value={date} onChange={setDate} current={box.delivery_date} />
          {/* Live, so a screen reader hears the pick confirmed in words after choosing a cell. */}
          <p className={date && date !== box.delivery_date ? styles.chosen : styles.muted} aria-live="polite">
            {!date ? t('move.pick') : date === box.delivery_date ? t('move.same') : t('move.chosen', { date: f.day(date) })}
          </p>
          <div className={styles.actions}>
            <Button
              variant="primary"
              isDisabled={!date || date === box.delivery_date}
              onPress={() =>
                date &&
                openPreview(recurring, { date }, {
                  title: t('move.confirm_title', { date: f.day(date) }),
                  confirmLabel: t('preview.confirm'),
                  run: () => post(api, `${box.url}date/`, { date_timestamp: dateTimestamp(date) }),
                })
              }
            >
              {t('move.review')}
            </Button>
          </div>
        </section>
      )}

      <section className={styles.card} aria-labelledby="interval-title">
        <h2 id="interval-title">{t('interval.title')}</h2>
        <p className={styles.muted}>{t('interval.intro')}</p>
        <SelectField label={t('interval.label')} options={intervalOptions} value={interval ?? String(recurring.interval_weeks)} onChange={(value) => setIntervalChoice(value)} />
        <div className={styles.actions}>
          <Button
            variant="primary"
            isDisabled={!interval || Number(interval) === recurring.interval_weeks}
            onPress={() =>
              interval &&
              openPreview(recurring, { interval_weeks: Number(interval) }, {
                title: t('interval.confirm_title', { count: Number(interval) }),
                note: changeable ? undefined : t('after_cut_off.applies_next'),
                confirmLabel: t('preview.confirm'),
                run: async () => {
                  await api.patch(recurring.url, { interval_weeks: Number(interval) });
                },
              })
            }
          >
            {t('interval.review')}
          </Button>
        </div>
      </section>

      {recurring.recurringdeliveryitem_set.length > 0 && (
        <section className={styles.card} aria-labelledby="items-title">
          <h2 id="items-title">{t('items.title')}</h2>
          <p className={styles.muted}>{t('items.intro')}</p>
          <ul className={styles.items}>
            {recurring.recurringdeliveryitem_set.map((item) => (
              <ItemRow key={item.id} item={item} name={productName(item)} petName={petName(item.animal)} disabled={busy} onChange={(itemChange) => onItemChange(item, itemChange)} />
            ))}
          </ul>
        </section>
      )}

      <PetsSection pets={data.pets} selected={selectedPet} onSelect={setSelectedPet} onAction={onPetAction} />

      <ConfirmChangeDialog change={change} busy={busy} error={changeError} onConfirm={() => void confirm()} onCancel={close}>
        {stopping && (
          <TextField
            label={t('pets.reason_label')}
            description={t('pets.reason_help')}
            multiline
            isRequired
            maxLength={maxStopReasonLength}
            value={reason}
            onChange={(value) => {
              setReason(value);
              if (value.trim()) setReasonError(null);
            }}
            isInvalid={reasonError !== null}
            errorMessage={reasonError ?? undefined}
          />
        )}
      </ConfirmChangeDialog>
    </div>
  );
}
