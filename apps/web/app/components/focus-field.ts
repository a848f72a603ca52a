/**
 * Focusing a field that needs the visitor's attention (the first invalid one after a submit) with
 * its label in view below the sticky header. The browser's own scroll on focus brings only the
 * input itself into view, at the very edge of the window: under the sticky header, label hidden.
 * Labels and legends keep `scroll-margin-top` of the header's height (styles/global.css).
 */

const focusable = 'input:not([type="hidden"]), textarea, select, button, [role="spinbutton"], [tabindex]:not([tabindex="-1"])';

function labelledBy(element: Element): HTMLElement | null {
  const ids = element.getAttribute('aria-labelledby')?.split(/\s+/) ?? [];
  for (const id of ids) {
    const label = id ? document.getElementById(id) : null;
    if (label) return label;
  }
  return null;
}

/** What names the field: a choice's group (radio buttons, a date's segments) by its label, else the field's own label. */
function labelOf(field: HTMLElement): HTMLElement | null {
  const partOfGroup = field.matches('input[type="radio"], [role="radio"], [role="spinbutton"]');
  if (partOfGroup) {
    const group = field.closest<HTMLElement>('[role="radiogroup"], [role="group"], fieldset');
    const groupLabel = group ? (labelledBy(group) ?? group.querySelector<HTMLElement>('legend')) : null;
    if (groupLabel) return groupLabel;
  }
  const own = field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement ? field.labels?.[0] : undefined;
  return own ?? labelledBy(field);
}

/**
 * Focuses `element` (or, for a group, its chosen option or first field) and scrolls, when needed,
 * so that its label is just below the sticky header and the field itself on screen.
 */
export function focusField(element: HTMLElement): void {
  const field = element.matches(focusable)
    ? element
    : (element.querySelector<HTMLElement>('input:checked') ?? element.querySelector<HTMLElement>(focusable) ?? element);
  const label = labelOf(field) ?? field;
  const headerRoom = Number.parseFloat(getComputedStyle(label).scrollMarginTop) || 0;
  const hidden = label.getBoundingClientRect().top < headerRoom || field.getBoundingClientRect().bottom > window.innerHeight;
  if (hidden) label.scrollIntoView({ block: 'start' });
  field.focus({ preventScroll: true });
}

/** Focuses the first field of `container` marked invalid, in the order of the page; false when there is none. */
export function focusFirstInvalid(container: ParentNode): boolean {
  const first = container.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return false;
  focusField(first);
  return true;
}
