import { Form as RouterForm, Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@brokkie/domain/format';
import type { MailboxMessage, MailboxMessageSummary } from '@brokkie/contracts/mail';
import { Alert } from '../../components/alert.tsx';
import { Button, ButtonLink } from '../../components/button.tsx';
import { Card } from '../../components/card.tsx';
import { ArrowLeftIcon, ExternalLinkIcon, MailIcon, ReloadIcon } from '../../components/icons.tsx';
import { TextField } from '../../components/text-field.tsx';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './dev-mailbox.module.css';

export interface DevMailboxData {
  messages: MailboxMessageSummary[];
  count: number;
  selected: MailboxMessage | null;
  to: string;
}

/**
 * The development mailbox (never in production): every e-mail the embedded mail transport
 * "sent" on this machine, newest first, with its rendered message and its links (the password
 * reset link, the e-mail change confirmation), so the identity flows can be followed end to end.
 */
export function DevMailboxPage({ messages, count, selected, to }: DevMailboxData) {
  const { t } = useTranslation('auth');
  const { localeTag } = useShellData();
  const [params] = useSearchParams();
  const format = (iso: string) => formatDate(iso, localeTag, 'date-time');
  const hrefFor = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('message', String(id));
    return `?${next.toString()}`;
  };
  const listHref = () => {
    const next = new URLSearchParams(params);
    next.delete('message');
    const query = next.toString();
    return query ? `?${query}` : '.';
  };

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{t('mailbox.heading')}</h1>
        <p className={styles.intro}>{t('mailbox.intro')}</p>
      </header>

      <div className={`${styles.layout} ${selected ? styles.hasSelection : ''}`}>
        <Card as="section" padding="none" className={styles.listCard} aria-labelledby="mailbox-list-title">
          <div className={styles.listHead}>
            <h2 id="mailbox-list-title" className={styles.listTitle}>
              {t('mailbox.list_title', { count })}
            </h2>
            <RouterForm method="get" className={styles.filter} role="search">
              <TextField name="to" label={t('mailbox.filter_label')} type="email" defaultValue={to} className={styles.filterField} />
              <Button type="submit" variant="secondary" size="sm">
                {t('mailbox.filter_submit')}
              </Button>
              <ButtonLink to={`?${new URLSearchParams(to ? { to } : {}).toString()}`} variant="ghost" size="sm" iconStart={<ReloadIcon />} reloadDocument>
                {t('mailbox.refresh')}
              </ButtonLink>
            </RouterForm>
          </div>
          {messages.length === 0 ? (
            <p className={styles.empty}>{t('mailbox.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {messages.map((message) => (
                <li key={message.id}>
                  <Link
                    to={hrefFor(message.id)}
                    className={`${styles.item} ${selected?.id === message.id ? styles.current : ''}`}
                    aria-current={selected?.id === message.id ? 'true' : undefined}
                  >
                    <span className={styles.itemTop}>
                      <span className={styles.kind}>{t(`mailbox.kinds.${message.kind}`, { defaultValue: message.kind })}</span>
                      <time dateTime={message.created_at} className={styles.time}>
                        {format(message.created_at)}
                      </time>
                    </span>
                    <span className={styles.subject}>{message.subject}</span>
                    <span className={styles.to}>{t('mailbox.to', { to: message.to })}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Card>

        {selected ? (
          <Card as="article" padding="none" className={styles.preview} aria-labelledby="mailbox-message-subject">
            <div className={styles.previewHead}>
              <Link to={listHref()} className={styles.back}>
                <ArrowLeftIcon size={16} /> {t('mailbox.back')}
              </Link>
              <h2 id="mailbox-message-subject" className={styles.previewTitle}>
                {selected.subject}
              </h2>
              <dl className={styles.meta}>
                <dt>{t('mailbox.from_label')}</dt>
                <dd>{selected.from}</dd>
                <dt>{t('mailbox.to_label')}</dt>
                <dd>{selected.to}</dd>
                <dt>{t('mailbox.sent_label')}</dt>
                <dd>
                  <time dateTime={selected.created_at}>{format(selected.created_at)}</time>
                </dd>
              </dl>
            </div>
            {selected.links.length > 0 && (
              <section className={styles.links} aria-labelledby="mailbox-links-title">
                <h3 id="mailbox-links-title">{t('mailbox.links')}</h3>
                <ul>
                  {selected.links.map((href) => (
                    <li key={href}>
                      <a href={href}>
                        {href} <ExternalLinkIcon size={14} />
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            )}
            {/* The message as a mail client shows it; sandboxed, so nothing in it can run or navigate. */}
            <iframe title={t('mailbox.preview_title')} className={styles.frame} srcDoc={selected.html} sandbox="" />
          </Card>
        ) : (
          <div className={styles.placeholder}>
            <MailIcon size={40} />
            <p>{messages.length > 0 ? t('mailbox.choose') : t('mailbox.empty_hint')}</p>
          </div>
        )}
      </div>
      <Alert tone="info" className={styles.notice}>
        {t('mailbox.not_in_production')}
      </Alert>
    </div>
  );
}
