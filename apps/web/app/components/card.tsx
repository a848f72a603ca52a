import type { HTMLAttributes, ReactNode } from 'react';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** `elevated` floats on the page, `outlined` sits in it, `tinted` and `accent` draw attention. */
  tone?: 'elevated' | 'outlined' | 'tinted' | 'accent' | 'sun';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  as?: 'div' | 'section' | 'article' | 'aside' | 'li';
  children?: ReactNode;
}

export function Card({ tone = 'elevated', padding = 'md', as: Element = 'div', className, children, ...props }: CardProps) {
  return (
    <Element {...props} className={[styles.card, styles[tone], styles[`pad-${padding}`], className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
