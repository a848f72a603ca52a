import type { RefObject } from 'react';
import { Menu, MenuItem, Popover } from 'react-aria-components';
import { CheckIcon } from './icons.tsx';
import styles from './language-switcher.module.css';

export interface MenuOption {
  id: string;
  label: string;
  /** A link option (a full page load). */
  href?: string;
  /** The option's language, for a name written in it. */
  lang?: string;
  /** The current choice, marked with a check. */
  isCurrent: boolean;
}

export type MenuPlacement = 'bottom end' | 'top start';

export interface MenuPopoverProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  label: string;
  options: MenuOption[];
  onAction?: (id: string) => void;
  placement: MenuPlacement;
}

/** The open menu of a {@link MenuButton}, loaded on demand. */
export default function MenuPopover({ triggerRef, isOpen, onOpenChange, label, options, onAction, placement }: MenuPopoverProps) {
  return (
    <Popover triggerRef={triggerRef} isOpen={isOpen} onOpenChange={onOpenChange} className={styles.popover} placement={placement} offset={8}>
      <Menu
        className={styles.menu}
        aria-label={label}
        autoFocus="first"
        onAction={(key) => {
          onOpenChange(false);
          onAction?.(String(key));
        }}
      >
        {options.map((option) => (
          <MenuItem
            key={option.id}
            id={option.id}
            href={option.href}
            hrefLang={option.href ? option.lang : undefined}
            lang={option.lang}
            className={styles.item}
            textValue={option.label}
          >
            <span>{option.label}</span>
            {option.isCurrent && <CheckIcon size={18} />}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
