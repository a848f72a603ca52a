/**
 * The marks of the social sign-in providers, as their brand guidelines show them on sign-in
 * buttons (Google in colour, Facebook in its blue, Apple in black). Decorative: the button says
 * which provider it is.
 */
export function ProviderIcon({ provider, className }: { provider: string; className?: string }) {
  const common = { className, viewBox: '0 0 24 24', 'aria-hidden': true, focusable: false } as const;
  switch (provider) {
    case 'google':
      return (
        <svg {...common}>
          <path fill="#4285F4" d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.52 5.52 0 0 1-2.4 3.62v3h3.88c2.27-2.09 3.57-5.17 3.57-8.81Z" />
          <path fill="#34A853" d="M12 24c3.24 0 5.96-1.07 7.94-2.92l-3.88-3A7.2 7.2 0 0 1 12 19.21a7.12 7.12 0 0 1-6.69-4.93H1.3v3.1A12 12 0 0 0 12 24Z" />
          <path fill="#FBBC05" d="M5.31 14.28a7.2 7.2 0 0 1 0-4.56v-3.1H1.3a12 12 0 0 0 0 10.76l4.01-3.1Z" />
          <path fill="#EA4335" d="M12 4.77c1.76 0 3.35.61 4.6 1.8l3.44-3.44A11.53 11.53 0 0 0 12 0 12 12 0 0 0 1.3 6.62l4.01 3.1A7.12 7.12 0 0 1 12 4.77Z" />
        </svg>
      );
    case 'facebook':
      return (
        <svg {...common}>
          <path
            fill="#1877F2"
            d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.69 4.53-4.69 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.25h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07Z"
          />
        </svg>
      );
    case 'apple':
      return (
        <svg {...common}>
          <path
            fill="#000000"
            d="M16.37 12.75c-.02-2.4 1.96-3.56 2.05-3.62a4.44 4.44 0 0 0-3.48-1.88c-1.47-.15-2.88.87-3.63.87-.76 0-1.91-.85-3.14-.83a4.65 4.65 0 0 0-3.93 2.39c-1.69 2.92-.43 7.23 1.2 9.6.8 1.15 1.75 2.45 3 2.4 1.2-.05 1.66-.78 3.11-.78 1.45 0 1.86.78 3.13.75 1.3-.02 2.12-1.17 2.9-2.33.92-1.33 1.3-2.63 1.31-2.7-.03-.01-2.5-.96-2.52-3.87ZM13.98 5.7c.66-.8 1.11-1.92.99-3.03-.96.04-2.12.64-2.8 1.44-.62.71-1.16 1.85-1.01 2.94 1.07.08 2.16-.54 2.82-1.35Z"
          />
        </svg>
      );
    default:
      return null;
  }
}
