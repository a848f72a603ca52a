import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/button.tsx';
import { ShieldIcon } from '../../components/icons.tsx';
import { PageBody, PageHeader } from '../../components/page-layout.tsx';
import { useLocalizedPath } from '../../shell/use-localized-path.ts';
import styles from './insurance.module.css';

/** What the insurance pages say outside Belgium (the site's country is another): no form, the way back. */
export function BelgiumOnly({ page }: { page: string }) {
  const { t } = useTranslation('insurance');
  const localize = useLocalizedPath();
  return (
    <div className="container">
      <PageBody width="narrow" standalone={false} className={styles.frame}>
        <PageHeader page={page} />
        <section className={styles.belgiumOnly} aria-labelledby="insurance-belgium-only">
          <span className={styles.belgiumOnlyIcon} aria-hidden="true">
            <ShieldIcon size={28} />
          </span>
          <h2 id="insurance-belgium-only">{t('belgium_only.title')}</h2>
          <p>{t('belgium_only.text')}</p>
          <ButtonLink to={localize('/dashboard')} variant="outline">
            {t('belgium_only.action')}
          </ButtonLink>
        </section>
      </PageBody>
    </div>
  );
}
