import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCustomerById } from '@brokkie/db/customer-queries';
import { deliveries } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import type { MailTransport } from '../../../src/modules/mail/mail-transport.ts';
import { sendReferralEmails } from '../../../src/modules/referral/referral-service.ts';

let api: TestApi;

interface Signed {
  token: string;
  customerId: string;
  email: string;
}

let ip = 0;
async function signUp(name: string, options: { paid: boolean }): Promise<Signed> {
  ip += 1;
  const browser = new TestBrowser(api.app, `10.0.161.${ip}`);
  const email = uniqueEmail('referrer');
  await browser.signUp(email, 'woofwoof42', name);
  const token = await browser.idToken();
  const customerId: string = (await call('GET', '/api/customer/', { token })).json().results[0].id;
  if (options.paid) {
    // The first box is paid: from then on the customer can refer friends.
    await api.database.handle.db
      .insert(deliveries)
      .values({ customerId, kind: 'first', status: 'paid', country: 'BE', paidAt: new Date() });
  }
  return { token, customerId, email };
}

async function signInAsStaff(): Promise<string> {
  const browser = new TestBrowser(api.app, '10.0.161.200');
  expect((await browser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
  return browser.idToken();
}

function call(
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  options: { token?: string; body?: unknown; language?: string; origin?: string } = {},
) {
  return api.app.inject({
    method,
    url,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      'accept-language': options.language ?? 'en',
      origin: options.origin ?? 'http://localhost:3000',
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}

const send = (who: Signed, body: unknown, language = 'en') =>
  call('POST', '/api/customer/send_referral_emails/', { token: who.token, body, language });

interface MailboxMessage {
  id: number;
  url: string;
  kind: string;
  locale: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
}

async function mailsTo(address: string): Promise<MailboxMessage[]> {
  const list = await api.app.inject({ method: 'GET', url: `/api/dev/mailbox/?to=${encodeURIComponent(address)}` });
  const summaries: { url: string }[] = list.json().results;
  return Promise.all(summaries.map(async (summary) => (await api.app.inject({ method: 'GET', url: `/api${summary.url}` })).json()));
}

async function languageUrl(isoCode: string): Promise<string> {
  const list = await call('GET', '/api/language/?limit=100');
  return list.json().results.find((language: { iso_code: string }) => language.iso_code === isoCode).url;
}

let zoe: Signed;
let newcomer: Signed;
let staff: string;

beforeAll(async () => {
  api = await createTestApi();
  zoe = await signUp('Zoë Peeters', { paid: true });
  newcomer = await signUp('Nina Nieuw', { paid: false });
  staff = await signInAsStaff();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /customer/referral/', () => {
  it('gives a customer with a paid box a stable code, a sign-up link and the rewards in their language', async () => {
    const response = await call('GET', '/api/customer/referral/', { token: zoe.token });
    expect(response.statusCode).toBe(200);
    const referral = response.json();
    expect(referral.code).toMatch(/^ZOE-[A-HJKMNP-Z2-9]{4}$/);
    expect(referral).toEqual({
      eligible: true,
      message: null,
      code: referral.code,
      share_url: `http://localhost:3000/en/signup?ref=${referral.code}`,
      locale: 'en',
      friend_reward: { discount: 2500, text: 'Your friend gets 25% off their first box with your code.' },
      referrer_reward: {
        amount: 1000,
        text: 'You get €10.00 off your next delivery for every friend whose first box is paid.',
      },
      invitations_sent: 0,
      friends_ordered: 0,
      daily_limit: 20,
      remaining_today: 20,
    });

    const again = (await call('GET', '/api/customer/referral/', { token: zoe.token, language: 'nl-be' })).json();
    expect(again.code).toBe(referral.code);
    expect(again.share_url).toBe(`http://localhost:3000/signup?ref=${referral.code}`);
    expect(again.friend_reward.text).toBe('Je vriend krijgt met jouw code 25% korting op de eerste box.');
    // Intl separates the euro sign with a no-break space.
    expect(again.referrer_reward.text.replace(/\s/g, ' ')).toBe(
      'Jij krijgt € 10,00 korting op je volgende levering voor elke vriend van wie de eerste box betaald is.',
    );
  });

  it('makes the code the friends’ onboarding coupon of 25 %', async () => {
    const { code } = (await call('GET', '/api/customer/referral/', { token: zoe.token })).json();
    const exists = await call('POST', '/api/couponcode/couponcode_exists/', { body: { code: code.toLowerCase() } });
    expect(exists.statusCode).toBe(200);
    expect(exists.json()).toMatchObject({
      code,
      exists: true,
      valid: true,
      coupon: { code, type: 'percentage', value: 2500, is_onboarding: true },
    });
  });

  it('links in the customer’s own language once they chose one', async () => {
    const patched = await call('PATCH', `/api/customer/${zoe.customerId}/`, {
      token: zoe.token,
      body: { prefered_language: await languageUrl('fr-BE') },
    });
    expect(patched.statusCode).toBe(200);
    const referral = (await call('GET', '/api/customer/referral/', { token: zoe.token, language: 'en' })).json();
    expect(referral.locale).toBe('fr-be');
    expect(referral.share_url).toBe(`http://localhost:3000/fr-be/signup?ref=${referral.code}`);
    // The dashboard's texts stay in the language the customer reads it in.
    expect(referral.friend_reward.text).toBe('Your friend gets 25% off their first box with your code.');
  });

  it('has no code yet for a customer whose first box is not paid, and says why', async () => {
    const response = await call('GET', '/api/customer/referral/', { token: newcomer.token, language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      eligible: false,
      message: 'Vous pourrez inviter des amis dès que votre première box aura été payée.',
      code: null,
      share_url: null,
      friend_reward: { discount: 2500 },
      remaining_today: 20,
    });
  });

  it('has no code for an anonymous account', async () => {
    const browser = new TestBrowser(api.app, '10.0.161.150');
    await browser.signInAnonymously();
    const token = await browser.idToken();
    const referral = (await call('GET', '/api/customer/referral/', { token })).json();
    expect(referral).toMatchObject({
      eligible: false,
      code: null,
      message: 'Create an account with your e-mail address to invite friends.',
    });
  });

  it('needs a signed-in customer', async () => {
    expect((await call('GET', '/api/customer/referral/')).statusCode).toBe(401);
    expect((await call('POST', '/api/customer/send_referral_emails/', { body: { type: 'thankyou_dog', subjects: ['a@example.com'] } })).statusCode).toBe(401);
  });
});

describe('POST /customer/send_referral_emails/', () => {
  it('sends each friend one e-mail in the customer’s language with the code and the link', async () => {
    const { code } = (await call('GET', '/api/customer/referral/', { token: zoe.token })).json();
    const first = uniqueEmail('friend');
    const second = uniqueEmail('friend');
    const response = await send(zoe, {
      type: 'thankyou_dog',
      subjects: [first, ` ${second.toUpperCase()} `, second],
      message: 'Onze Rex is er gek op!\n<b>Probeer het</b>',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ sent: 2, remaining_today: 18 });

    const [mail] = await mailsTo(first);
    expect(mail).toMatchObject({ kind: 'referral', locale: 'fr-be', to: first });
    expect(mail!.subject).toBe('Zoë pense que votre chien va adorer Brokkie');
    expect(mail!.links).toEqual([`http://localhost:3000/fr-be/signup?ref=${code}`]);
    expect(mail!.text).toContain(code);
    expect(mail!.text).toContain('Zoë vous écrit :');
    expect(mail!.text).toContain('> Onze Rex is er gek op!');
    expect(mail!.html).toContain('&#60;b&#62;Probeer het&#60;/b&#62;');
    // French sets a no-break space before the per cent sign.
    expect(mail!.html).toMatch(/25\s% de réduction/);
    expect(await mailsTo(second)).toHaveLength(1);

    const referral = (await call('GET', '/api/customer/referral/', { token: zoe.token })).json();
    expect(referral).toMatchObject({ invitations_sent: 2, remaining_today: 18 });
  });

  it('writes for cat people when the type says so', async () => {
    const friend = uniqueEmail('catfriend');
    expect((await send(zoe, { type: 'thankyou_cat', subjects: [friend] })).json()).toEqual({ sent: 1, remaining_today: 17 });
    const [mail] = await mailsTo(friend);
    expect(mail!.subject).toBe('Zoë pense que votre chat va adorer Brokkie');
    expect(mail!.text).toContain('les chats');
  });

  it('sends in the request’s language when the customer chose none', async () => {
    const lotte = await signUp('Lotte', { paid: true });
    const friend = uniqueEmail('friend');
    expect((await send(lotte, { type: 'thankyou_dog', subjects: [friend] }, 'de')).statusCode).toBe(200);
    const [mail] = await mailsTo(friend);
    expect(mail).toMatchObject({ locale: 'de', subject: 'Lotte meint, dein Hund wird Brokkie lieben' });
    expect(mail!.links[0]).toMatch(/^http:\/\/localhost:3000\/de\/signup\?ref=LOTTE-[A-HJKMNP-Z2-9]{4}$/);
  });

  it('refuses addresses that are not e-mail addresses, and too few or too many', async () => {
    const invalid = await send(zoe, { type: 'thankyou_dog', subjects: ['friend@example.com', 'not-an-address'] });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toEqual({
      code: 'validation_error',
      detail: 'Some fields are not valid.',
      fields: { 'subjects.1': ['Invalid email address. Please enter a valid email.'] },
    });
    const none = await send(zoe, { type: 'thankyou_dog', subjects: [] });
    expect(none.json().fields).toEqual({ subjects: ['Choose at least 1.'] });
    const many = await send(zoe, {
      type: 'thankyou_dog',
      subjects: Array.from({ length: 11 }, (_, i) => `friend${i}@example.com`),
    });
    expect(many.json().fields).toEqual({ subjects: ['Choose at most 10.'] });
    const wrongType = await send(zoe, { type: 'thankyou_hamster', subjects: ['friend@example.com'] });
    expect(wrongType.json().fields.type).toHaveLength(1);
    const longNote = await send(zoe, { type: 'thankyou_dog', subjects: ['friend@example.com'], message: 'x'.repeat(501) });
    expect(longNote.json().fields).toEqual({ message: ['The maximum length is 500 characters.'] });
    expect(await mailsTo('friend@example.com')).toEqual([]);
  });

  it('refuses the customer’s own address', async () => {
    const response = await send(zoe, { type: 'thankyou_dog', subjects: ['pal@example.com', zoe.email.toUpperCase()] }, 'nl');
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ 'subjects.1': ['Dit is je eigen e-mailadres: vul het adres van een vriend in.'] });
    expect(await mailsTo('pal@example.com')).toEqual([]);
  });

  it('refuses a customer whose first box is not paid', async () => {
    const friend = uniqueEmail('friend');
    const response = await send(newcomer, { type: 'thankyou_dog', subjects: [friend] });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'permission_denied',
      detail: 'You can invite friends as soon as your first box has been paid.',
    });
    expect(await mailsTo(friend)).toEqual([]);
  });

  it('allows 20 e-mails in 24 hours and answers 429 after that', async () => {
    const sender = await signUp('Ruben', { paid: true });
    const friends = (n: number) => Array.from({ length: n }, () => uniqueEmail('limit'));
    expect((await send(sender, { type: 'thankyou_dog', subjects: friends(10) })).json()).toEqual({ sent: 10, remaining_today: 10 });
    expect((await send(sender, { type: 'thankyou_dog', subjects: friends(7) })).json()).toEqual({ sent: 7, remaining_today: 3 });

    const tooMany = friends(5);
    const partial = await send(sender, { type: 'thankyou_dog', subjects: tooMany });
    expect(partial.statusCode).toBe(429);
    expect(partial.json()).toEqual({
      code: 'throttled',
      detail: 'You have 3 of your 20 invitations for these 24 hours left: choose fewer friends.',
    });
    expect(Number(partial.headers['retry-after'])).toBeGreaterThan(23 * 60 * 60);
    expect(await mailsTo(tooMany[0]!)).toEqual([]);

    expect((await send(sender, { type: 'thankyou_dog', subjects: friends(3) })).json()).toEqual({ sent: 3, remaining_today: 0 });
    const full = await send(sender, { type: 'thankyou_dog', subjects: friends(1) }, 'nl-be');
    expect(full.statusCode).toBe(429);
    expect(full.json()).toEqual({
      code: 'throttled',
      detail: 'Je hebt de afgelopen 24 uur 20 uitnodigingen verstuurd, het maximum. Probeer het later opnieuw.',
    });
    expect((await call('GET', '/api/customer/referral/', { token: sender.token })).json()).toMatchObject({
      invitations_sent: 20,
      remaining_today: 0,
    });
  });
});

describe('sending at the limit', () => {
  it('lets only one of two requests at once take the last invitations', async () => {
    const sender = await signUp('Bram', { paid: true });
    const friends = (n: number) => Array.from({ length: n }, () => uniqueEmail('race'));
    expect((await send(sender, { type: 'thankyou_cat', subjects: friends(5) })).statusCode).toBe(200);
    const responses = await Promise.all([
      send(sender, { type: 'thankyou_cat', subjects: friends(10) }),
      send(sender, { type: 'thankyou_cat', subjects: friends(10) }),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 429]);
    expect((await call('GET', '/api/customer/referral/', { token: sender.token })).json()).toMatchObject({
      invitations_sent: 15,
      remaining_today: 5,
    });
  });

  it('does not count the e-mails that could not be sent', async () => {
    const sender = await signUp('Ilse', { paid: true });
    const customer = await findCustomerById(api.database.handle.db, sender.customerId);
    const delivered: string[] = [];
    const failing: MailTransport = {
      name: 'smtp',
      async send(message) {
        if (delivered.length === 1) throw new Error('SMTP server went away');
        delivered.push(message.to);
      },
      async close() {},
    };
    const subjects = [uniqueEmail('first'), uniqueEmail('second'), uniqueEmail('third')];
    await expect(
      sendReferralEmails(api.database.handle.db, failing, customer!, {
        locale: 'en',
        site: { production: false, requestOrigin: 'http://localhost:3000' },
        now: new Date(),
        body: { type: 'thankyou_dog', subjects },
      }),
    ).rejects.toThrow('SMTP server went away');
    expect(delivered).toEqual([subjects[0]]);
    expect((await call('GET', '/api/customer/referral/', { token: sender.token })).json()).toMatchObject({
      invitations_sent: 1,
      remaining_today: 19,
    });
  });
});

describe('GET /customer/referral/preview/', () => {
  it('renders the e-mail a friend would get, with the note', async () => {
    const { code } = (await call('GET', '/api/customer/referral/', { token: zoe.token })).json();
    const response = await call('GET', `/api/customer/referral/preview/?type=thankyou_cat&message=${encodeURIComponent('Miauw!')}`, {
      token: zoe.token,
    });
    expect(response.statusCode).toBe(200);
    const preview = response.json();
    expect(preview).toEqual({ locale: 'fr-be', subject: 'Zoë pense que votre chat va adorer Brokkie', html: expect.any(String), text: expect.any(String) });
    expect(preview.html).toContain(`href="http://localhost:3000/fr-be/signup?ref=${code}"`);
    expect(preview.text).toContain('> Miauw!');
    expect(preview.text).toContain(code);
  });

  it('checks the type and the eligibility', async () => {
    const noType = await call('GET', '/api/customer/referral/preview/', { token: zoe.token });
    expect(noType.statusCode).toBe(400);
    expect(Object.keys(noType.json().fields)).toEqual(['type']);
    const notYet = await call('GET', '/api/customer/referral/preview/?type=thankyou_dog', { token: newcomer.token });
    expect(notYet.statusCode).toBe(403);
  });
});

describe('staff acting as a customer (customer_override)', () => {
  it('may see the code and the preview, never send', async () => {
    const own = (await call('GET', '/api/customer/referral/', { token: zoe.token })).json();
    const seen = await call('GET', `/api/customer/referral/?customer_override=${zoe.customerId}`, { token: staff });
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toMatchObject({ code: own.code, invitations_sent: own.invitations_sent });
    const preview = await call('GET', `/api/customer/referral/preview/?type=thankyou_dog&customer_override=${zoe.customerId}`, {
      token: staff,
    });
    expect(preview.statusCode).toBe(200);

    const friend = uniqueEmail('friend');
    const sent = await call('POST', `/api/customer/send_referral_emails/?customer_override=${zoe.customerId}`, {
      token: staff,
      body: { type: 'thankyou_dog', subjects: [friend] },
    });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().detail).toBe('You are viewing this customer as staff (customer_override): changes are not allowed.');
    expect(await mailsTo(friend)).toEqual([]);
  });
});
