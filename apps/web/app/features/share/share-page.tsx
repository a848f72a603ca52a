import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBasisPoints } from '@brokkie/domain/format';
import type { Referral } from '@brokkie/contracts/referral';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ArrowRightIcon, ClipboardIcon, FacebookIcon, GiftIcon, MailIcon, PawIcon, ShareIcon, WhatsAppIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import { InviteForm } from './invite-form.tsx';
import type { ShareData } from './share-data.ts';
import { copyText, shareLinks } from './share-links.ts';
import pageStyles from '../../components/page.module.css';
import styles from './share.module.css';

/** What a referral brings the friend and the customer, as the API words it. */
function Rewards({ referral }: { referral: Referral }) {
  const { t } = useTranslation('share');
  return (
    <section className={styles.rewards} aria-label={t('rewards.label')}>
      <div className={`${styles.reward} ${styles.rewardFriend}`}>
        <span className={styles.rewardIcon}>
          <GiftIcon size={24} />
        </span>
        <h2>{t('rewards.friend')}</h2>
        <p>{referral.friend_reward.text}</p>
      </div>
      <div className={`${styles.reward} ${styles.rewardYou}`}>
        <span className={styles.rewardIcon}>
          <PawIcon size={24} />
        </span>
        <h2>{t('rewards.you')}</h2>
        <p>{referral.referrer_reward.text}</p>
      </div>
    </section>
  );
}

type CopyState = { what: 'code' | 'link'; ok: boolean } | null;

/** The code and link with copy buttons, and the ways to share them. */
function CodeCard({ code, link, friendPercent }: { code: string; link: string; friendPercent: string }) {
  const { t } = useTranslation('share');
  const headingId = useId();
  const [copied, setCopied] = useState<CopyState>(null);
  const [canShare, setCanShare] = useState(false);
  const message = t('share_message', { percent: friendPercent, code });
  const links = shareLinks({ url: link, message, subject: t('share_subject') });

  // Only the browser knows whether it can share natively: decided after hydration, never on the server.
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copy = async (what: 'code' | 'link') => setCopied({ what, ok: await copyText(what === 'code' ? code : link) });

  const shareNatively = async () => {
    try {
      await navigator.share({ title: t('share_subject'), text: message, url: link });
    } catch (error) {
      // Closing the share sheet is an AbortError: nothing to report.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error('[share] native share failed', error);
    }
  };

  return (
    <section className={styles.codeCard} aria-labelledby={headingId}>
      <h2 id={headingId}>{t('code.heading')}</h2>
      <div className={styles.codeRow}>
        <code className={styles.code} aria-label={t('code.code_label', { code })}>
          {code}
        </code>
        <Button variant="secondary" size="sm" iconStart={<ClipboardIcon />} onPress={() => void copy('code')}>
          {t('code.copy_code')}
        </Button>
      </div>
      <div className={styles.linkRow}>
        <label className={styles.linkLabel} htmlFor={`${headingId}-link`}>
          {t('code.link_label')}
        </label>
        <div className={styles.linkControl}>
          <input id={`${headingId}-link`} className={styles.linkInput} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
          <Button variant="primary" size="sm" iconStart={<ClipboardIcon />} onPress={() => void copy('link')}>
            {t('code.copy_link')}
          </Button>
        </div>
      </div>
      <p className={styles.copyStatus} role="status">
        {copied ? (copied.ok ? t(copied.what === 'code' ? 'code.copied_code' : 'code.copied_link') : t('code.copy_failed')) : ''}
      </p>
      <div className={styles.shareButtons}>
        <p className={styles.shareLabel}>{t('code.share_via')}</p>
        <ul>
          {canShare && (
            <li>
              <Button variant="primary" size="sm" iconStart={<ShareIcon />} onPress={() => void shareNatively()}>
                {t('code.share_native')}
              </Button>
            </li>
          )}
          <li>
            <ButtonLink href={links.whatsapp} target="_blank" variant="outline" size="sm" iconStart={<WhatsAppIcon />}>
              {t('code.whatsapp')}
              <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
            </ButtonLink>
          </li>
          <li>
            <ButtonLink href={links.email} variant="outline" size="sm" iconStart={<MailIcon />}>
              {t('code.email')}
            </ButtonLink>
          </li>
          <li>
            <ButtonLink href={links.facebook} target="_blank" variant="outline" size="sm" iconStart={<FacebookIcon />}>
              {t('code.facebook')}
              <span className="visually-hidden"> {t('common:opens_in_new_tab')}</span>
            </ButtonLink>
          </li>
        </ul>
      </div>
    </section>
  );
}

/**
 * /dashboard/share: the customer's referral code and link to copy or share (WhatsApp, e-mail,
 * Facebook, the device's own share sheet), what the friend and the customer each get, and
 * invitation e-mails sent for them with a preview of the mail.
 */
export function SharePage({ data }: { data: ShareData }) {
  const { t } = useTranslation('share');
  const { localeTag } = useShellData();
  const localize = useLocalizedPath();
  // Read again by the router after invitations are sent, with their counts.
  const { referral } = data;
  const [sent, setSent] = useState<number | null>(null);
  const sentRef = useRef<HTMLDivElement>(null);
  const [sentCount, setSentCount] = useState(0);

  // After sending, the form is empty again: take the reader to the confirmation above it. After the
  // send button has settled, which keeps the focus while it is busy.
  useEffect(() => {
    if (sentCount === 0) return;
    const frame = requestAnimationFrame(() => {
      sentRef.current?.focus();
      sentRef.current?.scrollIntoView({ block: 'center' });
    });
    return () => cancelAnimationFrame(frame);
  }, [sentCount]);

  const friendPercent = formatBasisPoints(referral.friend_reward.discount, localeTag);

  return (
    <PageBody width="wide">
      <PageHeader page="dashboard-share" intro={t('intro')} className={styles.head} />

      {(!referral.eligible || !referral.code || !referral.share_url) && (
        <section className={styles.notYet} aria-labelledby="share-not-yet">
          <h2 id="share-not-yet">{t('not_yet.heading')}</h2>
          <p>{referral.message ?? t('not_yet.text')}</p>
          <ButtonLink to={localize('/dashboard')} variant="secondary" iconEnd={<ArrowRightIcon />}>
            {t('not_yet.to_dashboard')}
          </ButtonLink>
        </section>
      )}

      <Rewards referral={referral} />

      {referral.eligible && referral.code && referral.share_url && (
        <>
          <CodeCard code={referral.code} link={referral.share_url} friendPercent={friendPercent} />

          <section className={styles.invite} aria-labelledby="share-invite">
            <div className={styles.inviteHead}>
              <h2 id="share-invite">{t('invite.heading')}</h2>
              <p className={pageStyles.note}>{t('invite.text')}</p>
              <p className={styles.stats}>{t('invite.stats', { sent: referral.invitations_sent, ordered: referral.friends_ordered })}</p>
            </div>
            <div ref={sentRef} tabIndex={-1} className={styles.sentBox}>
              {sent !== null && (
                <Alert tone="success" role="status" title={t('invite.sent', { count: sent })}>
                  {t('invite.sent_text')}
                </Alert>
              )}
            </div>
            {referral.remaining_today > 0 ? (
              <InviteForm
                householdType={data.householdType}
                remainingToday={referral.remaining_today}
                onSent={(result) => {
                  setSent(result.sent);
                  setSentCount((n) => n + 1);
                }}
              />
            ) : (
              <Alert tone="info" title={t('invite.limit_title')}>
                {t('invite.limit_text', { count: referral.daily_limit })}
              </Alert>
            )}
          </section>
        </>
      )}
    </PageBody>
  );
}
