import type { AnchorHTMLAttributes, ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router';
import { Spinner } from './spinner.tsx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'link' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** An icon before the label. */
  iconStart?: ReactNode;
  /** An icon after the label. */
  iconEnd?: ReactNode;
  fullWidth?: boolean;
  /** A square button holding only an icon: give it an `aria-label`. */
  iconOnly?: boolean;
}

/** The class names of a button look, for the rare element that is neither a button nor a link. */
export function buttonClassName({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  iconOnly = false,
  className,
}: Pick<ButtonLookProps, 'variant' | 'size' | 'fullWidth' | 'iconOnly'> & { className?: string }): string {
  return [styles.button, styles[variant], styles[size], fullWidth && styles.fullWidth, iconOnly && styles.iconOnly, className].filter(Boolean).join(' ');
}

function ButtonContent({ iconStart, iconEnd, children }: { iconStart?: ReactNode; iconEnd?: ReactNode; children?: ReactNode }) {
  return (
    <>
      {iconStart && <span className={styles.icon}>{iconStart}</span>}
      {children !== undefined && children !== null && <span className={styles.label}>{children}</span>}
      {iconEnd && <span className={styles.icon}>{iconEnd}</span>}
    </>
  );
}

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'children' | 'style' | 'disabled' | 'onClick'>, ButtonLookProps {
  children?: ReactNode;
  className?: string;
  /** A press: a click, or Enter or Space while focused. */
  onPress?: () => void;
  isDisabled?: boolean;
  /**
   * Busy: shows a spinner in place of the content, ignores presses but keeps focus, and tells
   * assistive technology that the button is busy.
   */
  isLoading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * An action. For navigation use {@link ButtonLink}. A native button (decision 0019): on every
 * page, React Aria's button cost more script and start-up time than the rest of the header.
 */
export function Button({
  variant,
  size,
  iconStart,
  iconEnd,
  fullWidth,
  iconOnly,
  isLoading = false,
  isDisabled = false,
  onPress,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      // A busy submit button must not submit again: it stays focusable and named, but inert.
      type={isLoading && type === 'submit' ? 'button' : type}
      disabled={isDisabled}
      aria-disabled={isLoading || undefined}
      aria-busy={isLoading || undefined}
      onClick={isLoading ? undefined : onPress}
      className={buttonClassName({ variant, size, fullWidth, iconOnly, className })}
      data-loading={isLoading || undefined}
    >
      <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
        {children}
      </ButtonContent>
      {isLoading && (
        <span className={styles.spinner}>
          <Spinner size="sm" />
        </span>
      )}
    </button>
  );
}

type InternalLinkProps = Omit<LinkProps, 'className' | 'children'> & { href?: never };
type ExternalLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'className' | 'children'> & { href: string; to?: never };

export type ButtonLinkProps = ButtonLookProps & { children?: ReactNode; className?: string } & (InternalLinkProps | ExternalLinkProps);

/**
 * A link that looks like a button. With `to` it is a client-side route link; with `href` a plain
 * anchor (marketing site, help centre, other origins). Add `target="_blank"` for a new tab: the
 * opener is cut off automatically.
 */
export function ButtonLink({ variant, size, iconStart, iconEnd, fullWidth, iconOnly, className, children, ...props }: ButtonLinkProps) {
  const classes = buttonClassName({ variant, size, fullWidth, iconOnly, className });
  const content = (
    <ButtonContent iconStart={iconStart} iconEnd={iconEnd}>
      {children}
    </ButtonContent>
  );
  if ('to' in props && props.to !== undefined) {
    return (
      <Link {...(props as InternalLinkProps)} className={classes}>
        {content}
      </Link>
    );
  }
  const anchor = props as ExternalLinkProps;
  const rel = anchor.target === '_blank' ? [anchor.rel, 'noopener', 'noreferrer'].filter(Boolean).join(' ') : anchor.rel;
  return (
    <a {...anchor} rel={rel} className={classes}>
      {content}
    </a>
  );
}
