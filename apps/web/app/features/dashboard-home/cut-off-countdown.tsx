import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeLeft } from './countdown.ts';

/**
 * "Still 2 days 4 hours to change it". It refreshes once a minute and is no live region: a screen
 * reader reads it when it gets there, instead of being interrupted while the time runs.
 */
export function CutOffCountdown({ cutOffAt }: { cutOffAt: string }) {
  const { t } = useTranslation('dashboard_home');
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeft(cutOffAt, now);
  if (left.passed) return <span>{t('countdown.passed')}</span>;
  const parts =
    left.days > 0
      ? [t('countdown.days', { count: left.days }), t('countdown.hours', { count: left.hours })]
      : [t('countdown.hours', { count: left.hours }), t('countdown.minutes', { count: left.minutes })];
  return <span>{t('countdown.left', { time: parts.join(' ') })}</span>;
}
