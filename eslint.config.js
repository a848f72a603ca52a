import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/build/**',
      '**/dist/**',
      '**/.react-router/**',
      'data/**',
      '**/playwright-report/**',
      '**/test-results/**',
      'packages/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Pages read in their route loaders (docs/ARCHITECTURE.md, "How a page reads and writes"). Waiting
    // for the sign-in state to read in an effect was the old way; clientPageApi does the waiting now.
    files: ['apps/web/app/features/**/*.{ts,tsx}', 'apps/web/app/components/**/*.{ts,tsx}'],
    // The profile shows the signed-in user and customer of the account store, which the whole app
    // shares (shell/auth-session.ts); it only asks the store to load again when that failed.
    ignores: ['apps/web/app/features/profile/profile-page.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/shell/auth-session.ts'],
              importNames: ['authReady'],
              message: "A page reads in its route's loader and clientLoader (shell/page-api.ts), not in an effect after authReady().",
            },
          ],
        },
      ],
    },
  },
);
