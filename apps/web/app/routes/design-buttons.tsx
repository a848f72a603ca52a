import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@brokkie/domain/locales';
import { zIndex } from '@brokkie/domain/layers';
import { Alert } from '../components/alert.tsx';
import { Button, ButtonLink, type ButtonSize, type ButtonVariant } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import { ArrowRightIcon, ExternalLinkIcon, HeartPulseIcon, PawIcon, PlusIcon, TrashIcon } from '../components/icons.tsx';
import { Logo } from '../components/logo.tsx';
import { LoadingState, Skeleton, Spinner } from '../components/spinner.tsx';
import { toast, ToastProvider } from '../components/toast.tsx';
import { DemoForm } from '../features/design/demo-form.tsx';
import { loadPagePart } from '../shell/browser-catalogs.ts';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/shell-data.ts';
import headerStyles from '../components/header-bar.module.css';
import logoStyles from '../components/logo.module.css';
import styles from '../features/design/design.module.css';
import type { Route } from './+types/design-buttons';

const variants: ButtonVariant[] = ['primary', 'secondary', 'outline', 'ghost', 'link', 'danger'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];

const colours: { token: string; name: string; onDark?: boolean }[] = [
  { token: '--color-primary', name: 'primary', onDark: true },
  { token: '--color-primary-soft', name: 'primary_soft' },
  { token: '--color-accent', name: 'accent', onDark: true },
  { token: '--color-accent-soft', name: 'accent_soft' },
  { token: '--color-sun', name: 'sun' },
  { token: '--color-cream', name: 'cream' },
  { token: '--color-cream-deep', name: 'cream_deep' },
  { token: '--color-ink', name: 'ink', onDark: true },
  { token: '--color-ink-muted', name: 'ink_muted', onDark: true },
  { token: '--color-success', name: 'success', onDark: true },
  { token: '--color-warning', name: 'warning', onDark: true },
  { token: '--color-danger', name: 'danger', onDark: true },
];

function Section({ id, title, intro, children }: { id: string; title: string; intro?: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <div className={styles.sectionHead}>
        <h2 id={`${id}-title`}>{title}</h2>
        {intro && <p className={styles.intro}>{intro}</p>}
      </div>
      {children}
    </section>
  );
}

export const meta = pageMeta('design-buttons');

// A server loader, so that the client loader below runs on navigations only, not at hydration.
export function loader() {
  return null;
}

/** A navigation to the page brings the development pages' texts first (catalog-parts.ts). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  await loadPagePart(request, 'development');
  return null;
}

/** /design/buttons: the design system at a glance, for designers, developers and reviews. */
export default function DesignButtonsPage() {
  const { t } = useTranslation('design');
  const { locale, country } = useShellData();

  return (
    <ToastProvider>
      <header className={headerStyles.header}>
        <div className={`container ${headerStyles.bar}`}>
          <Link to={localizePath('/', locale)} className={logoStyles.homeLink} aria-label={t('layout:home_link')}>
            <Logo size="sm" />
          </Link>
          <span className={styles.headerTag}>{t('tag')}</span>
        </div>
      </header>
      <main id="main" className={`container ${styles.main}`}>
        <div className={styles.hero}>
          <h1>{t('title')}</h1>
          <p className={styles.intro}>{t('intro')}</p>
        </div>

        <Section id="buttons" title={t('buttons.title')} intro={t('buttons.intro')}>
          <Card padding="lg" className={styles.matrixCard}>
            {/* Scrolls sideways on phones: focusable so keyboard users can scroll it too. */}
            <div className={styles.matrixScroll} tabIndex={0} role="region" aria-label={t('buttons.matrix_caption')}>
              <table className={styles.matrix}>
                <caption className="visually-hidden">{t('buttons.matrix_caption')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('buttons.variant')}</th>
                    <th scope="col">{t('buttons.states.default')}</th>
                    <th scope="col">{t('buttons.states.icon')}</th>
                    <th scope="col">{t('buttons.states.loading')}</th>
                    <th scope="col">{t('buttons.states.disabled')}</th>
                  </tr>
                </thead>
                <tbody>
                  {variants.map((variant) => (
                    <tr key={variant}>
                      <th scope="row">
                        <code>{variant}</code>
                      </th>
                      <td>
                        <Button variant={variant}>{t(`buttons.labels.${variant}`)}</Button>
                      </td>
                      <td>
                        <Button variant={variant} iconStart={variant === 'danger' ? <TrashIcon /> : <PawIcon />}>
                          {t(`buttons.labels.${variant}`)}
                        </Button>
                      </td>
                      <td>
                        <Button variant={variant} isLoading>
                          {t(`buttons.labels.${variant}`)}
                        </Button>
                      </td>
                      <td>
                        <Button variant={variant} isDisabled>
                          {t(`buttons.labels.${variant}`)}
                        </Button>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </Card>

          <div className={styles.tiles}>
            <Card padding="lg" className={`${styles.tile} ${styles.wide}`}>
              <h3>{t('buttons.sizes_title')}</h3>
              {(['primary', 'outline'] as const).map((variant) => (
                <div key={variant} className={styles.row}>
                  {sizes.map((size) => (
                    <Button key={size} variant={variant} size={size}>
                      {t(`buttons.sizes.${size}`)}
                    </Button>
                  ))}
                </div>
              ))}
            </Card>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('buttons.with_icons')}</h3>
              <div className={styles.row}>
                <Button iconEnd={<ArrowRightIcon />}>{t('buttons.continue')}</Button>
                <Button variant="outline" iconStart={<PlusIcon />}>
                  {t('buttons.add_pet')}
                </Button>
                <Button variant="ghost" iconOnly aria-label={t('buttons.health')}>
                  <HeartPulseIcon />
                </Button>
                <Button variant="danger" iconOnly aria-label={t('buttons.delete')}>
                  <TrashIcon />
                </Button>
              </div>
            </Card>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('buttons.as_links')}</h3>
              <div className={styles.row}>
                <ButtonLink to={localizePath('/signup', locale)} iconEnd={<ArrowRightIcon />}>
                  {t('buttons.link_internal')}
                </ButtonLink>
                <ButtonLink href="#main" variant="secondary">
                  {t('buttons.link_anchor')}
                </ButtonLink>
                <ButtonLink to={localizePath('/signin', locale)} variant="link" iconEnd={<ExternalLinkIcon />}>
                  {t('buttons.link_text')}
                </ButtonLink>
              </div>
            </Card>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('buttons.full_width')}</h3>
              <div className={styles.column}>
                <Button fullWidth size="lg">
                  {t('buttons.labels.primary')}
                </Button>
                <Button fullWidth variant="outline">
                  {t('buttons.labels.outline')}
                </Button>
              </div>
            </Card>
            <Card tone="accent" padding="lg" className={styles.tile}>
              <h3>{t('buttons.on_dark')}</h3>
              <div className={styles.row}>
                <Button>{t('buttons.labels.primary')}</Button>
                <ButtonLink href="#main" variant="outline" className={styles.onDarkOutline}>
                  {t('buttons.labels.outline')}
                </ButtonLink>
              </div>
            </Card>
          </div>
        </Section>

        <Section id="forms" title={t('form.title')} intro={t('form.intro')}>
          <Card padding="lg">
            <h3 id="design-form-title" className={styles.cardTitle}>
              {t('form.card_title')}
            </h3>
            <DemoForm countryShortName={country?.short_name ?? 'BE'} />
          </Card>
        </Section>

        <Section id="feedback" title={t('feedback.title')} intro={t('feedback.intro')}>
          <div className={`${styles.tiles} ${styles.tilesTop}`}>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('feedback.toasts')}</h3>
              <div className={styles.row}>
                <Button variant="secondary" size="sm" onPress={() => toast.success(t('feedback.toast_success'), t('feedback.toast_success_text'))}>
                  {t('feedback.success')}
                </Button>
                <Button variant="outline" size="sm" onPress={() => toast.info(t('feedback.toast_info'))}>
                  {t('feedback.info')}
                </Button>
                <Button variant="outline" size="sm" onPress={() => toast.warning(t('feedback.toast_warning'))}>
                  {t('feedback.warning')}
                </Button>
                <Button variant="danger" size="sm" onPress={() => toast.error(t('feedback.toast_error'), t('feedback.toast_error_text'))}>
                  {t('feedback.error')}
                </Button>
              </div>
            </Card>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('feedback.loading')}</h3>
              <div className={styles.row}>
                <Spinner size="sm" />
                <Spinner />
                <Spinner size="lg" label={t('common:loading')} />
              </div>
              <LoadingState label={t('common:loading')} />
              <div className={styles.skeletons}>
                <Skeleton height="1.25rem" width="60%" />
                <Skeleton height="0.9rem" />
                <Skeleton height="0.9rem" width="80%" />
              </div>
            </Card>
          </div>
          <div className={styles.alerts}>
            <Alert tone="info" title={t('feedback.alert_info_title')}>
              {t('feedback.alert_info_text')}
            </Alert>
            <Alert tone="success" title={t('feedback.alert_success_title')}>
              {t('feedback.alert_success_text')}
            </Alert>
            <Alert tone="warning" title={t('feedback.alert_warning_title')}>
              {t('feedback.alert_warning_text')}
            </Alert>
            <Alert tone="danger" title={t('feedback.alert_danger_title')}>
              {t('feedback.alert_danger_text')}
            </Alert>
          </div>
        </Section>

        <Section id="tokens" title={t('tokens.title')} intro={t('tokens.intro')}>
          <ul className={styles.swatches}>
            {colours.map((colour) => (
              <li key={colour.token} className={styles.swatch}>
                <span className={styles.swatchColour} style={{ background: `var(${colour.token})` }} />
                <span className={styles.swatchName}>{t(`tokens.colours.${colour.name}`)}</span>
                <code className={styles.swatchToken}>{colour.token}</code>
              </li>
            ))}
          </ul>
          <div className={styles.tiles}>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('tokens.type')}</h3>
              <div className={styles.typeScale}>
                <p className={styles.type4xl}>{t('tokens.sample_heading')}</p>
                <p className={styles.type2xl}>{t('tokens.sample_subheading')}</p>
                <p className={styles.typeLg}>{t('tokens.sample_lead')}</p>
                <p>{t('tokens.sample_body')}</p>
                <p className={styles.typeSm}>{t('tokens.sample_small')}</p>
              </div>
            </Card>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('tokens.shape')}</h3>
              <div className={styles.radii}>
                {(['sm', 'md', 'lg', 'xl', 'pill'] as const).map((radius) => (
                  <span key={radius} className={styles.radius} style={{ borderRadius: `var(--radius-${radius})` }}>
                    <code>{radius}</code>
                  </span>
                ))}
              </div>
              <div className={styles.shadows}>
                {(['sm', 'md', 'lg'] as const).map((shadow) => (
                  <span key={shadow} className={styles.shadow} style={{ boxShadow: `var(--shadow-${shadow})` }}>
                    <code>{shadow}</code>
                  </span>
                ))}
              </div>
            </Card>
            <Card padding="lg" className={styles.tile}>
              <h3>{t('tokens.layers')}</h3>
              <p className={styles.intro}>{t('tokens.layers_intro')}</p>
              <dl className={styles.layers}>
                {(Object.keys(zIndex) as (keyof typeof zIndex)[]).map((layer) => (
                  <div key={layer}>
                    <dt>{t(`tokens.layer_names.${layer}`)}</dt>
                    <dd>
                      <code>--layer-{layer}</code> {zIndex[layer]}
                    </dd>
                  </div>
                ))}
              </dl>
            </Card>
          </div>
        </Section>
      </main>
    </ToastProvider>
  );
}
