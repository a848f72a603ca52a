import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { pages } from '../page-table.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { ReloadIcon } from './icons.tsx';
import styles from './page.module.css';

/** A page body: a column of sections; `wide` for pages of cards side by side. */
export function PageBody({ wide = false, children }: { wide?: boolean; children: ReactNode }) {
  return <div className={wide ? `${styles.page} ${styles.wide}` : styles.page}>{children}</div>;
}

/**
 * The page's title (`pages.<page>.title`, or a heading of its own) and its introduction; `lead`
 * sets the introduction larger, as the funnel's pages do.
 */
export function PageHeader({ page, heading, intro, lead = false }: { page?: string; heading?: ReactNode; intro?: ReactNode; lead?: boolean }) {
  return (
    <header className={styles.head}>
      {heading ?? (page ? <PageHeading page={page} /> : null)}
      {intro && <p className={lead ? `${styles.intro} ${styles.lead}` : styles.intro}>{intro}</p>}
    </header>
  );
}

/**
 * A list or a page with nothing in it yet: what is missing, why or what to do, and the way there
 * (`action`, usually a ButtonLink). `icon` is decorative. A section named by its heading.
 */
export function EmptyState({ title, icon, action, children }: { title: ReactNode; icon?: ReactNode; action?: ReactNode; children?: ReactNode }) {
  const headingId = useId();
  return (
    <section className={styles.empty} aria-labelledby={headingId}>
      {icon && (
        <span className={styles.emptyIcon} aria-hidden="true">
          {icon}
        </span>
      )}
      <h2 id={headingId}>{title}</h2>
      {children && <p>{children}</p>}
      {action && <div>{action}</div>}
    </section>
  );
}

/**
 * What a page shows when its loader failed (the API down or answering an error): what happened
 * and a retry that runs the page's loaders again. Each data page exports it as its route's
 * `ErrorBoundary` through `pageErrorBoundary`, so pending and failure are handled in one place.
 */
export function LoadFailed({ page }: { page?: string }) {
  const { t } = useTranslation('common');
  const revalidator = useRevalidator();
  // The dashboard's layout frames its pages; the header layouts leave the width to the page.
  const framed = pages.find((candidate) => candidate.name === page)?.layout === 'dashboard';
  return (
    <div className={framed ? undefined : `container ${styles.unframed}`}>
      <PageBody>
        {page && <PageHeader page={page} />}
        <div className={styles.failed}>
          <Alert tone="danger" role="alert" title={t('load_failed.title')}>
            {t('load_failed.text')}
          </Alert>
          <Button variant="outline" iconStart={<ReloadIcon />} isLoading={revalidator.state === 'loading'} onPress={() => void revalidator.revalidate()}>
            {t('load_failed.retry')}
          </Button>
        </div>
      </PageBody>
    </div>
  );
}

/** The route `ErrorBoundary` of a page that reads in its loader. */
export function pageErrorBoundary(page: string) {
  function PageErrorBoundary() {
    const error = useRouteError();
    // Redirects never get here; the server logs its own failures (entry.server's handleError).
    useEffect(() => console.error(`[${page}] page data not loaded`, error), [error]);
    return <LoadFailed page={page} />;
  }
  return PageErrorBoundary;
}
