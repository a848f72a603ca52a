import { describe, expect, it } from 'vitest';
import { locales } from '@brokkie/domain/locales';
import {
  composeReferralCode,
  isReferralCode,
  maxReferralMailsPerDay,
  referralCodePrefix,
  referralLimitResetsAt,
  referralTypes,
  remainingReferralMails,
} from '@brokkie/domain/referral';
import { linksOf } from '../../../src/modules/mail/mail-templates.ts';
import { renderReferralMail } from '../../../src/modules/referral/referral-mail.ts';
import { referralOrigin, referralShareUrl } from '../../../src/modules/referral/referral-service.ts';

describe('referral codes', () => {
  it('read as the first name and four characters that cannot be mistaken for others', () => {
    expect(referralCodePrefix('Max')).toBe('MAX');
    expect(referralCodePrefix('Zoë-Anne')).toBe('ZOEANNE');
    expect(referralCodePrefix('  François ')).toBe('FRANCOIS');
    expect(referralCodePrefix('Maximiliaan')).toBe('MAXIMILI');
    expect(referralCodePrefix('')).toBe('BROKKIE');
    expect(referralCodePrefix('X')).toBe('BROKKIE');
    expect(referralCodePrefix('李')).toBe('BROKKIE');

    let next = 0;
    const code = composeReferralCode('Max', () => next++);
    expect(code).toBe('MAX-ABCD');
    expect(isReferralCode(code)).toBe(true);
    for (let i = 0; i < 200; i += 1) {
      const random = composeReferralCode('Zoë', (n) => Math.floor(Math.random() * n));
      expect(random).toMatch(/^ZOE-[A-HJKMNP-Z2-9]{4}$/);
      expect(isReferralCode(random)).toBe(true);
    }
    expect(isReferralCode('MAX-0OI1')).toBe(false);
    expect(isReferralCode('WELCOME15')).toBe(false);
  });
});

describe('the daily limit of referral e-mails', () => {
  it('counts down from the limit and frees up 24 hours after the oldest mail', () => {
    expect(remainingReferralMails(0)).toBe(maxReferralMailsPerDay);
    expect(remainingReferralMails(maxReferralMailsPerDay - 3)).toBe(3);
    expect(remainingReferralMails(maxReferralMailsPerDay + 5)).toBe(0);
    expect(referralLimitResetsAt(new Date('2025-03-01T09:30:00Z')).toISOString()).toBe('2025-03-02T09:30:00.000Z');
  });
});

describe('the sign-up link', () => {
  it('leads to the country’s web app in production and to the origin in use elsewhere', () => {
    expect(referralOrigin({ production: true, requestOrigin: 'https://app.brokkie.be' }, 'app.brokkie.nl')).toBe(
      'https://app.brokkie.nl',
    );
    expect(referralOrigin({ production: true, requestOrigin: 'https://app.brokkie.be' }, undefined)).toBe('https://app.brokkie.be');
    expect(referralOrigin({ production: false, requestOrigin: 'http://localhost:3000' }, 'app.brokkie.nl')).toBe(
      'http://localhost:3000',
    );
    expect(referralShareUrl('https://app.brokkie.be', 'nl-be', 'MAX-7K3Q')).toBe('https://app.brokkie.be/signup?ref=MAX-7K3Q');
    expect(referralShareUrl('https://app.brokkie.be', 'fr-be', 'MAX-7K3Q')).toBe('https://app.brokkie.be/fr-be/signup?ref=MAX-7K3Q');
  });
});

describe('the referral e-mail', () => {
  const shareUrl = 'https://app.brokkie.be/en/signup?ref=ZOE-7K3Q';

  it.each(locales)('is complete in %s for dog and cat people, with and without a name and a note', (locale) => {
    for (const type of referralTypes) {
      for (const referrerName of ['Zoë', '']) {
        for (const message of ['See you at the dog park!', undefined]) {
          const mail = renderReferralMail({
            type,
            locale,
            to: 'friend@example.com',
            referrerName,
            code: 'ZOE-7K3Q',
            shareUrl,
            discount: '25 %',
            message,
          });
          for (const part of [mail.subject, mail.html, mail.text]) {
            expect(part).not.toMatch(/\b(mail|common|referral|thankyou_dog|thankyou_cat)\.\w+/);
            expect(part).not.toMatch(/\{\w+\}/);
          }
          expect(mail.text).toContain('ZOE-7K3Q');
          expect(mail.text).toContain(shareUrl);
          expect(mail.html).toContain('25 %');
          expect(linksOf(mail.html)).toEqual([shareUrl]);
          if (referrerName) expect(mail.subject).toContain('Zoë');
          if (message) expect(mail.text).toContain('> See you at the dog park!');
          else expect(mail.html).not.toContain('<blockquote');
        }
      }
    }
  });

  it('tells dog people and cat people apart and escapes what the customer typed', () => {
    const base = { locale: 'en' as const, to: 'friend@example.com', code: 'ZOE-7K3Q', shareUrl, discount: '25%' };
    const dog = renderReferralMail({ ...base, type: 'thankyou_dog', referrerName: 'Zoë' });
    const cat = renderReferralMail({ ...base, type: 'thankyou_cat', referrerName: 'Zoë' });
    expect(dog.subject).toBe('Zoë thinks your dog will love Brokkie');
    expect(cat.subject).toBe('Zoë thinks your cat will love Brokkie');
    expect(cat.text).toContain('your cat');
    expect(cat.text).not.toContain('your dog');

    const sneaky = renderReferralMail({
      ...base,
      type: 'thankyou_dog',
      referrerName: '<img src=x>',
      message: 'Line one\n<script>alert(1)</script>',
    });
    expect(sneaky.html).not.toContain('<script>');
    expect(sneaky.html).not.toContain('<img');
    expect(sneaky.html).toContain('Line one<br>&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(sneaky.text).toContain('> <script>alert(1)</script>');
    expect(linksOf(sneaky.html)).toEqual([shareUrl]);
  });
});
