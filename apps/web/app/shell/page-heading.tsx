import { useTranslation } from 'react-i18next';
import { pages } from '../page-table.ts';
import styles from './page-heading.module.css';

/** The translated title of a page as its heading (`pages.<name>.title`). */
export function PageHeading({ page }: { page: string }) {
  const { t } = useTranslation('pages');
  return <h1>{t(`${page}.title`)}</h1>;
}

/**
 * A page whose content arrives with a later issue: its layout (given by the route tree) and its
 * title, framed for that layout. Pages without a layout bring their own <main>.
 */
export function TitledPage({ page }: { page: string }) {
  const layout = pages.find((p) => p.name === page)?.layout ?? 'none';
  if (layout === 'dashboard') return <PageHeading page={page} />;
  if (layout === 'none') {
    return (
      <main id="main" tabIndex={-1} className={`container ${styles.standalone}`}>
        <PageHeading page={page} />
      </main>
    );
  }
  return (
    <div className={`container ${styles.inHeaderLayout}`}>
      <PageHeading page={page} />
    </div>
  );
}
