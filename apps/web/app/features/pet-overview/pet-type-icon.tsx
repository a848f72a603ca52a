import type { AnimalType } from '@brokkie/domain/pet-profile';

/** A dog's or a cat's head as a line icon, in the style of the app's icons (decorative). */
export function PetTypeIcon({ type, size = 28 }: { type: AnimalType; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {type === 'dog' ? (
        <>
          <path d="M7 6.5C5 5 3 6 2.8 8.5c-.2 2.2.8 4.4 2.4 5" />
          <path d="M17 6.5c2-1.5 4-.5 4.2 2 .2 2.2-.8 4.4-2.4 5" />
          <path d="M6.5 9.5C6.5 6.7 9 5 12 5s5.5 1.7 5.5 4.5v4c0 3.6-2.5 6-5.5 6s-5.5-2.4-5.5-6z" />
          <path d="M10.5 15.5h3l-1.5 1.5z" fill="currentColor" />
          <path d="M12 17v1.2" />
          <circle cx="9.6" cy="11" r="0.6" fill="currentColor" />
          <circle cx="14.4" cy="11" r="0.6" fill="currentColor" />
        </>
      ) : (
        <>
          <path d="M5 11.5V4l4.2 3.2a8.6 8.6 0 0 1 5.6 0L19 4v7.5" />
          <path d="M5 11.5c0 4.3 3.1 7.5 7 7.5s7-3.2 7-7.5" />
          <path d="M11 14.5h2l-1 1z" fill="currentColor" />
          <path d="M12 15.5c-.4 1-1.4 1.3-2.2.9M12 15.5c.4 1 1.4 1.3 2.2.9" />
          <path d="M2.5 13.5l4 .3M2.8 16.2l3.8-.9M21.5 13.5l-4 .3M21.2 16.2l-3.8-.9" />
          <circle cx="9.4" cy="11.5" r="0.6" fill="currentColor" />
          <circle cx="14.6" cy="11.5" r="0.6" fill="currentColor" />
        </>
      )}
    </svg>
  );
}
