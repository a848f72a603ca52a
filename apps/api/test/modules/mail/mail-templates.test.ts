import { describe, expect, it } from 'vitest';
import { templatedMailKinds } from '@brokkie/contracts/mail';
import { locales } from '@brokkie/domain/locales';
import { linksOf, renderMail } from '../../../src/modules/mail/mail-templates.ts';

describe('identity e-mails', () => {
  it.each(locales)('are complete in %s for every kind, as HTML and as text', (locale) => {
    for (const kind of templatedMailKinds) {
      const mail = renderMail(kind, locale, 'owner@example.com', {
        name: 'Sam',
        actionUrl: 'https://app.brokkie.be/reset-password/abc',
        params: {
          email: 'new@example.com',
          old_email: 'old@example.com',
          new_email: 'new@example.com',
          // The billing e-mails' values (modules/billing/billing-mails.ts).
          date: 'Tuesday 22 December',
          total: '€ 42.50',
          contents: '2 × Chicken & Rice Adult (4 kg)',
          cut_off: 'Thursday 17 December 14:00',
          retry: 'Friday 18 December 14:00',
          expires: 'Sunday 17 January',
          invoice: 'BRK-2026-000001',
          next_date: 'Tuesday 19 January',
          next: 'Your next box follows on Tuesday 19 January.',
          pets: 'Rex and Minou',
          // The reminder notice's (modules/reminder/reminder-notices.ts).
          pet: 'Rex',
          reminder: 'Rabies booster',
          time: '09:00',
        },
      });
      for (const part of [mail.subject, mail.html, mail.text]) {
        expect(part).not.toMatch(/\b(mail|common|password_reset|welcome|email_\w+)\.\w+/);
        expect(part).not.toMatch(/\{\w+\}/);
      }
      expect(mail.html).toContain('Sam');
      expect(mail.text).toContain('https://app.brokkie.be/reset-password/abc');
      expect(linksOf(mail.html)).toEqual(['https://app.brokkie.be/reset-password/abc']);
    }
  });

  it('reads as English and escapes what users typed', () => {
    const mail = renderMail('password_reset', 'en', 'owner@example.com', {
      name: '<script>alert(1)</script>',
      actionUrl: 'https://app.brokkie.be/en/reset-password/abc?x=1&y=2',
    });
    expect(mail.subject).toBe('Choose a new password for Brokkie');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.html).toContain('href="https://app.brokkie.be/en/reset-password/abc?x=1&#38;y=2"');
    expect(linksOf(mail.html)).toEqual(['https://app.brokkie.be/en/reset-password/abc?x=1&y=2']);
    expect(mail.text).toContain('Hi <script>alert(1)</script>,');
  });

  it('lists a box per pet where the kind has a list: one row each in HTML, one line each in the text, escaped', () => {
    const mail = renderMail('delivery_shipped', 'en', 'owner@example.com', {
      name: 'Sam',
      actionUrl: 'https://app.brokkie.be/en/dashboard/order-history',
      params: { date: 'Tuesday 22 December' },
      list: [
        { title: 'Rex <3', text: '2 × Chicken & Rice Adult (4 kg)' },
        { title: 'Minou', text: '1 × Salmon Cat' },
      ],
    });
    expect(mail.html).toContain('<strong>Rex &#60;3</strong><br>2 × Chicken &#38; Rice Adult (4 kg)');
    expect(mail.html).toContain('<strong>Minou</strong><br>1 × Salmon Cat');
    expect(mail.html).toContain('border-collapse:separate');
    expect(mail.text).toContain(
      'arrives on Tuesday 22 December. Here is what is in it:\n\n- Rex <3: 2 × Chicken & Rice Adult (4 kg)\n- Minou: 1 × Salmon Cat\n\n',
    );
    // Without a list, nothing of it shows.
    const empty = renderMail('delivery_shipped', 'en', 'owner@example.com', { actionUrl: 'https://x', params: { date: 'Tuesday' } });
    expect(empty.text).not.toContain('\n- ');
    expect(empty.html).not.toContain('border-collapse:separate');
  });

  it('greets without a name when there is none', () => {
    expect(renderMail('welcome', 'nl-be', 'a@example.com', { name: '', actionUrl: 'https://x' }).text).toContain('Hallo,');
  });
});
