import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator, useRouteError } from 'react-router';
import { pages } from '../page-table.ts';
import { PageHeading } from '../shell/page-heading.tsx';
import { Alert } from './alert.tsx';
import { Button } from './button.tsx';
import { ReloadIcon } from './icons.tsx';
import styles from './page.module.css';

type PageWidth = 'narrow' | 'medium' | 'normal' | 'wide' | 'full';

/**
 * A page body: a column of sections. `width`: `normal` for a column of text and forms, `wide` for
 * cards side by side, `narrow` or `medium` for a few cards that read better not stretched, `full`
 * for a page that lays out its own columns. `standalone`: a page outside the dashboard's frame
 * (the funnel's), in the container's width with room above and below; `stickyEnd` when it ends in
 * a bar that sticks to the bottom of the screen, which needs no room below it. `className` adds
 * what is the page's own.
 */
export function PageBody({
  width,
  standalone = false,
  stickyEnd = false,
  className,
  children,
}: {
  width?: PageWidth;
  standalone?: boolean;
  stickyEnd?: boolean;
  className?: string;
  children: ReactNode;
}) {
  const classes = [
    standalone && 'container',
    styles.page,
    styles[width ?? (standalone ? 'full' : 'normal')],
    standalone && styles.standalone,
    stickyEnd && styles.stickyEnd,
    className,
  ];
  return <div className={classes.filter(Boolean).join(' ')}>{children}</div>;
}

/**
 * The page's title (`pages.<page>.title`, or a heading of its own) and its introduction; `lead`
 * sets the introduction larger, as the funnel's pages do. `className` adds the page's own (a width).
 */
export function PageHeader({
  page,
  heading,
  intro,
  lead = false,
  className,
}: {
  page?: string;
  heading?: ReactNode;
  intro?: ReactNode;
  lead?: boolean;
  className?: string;
}) {
  return (
    <header className={className ? `${styles.head} ${className}` : styles.head}>
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
    <section className={`${styles.emptyFrame} ${styles.empty}`} aria-labelledby={headingId}>
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
