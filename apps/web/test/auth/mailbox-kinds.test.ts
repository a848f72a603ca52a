import { describe, expect, it } from 'vitest';
import { mailKinds } from '@brokkie/contracts/mail';
import { locales } from '@brokkie/domain/locales';
import { catalogs } from '@brokkie/i18n/catalogs';

// The development mailbox labels each e-mail with its kind; a kind without a label showed its
// code ("order_confirmation") instead.
describe('the development mailbox', () => {
  it.each(locales)('has a label for every kind of e-mail the app sends (%s)', (locale) => {
    const kinds = (catalogs[locale] as { auth: { mailbox: { kinds: Record<string, string> } } }).auth.mailbox.kinds;
    for (const kind of mailKinds) expect(kinds[kind], `${locale}: auth.mailbox.kinds.${kind}`).toMatch(/\S/);
  });
});
