import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SwitchOver } from '@brokkie/contracts/billing';
import { belgianAddress, cat, DeliveryTestKit, dog, type Owner } from '../delivery/delivery-test-kit.ts';
import { mailsTo, runBilling, type MailboxMessage } from './billing-test-kit.ts';

/**
 * The switch-over guide of the first box (docs/billing.md, "Switch-over guide"): GET
 * /recurringdelivery/{id}/switch_over/ for the thank-you page and the dashboard, and the same
 * guide in the order confirmation e-mail, with each pet's grams from its meal plan, in the
 * customer's language.
 */

const kit = new DeliveryTestKit('10.0.63');

type Step = SwitchOver['steps'][number];

beforeAll(() => kit.start());
afterAll(() => kit.stop());

interface Household extends Owner {
  email: string;
  recurringUrl: string;
  firstBox: { id: number; delivery_date: string };
  pets: { id: number; url: string; name: string }[];
}

/** A customer with pets through the funnel to a paid first box, optionally in a preferred language; `beforePaying` looks first. */
async function household(
  name: string,
  pets: Record<string, unknown>[],
  options: { language?: string; beforePaying?: (owner: Owner, recurringUrl: string) => Promise<void> } = {},
): Promise<Household> {
  const owner = await kit.signUp(name);
  if (options.language) {
    const languages = await kit.ok('GET', '/api/language/?limit=100', owner.token);
    const language = languages.results.find((row: { iso_code: string }) => row.iso_code === options.language);
    await kit.ok('PATCH', `/api/customer/${owner.customerId}/`, owner.token, { prefered_language: language.url });
  }
  const made = [];
  for (const pet of pets) made.push({ ...(await kit.pet(owner, pet)), name: String(pet.name) });
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: made.map((pet) => pet.id), country: 'BE' }, 201);
  await kit.defaultAddress(owner, belgianAddress);
  const recurringUrl: string = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0].url;
  await options.beforePaying?.(owner, recurringUrl);
  const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, owner.token, {});
  await kit.payAt(pay.checkout_url, 'paid');
  const customer = (await kit.ok('GET', '/api/customer/', owner.token)).results[0];
  const firstBox = await kit.ok('GET', `/api${created.delivery.url}`, owner.token);
  return { ...owner, email: customer.email, recurringUrl, firstBox, pets: made };
}

const gramsOf = async (owner: Owner, petId: number): Promise<number> =>
  (await kit.ok('GET', `/api/animal/${petId}/food_percentage_information/`, owner.token)).grams_per_day;

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const shortDay = (tag: string, day: string) =>
  new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Brussels', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${day}T12:00:00Z`));
const grams = (tag: string, value: number) => new Intl.NumberFormat(tag, { style: 'unit', unit: 'gram', maximumFractionDigits: 0 }).format(value);

async function orderConfirmation(customer: Household): Promise<MailboxMessage> {
  const mails = (await mailsTo(kit.api.app, customer.email)).filter((mail) => mail.kind === 'order_confirmation');
  expect(mails).toHaveLength(1);
  return mails[0]!;
}

describe('the switch-over guide of the first box', () => {
  let lotte: Household;
  let camille: Household;
  let lotteGuide: SwitchOver;

  beforeAll(async () => {
    lotte = await household('Lotte Maes', [dog, cat], {
      beforePaying: async (owner, recurringUrl) => {
        // Nothing to switch to before the first box is paid.
        expect((await kit.call('GET', `/api${recurringUrl}switch_over/`, owner.token)).statusCode).toBe(404);
      },
    });
    camille = await household('Camille Dubois', [{ ...dog, name: 'Max', weight: 31 }], { language: 'fr-BE' });
    lotteGuide = await kit.ok('GET', `/api${lotte.recurringUrl}switch_over/`, lotte.token);
    await runBilling(kit.api.app, new Date());
  });

  it('is a week from the first box’s delivery day: 25, 50, 75 and 100 % Brokkie, each pet’s grams adding up to its meal plan', async () => {
    const start = lotte.firstBox.delivery_date;
    expect(lotteGuide).toMatchObject({ delivery: `/delivery/${lotte.firstBox.id}/`, starts_on: start, ends_on: addDays(start, 6) });
    expect(lotteGuide.steps.map((step) => [step.first_day, step.last_day, step.from, step.to, step.new_percentage])).toEqual([
      [1, 2, start, addDays(start, 1), 25],
      [3, 4, addDays(start, 2), addDays(start, 3), 50],
      [5, 6, addDays(start, 4), addDays(start, 5), 75],
      [7, 7, addDays(start, 6), addDays(start, 6), 100],
    ]);
    const [rex, minou] = lotte.pets;
    const daily = { [rex!.url]: await gramsOf(lotte, rex!.id), [minou!.url]: await gramsOf(lotte, minou!.id) };
    expect(lotteGuide.pets).toEqual([
      { animal: rex!.url, name: 'Rex', grams_per_day: daily[rex!.url] },
      { animal: minou!.url, name: 'Minou', grams_per_day: daily[minou!.url] },
    ]);
    for (const step of lotteGuide.steps) {
      for (const portion of step.portions) {
        const total = daily[portion.animal]!;
        expect(portion.new_grams + portion.old_grams).toBe(total);
        // Weighed in steps of 5 g (1 g for a small daily amount): within a step of the share.
        expect(Math.abs(portion.new_grams - (total * step.new_percentage) / 100)).toBeLessThanOrEqual(total >= 100 ? 2.5 : 0.5);
      }
    }
    expect(lotteGuide.steps.at(-1)!.portions.map((portion) => portion.old_grams)).toEqual([0, 0]);
  });

  it('is the customer’s own: another customer’s subscription is not found', async () => {
    expect((await kit.call('GET', `/api${lotte.recurringUrl}switch_over/`, camille.token)).statusCode).toBe(404);
  });

  it('comes in the order confirmation with the same grams and days (Dutch), in HTML and in plain text', async () => {
    const mail = await orderConfirmation(lotte);
    const tag = 'nl-BE';
    expect(mail.text).toContain('Overschakelen op Brokkie, dag na dag');
    const longDay = new Intl.DateTimeFormat(tag, { timeZone: 'Europe/Brussels', weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(`${lotteGuide.starts_on}T12:00:00Z`),
    );
    expect(mail.text).toContain(`Begin op ${longDay}, de dag dat je box aankomt.`);
    for (const pet of lotteGuide.pets) {
      expect(mail.text).toContain(`${pet.name}: ${grams(tag, pet.grams_per_day)} Brokkie per dag`);
      expect(mail.html).toContain(`${pet.name}: ${grams(tag, pet.grams_per_day)} Brokkie per dag`);
      const [first, second, third, last] = lotteGuide.steps.map((step) => ({ step, portion: step.portions.find((found) => found.animal === pet.animal)! }));
      const line = ({ step, portion }: { step: Step; portion: Step['portions'][number] }, days: string) =>
        `- ${days} (${shortDay(tag, step.from)} – ${shortDay(tag, step.to)}): ${grams(tag, portion.new_grams)} Brokkie + ${grams(tag, portion.old_grams)} oud voer`;
      expect(mail.text).toContain(line(first!, 'Dag 1–2'));
      expect(mail.text).toContain(line(second!, 'Dag 3–4'));
      expect(mail.text).toContain(line(third!, 'Dag 5–6'));
      expect(mail.text).toContain(`- Dag 7 (${shortDay(tag, last!.step.from)}): Alleen ${grams(tag, pet.grams_per_day)} Brokkie`);
      expect(mail.html).toContain(`${grams(tag, first!.portion.new_grams)} Brokkie + ${grams(tag, first!.portion.old_grams)} oud voer`);
    }
    expect(mail.html).toContain('Overschakelen op Brokkie, dag na dag</h2>');
    // After the rest of the confirmation, before the button.
    expect(mail.text.indexOf('Overschakelen op Brokkie')).toBeGreaterThan(mail.text.indexOf('Daarna komt je volgende box'));
  });

  it('speaks the customer’s language (French, Belgium)', async () => {
    const guide: SwitchOver = await kit.ok('GET', `/api${camille.recurringUrl}switch_over/`, camille.token);
    const mail = await orderConfirmation(camille);
    const tag = 'fr-BE';
    const [max] = guide.pets;
    expect(max!.grams_per_day).toBe(await gramsOf(camille, camille.pets[0]!.id));
    const first = guide.steps[0]!;
    const portion = first.portions[0]!;
    expect(mail.text).toContain('Passer à Brokkie, jour après jour');
    expect(mail.text).toContain(`Max\u00a0: ${grams(tag, max!.grams_per_day)} de Brokkie par jour`);
    expect(mail.text).toContain(
      `- Jours 1–2 (${shortDay(tag, first.from)} – ${shortDay(tag, first.to)}): ${grams(tag, portion.new_grams)} de Brokkie + ${grams(tag, portion.old_grams)} d’ancienne nourriture`,
    );
    expect(mail.text).toContain(`- Jour 7 (${shortDay(tag, guide.ends_on)}): ${grams(tag, max!.grams_per_day)} de Brokkie uniquement`);
    expect(mail.html).toContain('Passer à Brokkie, jour après jour</h2>');
  });
});
