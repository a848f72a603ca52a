import type { ReactNode } from 'react';
import { Form as RouterForm } from 'react-router';
import { formatDate } from '@brokkie/domain/format';
import { Alert } from './alert.tsx';
import { Button, ButtonLink } from './button.tsx';
import { Card } from './card.tsx';
import { ReloadIcon } from './icons.tsx';
import { useShellData } from '../shell/shell-data.ts';
import styles from './dev-outbox.module.css';

/**
 * The development pages of the in-process outbox jobs (never in production: /dev/tracking, the
 * conversion forwarder; /dev/insurance, the insurers' hand-over): what each job holds, every
 * attempt with what was sent and answered, a run now and a reload. The pages bring their texts
 * and what an item shows; the frame, the cards and the attempts look and behave alike here.
 */

/** The colour of an item's status word (the word says it; the colour only helps). */
export type DevStatusTone = 'ink' | 'accent' | 'success' | 'danger' | 'muted';

export interface DevOutboxPageProps {
  heading: string;
  intro: string;
  /** The run-now button; `runIntent` is sent as `intent` when the route's action takes several. */
  runLabel: string;
  runIntent?: string;
  refreshLabel: string;
  /** What the last run did (`role="status"`); null when the page was not opened from one. */
  ranText: string | null;
  /** A navigation (a run, a decision) is under way: the forms wait. */
  busy: boolean;
  emptyText: string;
  listLabel: string;
  notInProduction: string;
  /** The items (`DevOutboxItem`s); none: `emptyText` is shown. */
  children: ReactNode[];
}

export function DevOutboxPage({
  heading,
  intro,
  runLabel,
  runIntent,
  refreshLabel,
  ranText,
  busy,
  emptyText,
  listLabel,
  notInProduction,
  children,
}: DevOutboxPageProps) {
  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.head}>
        <h1>{heading}</h1>
        <p className={styles.intro}>{intro}</p>
        <div className={styles.actions}>
          <RouterForm method="post">
            {runIntent !== undefined && <input type="hidden" name="intent" value={runIntent} />}
            <Button type="submit" size="sm" isDisabled={busy}>
              {runLabel}
            </Button>
          </RouterForm>
          <ButtonLink to="." variant="ghost" size="sm" iconStart={<ReloadIcon />} reloadDocument>
            {refreshLabel}
          </ButtonLink>
        </div>
        {ranText !== null && (
          <p role="status" className={styles.ran}>
            {ranText}
          </p>
        )}
      </header>

      {children.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <ul className={styles.list} aria-label={listLabel}>
          {children}
        </ul>
      )}
      <Alert tone="info" className={styles.notice}>
        {notInProduction}
      </Alert>
    </div>
  );
}

export interface DevOutboxItemProps {
  /** Unique on the page: the card is labelled by its title. */
  id: string;
  title: ReactNode;
  status: string;
  tone: DevStatusTone;
  /** `DevMeta`, `DevAttempts` and whatever the item offers (a form). */
  children: ReactNode;
}

/** One item as a card: its title and status word, then what the page shows of it. */
export function DevOutboxItem({ id, title, status, tone, children }: DevOutboxItemProps) {
  return (
    <li>
      <Card as="article" padding="none" className={styles.card} aria-labelledby={id}>
        <div className={styles.cardHead}>
          <h2 id={id} className={styles.cardTitle}>
            {title}
          </h2>
          <span className={`${styles.status} ${styles[tone] ?? ''}`}>{status}</span>
        </div>
        {children}
      </Card>
    </li>
  );
}

/** An item's facts, term and value. */
export function DevMeta({ children }: { children: ReactNode }) {
  return <dl className={styles.meta}>{children}</dl>;
}

/** A fact of an item, left out when it has no value. */
export function DevFact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false) return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

export interface DevAttemptPart {
  title: string;
  body: string;
}

/** An item's attempts, oldest first: each a disclosure of what was sent and what came back. */
export function DevAttempts({ attempts }: { attempts: Array<{ key: string; summary: ReactNode; parts: DevAttemptPart[] }> }) {
  if (attempts.length === 0) return null;
  return (
    <ol className={styles.attempts}>
      {attempts.map((attempt) => (
        <li key={attempt.key}>
          <details className={styles.attempt}>
            <summary>{attempt.summary}</summary>
            {attempt.parts.map((part) => (
              <div key={part.title}>
                <h3 className={styles.partTitle}>{part.title}</h3>
                <pre className={styles.code}>{part.body}</pre>
              </div>
            ))}
          </details>
        </li>
      ))}
    </ol>
  );
}

/** A moment as the development pages show it: date and time in Brussels, in the page's language. */
export function useDevTime(): (iso: string) => ReactNode {
  const { localeTag } = useShellData();
  return (iso: string) => <time dateTime={iso}>{formatDate(iso, localeTag, { dateStyle: 'medium', timeStyle: 'medium' })}</time>;
}
