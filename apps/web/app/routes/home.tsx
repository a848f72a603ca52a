import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { localizePath } from '@brokkie/domain/locales';
import { ButtonLink } from '../components/button.tsx';
import { Card } from '../components/card.tsx';
import {
  ArrowRightIcon,
  BowlIcon,
  CheckIcon,
  ClipboardIcon,
  ExternalLinkIcon,
  GiftIcon,
  HeartPulseIcon,
  LeafIcon,
  LogInIcon,
  RepeatIcon,
  SparkleIcon,
  TruckIcon,
  UserIcon,
} from '../components/icons.tsx';
import { marketingUrl } from '../components/marketing-url.ts';
import { StartPlanLink } from '../components/start-plan-link.tsx';
import { HeroIllustration } from '../features/home/hero-illustration.tsx';
import { pageMeta } from '../shell/page-meta.ts';
import { useShellData } from '../shell/shell-data.ts';
import styles from '../features/home/home.module.css';

const steps: { key: string; icon: ReactNode }[] = [
  { key: 'profile', icon: <ClipboardIcon size={26} /> },
  { key: 'plan', icon: <BowlIcon size={26} /> },
  { key: 'delivery', icon: <TruckIcon size={26} /> },
];

const features: { key: string; icon: ReactNode }[] = [
  { key: 'mealplan', icon: <BowlIcon size={24} /> },
  { key: 'subscription', icon: <RepeatIcon size={24} /> },
  { key: 'e_health', icon: <HeartPulseIcon size={24} /> },
  { key: 'extras', icon: <GiftIcon size={24} /> },
];

export const meta = pageMeta('home');

/**
 * The home page at the locale root: what Brokkie is, and the way in. Every call to action starts
 * the questionnaire at once, without an account (StartPlanLink); a registered customer goes to
 * the account instead.
 */
export default function HomePage() {
  const { t } = useTranslation('home');
  const { country, language, locale, auth } = useShellData();
  const registered = auth.signedIn && !auth.user?.anonymous;
  const signinPath = localizePath('/signin', locale);
  const dashboardPath = localizePath('/dashboard', locale);
  const dogFood = marketingUrl('tailor_made_dog_food', country, language);
  const catFood = marketingUrl('tailor_made_cat_food', country, language);

  const mainCta = registered ? (
    <ButtonLink to={dashboardPath} size="lg" iconStart={<UserIcon />}>
      {t('cta.account')}
    </ButtonLink>
  ) : (
    <StartPlanLink size="lg" iconEnd={<ArrowRightIcon />}>
      {auth.signedIn ? t('cta.continue') : t('cta.signup')}
    </StartPlanLink>
  );

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>
              <SparkleIcon size={16} />
              {t('hero.eyebrow')}
            </p>
            <h1 id="home-title" className={styles.title}>
              {t('hero.title')}
            </h1>
            <p className={styles.lead}>{t('hero.text')}</p>
            <div className={styles.ctas}>
              {mainCta}
              {!auth.signedIn && (
                <ButtonLink to={signinPath} variant="ghost" size="lg" iconStart={<LogInIcon />}>
                  {t('cta.signin')}
                </ButtonLink>
              )}
            </div>
            <ul className={styles.trust}>
              {!registered && (
                <li>
                  <CheckIcon size={18} />
                  {t('hero.trust_no_account')}
                </li>
              )}
              <li>
                <CheckIcon size={18} />
                {t('hero.trust_recipe')}
              </li>
              <li>
                <CheckIcon size={18} />
                {t('hero.trust_flexible')}
              </li>
              {country && (
                <li>
                  <CheckIcon size={18} />
                  {country.shipping_days <= 1 ? t('hero.trust_delivery_next_day') : t('hero.trust_delivery_days', { count: country.shipping_days })}
                </li>
              )}
            </ul>
          </div>
          <HeroIllustration className={styles.illustration} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <div className="container">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{t('how.kicker')}</p>
            <h2 id="how-title">{t('how.title')}</h2>
          </div>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.key} className={styles.step}>
                <span className={styles.stepIcon}>{step.icon}</span>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3 className={styles.stepTitle}>{t(`how.steps.${step.key}.title`)}</h3>
                <p>{t(`how.steps.${step.key}.text`)}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="pets-title">
        <div className="container">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{t('pets.kicker')}</p>
            <h2 id="pets-title">{t('pets.title')}</h2>
          </div>
          <div className={styles.pets}>
            {(
              [
                { key: 'dogs', href: dogFood, tone: styles.dogs },
                { key: 'cats', href: catFood, tone: styles.cats },
              ] as const
            ).map((pet) => (
              <Card key={pet.key} as="article" padding="lg" className={`${styles.petCard} ${pet.tone}`}>
                <h3 className={styles.petTitle}>{t(`pets.${pet.key}.title`)}</h3>
                <p>{t(`pets.${pet.key}.text`)}</p>
                <ul className={styles.petPoints}>
                  {(['one', 'two', 'three'] as const).map((point) => (
                    <li key={point}>
                      <LeafIcon size={18} />
                      {t(`pets.${pet.key}.points.${point}`)}
                    </li>
                  ))}
                </ul>
                <div className={styles.petActions}>
                  {registered ? (
                    <ButtonLink to={dashboardPath} variant={pet.key === 'dogs' ? 'primary' : 'secondary'}>
                      {t('cta.account')}
                    </ButtonLink>
                  ) : (
                    <StartPlanLink variant={pet.key === 'dogs' ? 'primary' : 'secondary'}>{t(`pets.${pet.key}.cta`)}</StartPlanLink>
                  )}
                  {pet.href && (
                    <ButtonLink href={pet.href} variant="link" iconEnd={<ExternalLinkIcon />}>
                      {t(`pets.${pet.key}.more`)}
                    </ButtonLink>
                  )}
                </div>
              </Card>
            ))}
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="app-title">
        <div className="container">
          <div className={styles.sectionHead}>
            <p className={styles.kicker}>{t('app.kicker')}</p>
            <h2 id="app-title">{t('app.title')}</h2>
            <p className={styles.sectionLead}>{t('app.text')}</p>
          </div>
          <ul className={styles.features}>
            {features.map((feature) => (
              <li key={feature.key}>
                <Card tone="outlined" className={styles.feature}>
                  <span className={styles.featureIcon}>{feature.icon}</span>
                  <h3 className={styles.featureTitle}>{t(`app.features.${feature.key}.title`)}</h3>
                  <p>{t(`app.features.${feature.key}.text`)}</p>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="cta-title">
        <div className="container">
          <div className={styles.band}>
            <div className={styles.bandText}>
              <h2 id="cta-title">{t('band.title')}</h2>
              <p>{t('band.text')}</p>
            </div>
            <div className={styles.bandActions}>{mainCta}</div>
          </div>
        </div>
      </section>
    </>
  );
}
