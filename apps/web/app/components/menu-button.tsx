import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { MenuOption, MenuPlacement } from './menu-popover.tsx';
import styles from './language-switcher.module.css';

const loadPopover = () => import('./menu-popover.tsx');
const MenuPopover = lazy(loadPopover);

export interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  /** What the button shows. */
  children: ReactNode;
  /** The menu's accessible name. */
  menuLabel: string;
  options: MenuOption[];
  /** Called with the chosen option's id (options with an `href` are links and need none). */
  onAction?: (id: string) => void;
  placement: MenuPlacement;
  tone?: 'default' | 'inverse';
}

/**
 * A button that opens a menu of options (the language and country switchers). The button is in
 * every header and footer; the menu's code (collections, popover, focus handling) loads when the
 * button is first pointed at, focused or pressed, not with every page. The button stays the
 * menu's trigger, so focus goes back to it when the menu closes.
 */
export function MenuButton({ label, children, menuLabel, options, onAction, placement, tone = 'default' }: MenuButtonProps) {
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const prefetch = () => void loadPopover();
  return (
    <>
      <button
        type="button"
        ref={triggerRef}
        className={`${styles.trigger} ${styles[tone]}`}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setMounted(true);
          setOpen((open) => !open);
        }}
      >
        {children}
      </button>
      {mounted && (
        <Suspense fallback={null}>
          <MenuPopover
            triggerRef={triggerRef}
            isOpen={isOpen}
            onOpenChange={setOpen}
            label={menuLabel}
            options={options}
            onAction={onAction}
            placement={placement}
          />
        </Suspense>
      )}
    </>
  );
}
