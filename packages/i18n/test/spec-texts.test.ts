import { describe, expect, it } from 'vitest';
import { catalogs } from '../src/catalogs.ts';

/**
 * English texts the specification quotes: the English catalog must hold each verbatim.
 * Grouped by the spec section that quotes them; a later feature adds its own group.
 */
const quotedTexts: Record<string, string[]> = {
  'error page (§2)': [
    'Maintenance mode',
    'The system is under maintenance, most likely because we are upgrading it.',
    'In general, this is a matter of minutes. Please give us some time and then try reloading the page again.',
    'Reload page',
    'Oops, something went wrong!',
    'Error code: {code}',
    'Error message: {message}',
    'We cannot find the page you are looking for, sorry! Could it be that you:',
    'Instead, here are some helpful links:',
    'An error has occurred! We are working on our website every day and we are trying to solve this problem as soon as possible.',
    'Homepage',
    'Log out',
    'Sign in',
    'Page Not Found: {path}',
  ],
  'support notice (§9)': [
    'If you have an urgent question, be sure to contact our customer service team. You can call us any weekday between {start} and {end}.',
    'Get in touch',
  ],
  'validation (§5)': [
    'This field is required.',
    'The maximum length is {count} characters.',
    'The minimum length is {count} characters.',
    'Invalid email address. Please enter a valid email.',
    'No invalid characters allowed',
    'Invalid',
    'No spaces allowed',
    'Number must be greater than or equal to {min}.',
    'Number must be less than or equal to {max}.',
    'Invalid postalcode',
    'We are sorry. We no longer deliver to overseas locations.',
    'There are missing letters in the postal code.',
    'We are sorry, but at the moment it is not possible for us to deliver to German islands.',
  ],
  'identity errors (§5, §8)': [
    'This email address is not registered yet, create an account here',
    'Invalid email address. Please enter a valid email.',
    'The password you entered is not correct.',
    'The email address you entered is already in use. Please try another email or login with your existing account.',
    'An error occurred. Please try again later.',
    'No authentication provider',
    'Unknown authentication provider',
  ],
};

function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  return value && typeof value === 'object' ? Object.values(value).flatMap(texts) : [];
}

describe('English catalog holds the spec texts verbatim', () => {
  const english = new Set(texts(catalogs.en));
  for (const [group, quoted] of Object.entries(quotedTexts)) {
    it.each(quoted)(`${group}: %s`, (text) => {
      expect(english.has(text)).toBe(true);
    });
  }
});
