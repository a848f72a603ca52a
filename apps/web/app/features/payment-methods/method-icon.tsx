import type { MethodKind } from './payment-method-kinds.ts';

const common = {
  width: 28,
  height: 28,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.8,
  strokeLinecap: 'round' as const,
  strokeLinejoin: 'round' as const,
  'aria-hidden': true,
  focusable: false,
};

/** The picture of a kind of payment method; the label next to it names it. */
export function MethodIcon({ kind }: { kind: MethodKind }) {
  if (kind === 'directdebit') {
    // A bank: direct debit from an account.
    return (
      <svg {...common}>
        <path d="M3 9.5 12 4l9 5.5" />
        <path d="M4 10h16" />
        <path d="M6 10v7M10 10v7M14 10v7M18 10v7" />
        <path d="M3.5 20h17" />
      </svg>
    );
  }
  if (kind === 'paypal') {
    return (
      <svg {...common}>
        <path d="M8 20l1.5-9h5a4 4 0 0 0 0-8H8.5L6 17" />
        <path d="M10.5 14h3a4 4 0 0 0 4-3.5" />
      </svg>
    );
  }
  return (
    <svg {...common}>
      <rect x="2.5" y="5" width="19" height="14" rx="2.5" />
      <path d="M2.5 10h19" />
      <path d="M6 15h4" />
    </svg>
  );
}
