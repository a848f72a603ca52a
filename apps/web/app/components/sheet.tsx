import { cloneElement, lazy, Suspense, useState, type ReactElement } from 'react';
// A type only: the panel's code itself loads when first wanted (below).
import type { SheetPanelProps } from './sheet-panel.tsx';

export interface SheetProps extends Omit<SheetPanelProps, 'isOpen' | 'onOpenChange'> {
  /** The button that opens the sheet (a native `<button type="button">`). */
  trigger: ReactElement<{ onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }>;
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

const loadPanel = () => import('./sheet-panel.tsx');
const SheetPanel = lazy(loadPanel);

/**
 * A panel sliding in from the side (or bottom) over a dimmed page: the mobile menus. A modal
 * dialog: focus is trapped inside, Escape and a tap outside close it, focus returns to the trigger.
 * The dialog's code loads when the trigger is first pointed at, focused or pressed, not with the page.
 */
export function Sheet({ trigger, isOpen, onOpenChange, ...panel }: SheetProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const open = isOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    if (next) setMounted(true);
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const prefetch = () => void loadPanel();
  return (
    <>
      {cloneElement(trigger, {
        onClick: () => setOpen(true),
        onPointerEnter: prefetch,
        onFocus: prefetch,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
      } as Record<string, unknown>)}
      {(open || mounted) && (
        <Suspense fallback={null}>
          <SheetPanel {...panel} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
