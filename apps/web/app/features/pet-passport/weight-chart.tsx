import { useId } from 'react';
import { formatDay as formatCalendarDay, formatKilograms } from '@brokkie/domain/format';
import { useTranslation } from 'react-i18next';
import type { WeightCheckIn } from '@brokkie/contracts/pet-passport';
import { useShellData } from '../../shell/shell-data.ts';
import styles from './pet-passport.module.css';

const width = 640;
const height = 220;
// Room for the axis' words at a phone's size (see the stylesheet).
const padding = { top: 20, right: 20, bottom: 44, left: 120 };

/** A calendar day for people: noon UTC is that same day in Brussels. */
export function formatDay(iso: string, localeTag: string, options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' }): string {
  return formatCalendarDay(iso, localeTag, options);
}

export function formatKg(kg: number, localeTag: string): string {
  return formatKilograms(kg, localeTag);
}

const dayMs = 86_400_000;
const dayNumber = (iso: string) => Date.parse(`${iso}T00:00:00Z`) / dayMs;

/**
 * The pet's weighings over time: a line on a time axis (the distance between points is the time
 * between weighings), with the lightest and heaviest weight on the side. The figure's table says
 * the same to a screen reader and to anyone who wants the numbers.
 */
export function WeightChart({ weights, name }: { weights: WeightCheckIn[]; name: string }) {
  const { t } = useTranslation('pet_passport');
  const { localeTag } = useShellData();
  const captionId = useId();
  const kilos = weights.map((row) => row.weight);
  const low = Math.min(...kilos);
  const high = Math.max(...kilos);
  // Some room above and below the line, and a visible scale for a pet whose weight hardly moves.
  const margin = Math.max((high - low) * 0.15, high * 0.02, 0.1);
  const [bottom, top] = [Math.max(0, low - margin), high + margin];
  const first = dayNumber(weights[0]?.date ?? '1970-01-01');
  const last = dayNumber(weights.at(-1)?.date ?? '1970-01-01');
  const span = Math.max(last - first, 1);
  const x = (iso: string) =>
    weights.length === 1
      ? (padding.left + width - padding.right) / 2
      : padding.left + ((dayNumber(iso) - first) / span) * (width - padding.left - padding.right);
  const y = (kg: number) => padding.top + (1 - (kg - bottom) / (top - bottom)) * (height - padding.top - padding.bottom);
  const points = weights.map((row) => `${x(row.date).toFixed(1)},${y(row.weight).toFixed(1)}`).join(' ');
  const short = { day: 'numeric', month: 'short', year: '2-digit' } as const;

  return (
    <figure className={styles.chart} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.chartCaption}>
        {t('weights.caption', { name })}
      </figcaption>
      <svg viewBox={`0 0 ${width} ${height}`} className={styles.chartSvg} role="img" aria-label={t('weights.chart_label', { name, count: weights.length })}>
        {[high, low].map((kg) => (
          <g key={kg}>
            <line x1={padding.left} x2={width - padding.right} y1={y(kg)} y2={y(kg)} className={styles.gridLine} />
            <text x={padding.left - 12} y={y(kg)} dominantBaseline="middle" textAnchor="end" className={styles.axisText}>
              {formatKg(kg, localeTag)}
            </text>
          </g>
        ))}
        <text x={padding.left} y={height - 10} className={styles.axisText}>
          {formatDay(weights[0]?.date ?? '', localeTag, short)}
        </text>
        {weights.length > 1 && (
          <text x={width - padding.right} y={height - 10} textAnchor="end" className={styles.axisText}>
            {formatDay(weights.at(-1)?.date ?? '', localeTag, short)}
          </text>
        )}
        {weights.length > 1 && <polyline points={points} className={styles.line} />}
        {weights.map((row) => (
          <circle key={row.date} cx={x(row.date)} cy={y(row.weight)} className={styles.point} />
        ))}
      </svg>
      <table className={styles.weightTable}>
        <thead>
          <tr>
            <th scope="col">{t('weights.date')}</th>
            <th scope="col">{t('weights.weight')}</th>
          </tr>
        </thead>
        <tbody>
          {[...weights].reverse().map((row) => (
            <tr key={row.date}>
              <td>{formatDay(row.date, localeTag)}</td>
              <td>{formatKg(row.weight, localeTag)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
