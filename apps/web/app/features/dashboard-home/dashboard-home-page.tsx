import { useTranslation } from 'react-i18next';
import type { Animal } from '@brokkie/contracts/animal';
import type { NextDelivery } from '@brokkie/contracts/billing';
import type { ShopProduct } from '@brokkie/contracts/catalogue';
import { idFromResourceUrl } from '@brokkie/contracts/resource-url';
import { todayIsoDate } from '@brokkie/domain/dates';
import { formatDate, formatDay } from '@brokkie/domain/format';
import { formatCents } from '@brokkie/domain/format';
import { subscriptionStarted } from '@brokkie/domain/subscription-progress';
import { switchOverShownOn } from '@brokkie/domain/switch-over';
import { ButtonLink } from '../../components/button.tsx';
import { DeliveryChargeNote } from '../../components/delivery-charge.tsx';
import { FeedbackQuestionCard } from '../../components/feedback-question-card.tsx';
import { BowlIcon, CalendarIcon, CardIcon, GiftIcon, ReceiptIcon, SettingsIcon, ShareIcon, TruckIcon } from '../../components/icons.tsx';
import { EmptyState, PageBody } from '../../components/page-layout.tsx';
import { LinePicture } from '../../components/product-line.tsx';
import { SwitchOverGuide } from '../../components/switch-over-guide.tsx';
import { useAuth } from '../../shell/auth-store.ts';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { CutOffCountdown } from './cut-off-countdown.tsx';
import type { HomeData } from './dashboard-home-data.ts';
import badgeStyles from '../../components/status-badge.module.css';
import cardStyles from '../../components/card.module.css';
import linesStyles from '../../components/order-lines.module.css';
import pageStyles from '../../components/page.module.css';
import styles from './dashboard-home.module.css';

type Box = NonNullable<NextDelivery['delivery']>;

function BoxContents({ data, box }: { data: HomeData; box: Box }) {
  const { t } = useTranslation('dashboard_home');
  const items = box.items;
  const petName = (url: string | null) => data.pets.find((pet) => pet.url === url)?.name ?? t('box.household');
  const groups = new Map<string, { product: ShopProduct | undefined; text: string }[]>();
  for (const item of items) {
    const product = data.products.get(idFromResourceUrl(item.product) ?? 0);
    const name = product?.name ?? t('box.product');
    const text = item.unit_grams ? t('box.sacs', { count: item.amount, kg: item.unit_grams / 1000, name }) : t('box.units', { count: item.amount, name });
    const key = petName(item.animal);
    groups.set(key, [...(groups.get(key) ?? []), { product, text }]);
  }
  if (groups.size === 0) return <p className={pageStyles.muted}>{t('box.empty')}</p>;
  return (
    <dl className={styles.contents}>
      {[...groups].map(([pet, lines]) => (
        <div key={pet}>
          <dt>{pet}</dt>
          {lines.map((line, index) => (
            <dd key={index} className={`${linesStyles.productLine} ${styles.line}`}>
              <LinePicture product={line.product} />
              <span className={linesStyles.what}>{line.text}</span>
            </dd>
          ))}
        </div>
      ))}
    </dl>
  );
}

/** A box already paid that has not arrived (the first box, right after the first payment): it comes first. */
function PaidBox({ data, paid, after }: { data: HomeData; paid: Box; after: Box | null }) {
  const { t } = useTranslation('dashboard_home');
  const { localeTag } = useShellData();
  const day = (date: string) => formatDay(date, localeTag, 'weekday');
  return (
    <>
      <p className={styles.date}>
        <CalendarIcon aria-hidden="true" /> {paid.delivery_date ? day(paid.delivery_date) : '—'}
      </p>
      <p>{t(paid.kind === 'first' ? 'box.paid_first' : 'box.paid')}</p>
      <BoxContents data={data} box={paid} />
      <p className={styles.price}>
        {t('box.price')} <strong>{formatCents(paid.total, localeTag)}</strong>
      </p>
      {/* A box after it with nothing in it (every pet paused or stopped) is not sent: not named. */}
      {after?.delivery_date && after.items.length > 0 && <p className={pageStyles.muted}>{t('box.after_that', { date: day(after.delivery_date) })}</p>}
    </>
  );
}

function NextDeliveryCard({ data }: { data: HomeData }) {
  const { t } = useTranslation('dashboard_home');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  const next = data.next;
  const box = next?.delivery ?? null;
  const paid = next?.paid_delivery ?? null;
  return (
    <section className={cardStyles.section} aria-labelledby="next-box-title">
      <div className={styles.cardHead}>
        <TruckIcon aria-hidden="true" />
        <h2 id="next-box-title">{t('box.title')}</h2>
      </div>
      {paid ? (
        <PaidBox data={data} paid={paid} after={next?.state === 'inactive' ? null : box} />
      ) : !next || !box || next.state === 'inactive' ? (
        <p>{t('box.none')}</p>
      ) : (
        <>
          <p className={styles.date}>
            <CalendarIcon aria-hidden="true" />{' '}
            {box.delivery_date ? formatDay(box.delivery_date, localeTag, 'weekday') : '—'}
          </p>
          {next.skipped && next.skipped_from_date && (
            <p className={pageStyles.muted}>{t('box.skipped', { date: formatDay(next.skipped_from_date, localeTag, 'day-month') })}</p>
          )}
          <BoxContents data={data} box={box} />
          <p className={styles.price}>
            {t('box.price')} <strong>{formatCents(box.total, localeTag)}</strong>
          </p>
          <DeliveryChargeNote localeTag={localeTag} />
          {next.changeable && next.cut_off_at ? (
            <p className={styles.cutOff}>
              {t('box.change_until', {
                when: formatDate(next.cut_off_at, localeTag, 'weekday-time'),
              })}{' '}
              <strong>
                <CutOffCountdown cutOffAt={next.cut_off_at} />
              </strong>
            </p>
          ) : (
            <p className={pageStyles.muted}>{t(`box.state_${next.state}`)}</p>
          )}
        </>
      )}
      <ButtonLink to={localize('/dashboard/subscription-settings')} variant="primary" iconStart={<SettingsIcon />}>
        {t('box.manage')}
      </ButtonLink>
    </section>
  );
}

function PetsAtAGlance({ pets, gramsByPet }: { pets: Animal[]; gramsByPet: Record<number, number> }) {
  const { t } = useTranslation('dashboard_home');
  if (pets.length === 0) return null;
  return (
    <section className={cardStyles.section} aria-labelledby="pets-title">
      <h2 id="pets-title">{t('pets.title')}</h2>
      <ul className={styles.pets}>
        {pets.map((pet) => {
          const status = pet.status === 'active' ? 'active' : (pet.stop_kind ?? 'stopped');
          return (
            <li key={pet.id} className={styles.pet}>
              <span className={styles.petName}>{pet.name}</span>
              <span className={`${badgeStyles.badge} ${badgeStyles[status]}`}>{t(`pets.status_${status}`)}</span>
              {gramsByPet[pet.id] !== undefined && <span className={pageStyles.muted}>{t('pets.grams', { count: gramsByPet[pet.id] })}</span>}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Shortcuts() {
  const { t } = useTranslation('dashboard_home');
  const localize = useLocalizedPath();
  const links = [
    { to: '/dashboard/extras', key: 'extras', icon: <GiftIcon /> },
    { to: '/dashboard/mealplan', key: 'mealplan', icon: <BowlIcon /> },
    { to: '/dashboard/order-history', key: 'order_history', icon: <ReceiptIcon /> },
    { to: '/dashboard/payment-methods', key: 'payment_methods', icon: <CardIcon /> },
    { to: '/dashboard/share', key: 'share', icon: <ShareIcon /> },
  ];
  return (
    <nav aria-labelledby="shortcuts-title" className={cardStyles.section}>
      <h2 id="shortcuts-title">{t('shortcuts.title')}</h2>
      <ul className={styles.shortcuts}>
        {links.map((link) => (
          <li key={link.key}>
            <ButtonLink to={localize(link.to)} variant="outline" fullWidth iconStart={link.icon}>
              {t(`shortcuts.${link.key}`)}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /dashboard: where a customer lives after the first delivery. */
export function DashboardHomePage({ data }: { data: HomeData }) {
  const { t } = useTranslation('dashboard_home');
  const auth = useAuth();
  const localize = useLocalizedPath();

  const { localeTag } = useShellData();
  const firstName = auth.customer?.firstname?.trim();
  const today = todayIsoDate();
  // The week of switching to Brokkie, from the first payment until its day 7 has passed.
  const guide = data.switchOver && switchOverShownOn({ endsOn: data.switchOver.ends_on }, today) ? data.switchOver : null;
  return (
    <PageBody width="wide">
      <h1>{firstName ? t('greeting', { name: firstName }) : t('greeting_anonymous')}</h1>
      {!subscriptionStarted(data.recurring) ? (
        <EmptyState
          title={t('no_subscription.title')}
          action={
            <ButtonLink to={localize('/pet-overview')} variant="primary">
              {t('no_subscription.continue')}
            </ButtonLink>
          }
        >
          {t('no_subscription.text')}
        </EmptyState>
      ) : (
        <div className={styles.grid}>
          <NextDeliveryCard data={data} />
          <PetsAtAGlance pets={data.pets} gramsByPet={data.gramsByPet} />
          {guide && <SwitchOverGuide guide={guide} localeTag={localeTag} today={today} className={`${cardStyles.section} ${styles.wide}`} />}
          <Shortcuts />
          <FeedbackQuestionCard question={data.feedbackQuestion} />
        </div>
      )}
    </PageBody>
  );
}
