import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../components/card.tsx';
import { HeartPulseIcon, PawIcon, RepeatIcon, TruckIcon } from '../../components/icons.tsx';
import { LogoMark } from '../../components/logo.tsx';
import styles from './auth.module.css';

export interface AuthFrameProps {
  /** The page's heading (its h1) and a line under it. */
  title: ReactNode;
  intro?: ReactNode;
  icon?: ReactNode;
  /** The "why Brokkie" panel beside the card on wide screens. */
  withAside?: boolean;
  children: ReactNode;
}

/** The frame of the sign-in, sign-up and password pages: a centred card, mobile first. */
export function AuthFrame({ title, intro, icon = <PawIcon />, withAside = false, children }: AuthFrameProps) {
  return (
    <div className={styles.page}>
      <div className={`container ${withAside ? styles.withAside : styles.layout}`}>
        <Card as="section" className={styles.card} aria-labelledby="auth-title">
          <header className={styles.head}>
            <span className={styles.badge} aria-hidden="true">
              {icon}
            </span>
            <h1 id="auth-title" className={styles.title}>
              {title}
            </h1>
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
          {children}
        </Card>
        {withAside && <WhyBrokkie />}
      </div>
    </div>
  );
}

function WhyBrokkie() {
  const { t } = useTranslation('auth');
  const points = [
    { key: 'tailored', icon: <PawIcon /> },
    { key: 'flexible', icon: <RepeatIcon /> },
    { key: 'delivered', icon: <TruckIcon /> },
    { key: 'health', icon: <HeartPulseIcon /> },
  ];
  return (
    <aside className={styles.aside} aria-labelledby="auth-aside-title">
      <LogoMark className={styles.asideMark} />
      <h2 id="auth-aside-title">{t('aside.title')}</h2>
      <ul className={styles.points}>
        {points.map((point) => (
          <li key={point.key} className={styles.point}>
            <span className={styles.pointIcon} aria-hidden="true">
              {point.icon}
            </span>
            <span>{t(`aside.points.${point.key}`)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.quote}>{t('aside.promise')}</p>
    </aside>
  );
}
