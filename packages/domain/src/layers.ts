/**
 * Stacking order of floating UI, as design tokens (§9). Modals and tooltips share the top layer so
 * that a tooltip inside a modal is not hidden behind it; menus sit with the overlay.
 */
export const zIndex = {
  overlay: 1000,
  menu: 1000,
  modal: 1100,
  tooltip: 1100,
} as const;

export type Layer = keyof typeof zIndex;

/** Id of the element the app mounts on (§9); kept from the old app so that its CSS and tests still hold. */
export const rootElementId = 'nuxt';
