import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brusselsInstant, dispatchDayFor } from '@brokkie/domain/billing-schedule';
import { formatCents } from '@brokkie/domain/format';
import { belgianAddress, cat, DeliveryTestKit, dog, type Owner } from '../delivery/delivery-test-kit.ts';
import { daysAfter, mailsTo, minutesAfter, nextDelivery, runBilling, type MailboxMessage, type Subscriber } from './billing-test-kit.ts';

/**
 * The e-mails a paying customer gets (docs/billing.md, E-mails): the order confirmation of the
 * first box, the on-its-way e-mail on the box's dispatch day, and the trial-ending e-mail before
 * the box a trial box turns into — each in the customer's language, once.
 */

const kit = new DeliveryTestKit('10.0.97');

beforeAll(() => kit.start());
afterAll(() => kit.stop());

const run = (now?: Date) => runBilling(kit.api.app, now);

/** A customer through the funnel to a paid first delivery, optionally a trial box and in a preferred language. */
async function subscribeWith(owner: Owner, pets: readonly { id: number }[], options: { testbag?: boolean; language?: string } = {}): Promise<Subscriber> {
  if (options.language) {
    const languages = await kit.ok('GET', '/api/language/?limit=100', owner.token);
    const language = languages.results.find((row: { iso_code: string }) => row.iso_code === options.language);
    await kit.ok('PATCH', `/api/customer/${owner.customerId}/`, owner.token, { prefered_language: language.url });
  }
  const created = await kit.ok(
    'POST',
    '/api/delivery/create_for_animals/',
    owner.token,
    { animals: pets.map((pet) => pet.id), country: 'BE', testbag: options.testbag ?? false },
    201,
  );
  await kit.defaultAddress(owner, belgianAddress);
  const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, owner.token, {});
  await kit.payAt(pay.checkout_url, 'paid');
  const recurring = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0];
  const customer = (await kit.ok('GET', '/api/customer/', owner.token)).results[0];
  return { ...owner, email: customer.email, recurringUrl: recurring.url, firstDeliveryId: created.delivery.id };
}

async function mailsOfKind(subscriber: Subscriber, kind: string): Promise<MailboxMessage[]> {
  return (await mailsTo(kit.api.app, subscriber.email)).filter((mail) => mail.kind === kind);
}

describe('the order confirmation and the on-its-way e-mail, in Dutch and in French', () => {
  let lotte: Subscriber;
  let camille: Subscriber;
  let lotteBox: { delivery_date: string; total: number; invoice_number: string };

  beforeAll(async () => {
    const dutch = await kit.signUp('Lotte Maes');
    const rex = await kit.pet(dutch, dog);
    const minou = await kit.pet(dutch, cat);
    lotte = await subscribeWith(dutch, [rex, minou]);
    const french = await kit.signUp('Camille Dubois');
    const max = await kit.pet(french, { ...dog, name: 'Max' });
    camille = await subscribeWith(french, [max], { language: 'fr-BE' });
    lotteBox = await kit.ok('GET', `/api/delivery/${lotte.firstDeliveryId}/`, lotte.token);
  });

  it('confirms a paid first box once: contents per pet, price, date, invoice, the next box and its cut-off (Dutch)', async () => {
    expect(await mailsOfKind(lotte, 'order_confirmation')).toEqual([]);
    const report = await run(new Date());
    expect(report.order_confirmed).toEqual(expect.arrayContaining([lotte.firstDeliveryId, camille.firstDeliveryId]));
    expect((await run(new Date())).order_confirmed).toEqual([]);

    const [mail, ...more] = await mailsOfKind(lotte, 'order_confirmation');
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Bedankt voor je bestelling: je eerste Brokkie-box komt op \w+dag \d+ \w+$/);
    expect(mail!.text).toContain('Hallo Lotte,');
    expect(mail!.text).toContain(`We hebben je betaling van ${formatCents(lotteBox.total, 'nl-BE')} ontvangen.`);
    // One line per pet, each with its own food.
    expect(mail!.text).toMatch(/\n- Rex: \d+\u00a0×\u00a0[^\n]+\(\d+(,\d)?\u00a0kg\)/);
    expect(mail!.text).toMatch(/\n- Minou: \d+\u00a0×\u00a0[^\n]+/);
    expect(mail!.html).toContain('<strong>Rex</strong>');
    expect(mail!.text).toContain(`Je factuur (${lotteBox.invoice_number}) staat klaar`);
    const next = await nextDelivery(kit, lotte);
    const cutOff = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', day: 'numeric', month: 'long' }).format(new Date(next.cut_off_at!));
    expect(mail!.text).toMatch(new RegExp(`Daarna komt je volgende box op \\w+dag \\d+ \\w+\\. Tot \\w+dag ${cutOff} om 14:00 kun je hem nog wijzigen`));
    // The invoice is linked: the order history, in the customer's language (Dutch: no prefix).
    expect(mail!.links).toEqual(['http://localhost:3000/dashboard/order-history']);
    // Reads on a phone: a viewport and a column at most 560 px wide.
    expect(mail!.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail!.html).toContain('max-width:560px');
  });

  it('confirms in the customer’s preferred language, with the page of that language (French, Belgium)', async () => {
    const [mail, ...more] = await mailsOfKind(camille, 'order_confirmation');
    expect(more).toEqual([]);
    expect(mail!.subject).toMatch(/^Merci pour votre commande\s: votre première box Brokkie arrive le \p{L}+ \d+ \p{L}+$/u);
    expect(mail!.text).toContain('Bonjour Camille,');
    expect(mail!.text).toMatch(/\n- Max: \d+\u00a0×\u00a0Poulet/);
    expect(mail!.text).toContain('Votre facture (BRK-');
    expect(mail!.text).toMatch(/Votre box suivante arrivera le \p{L}+ \d+ \p{L}+\. Vous pouvez la modifier ou la sauter jusqu’au \p{L}+ \d+ \p{L}+ à 14:00\./u);
    expect(mail!.links).toEqual(['http://localhost:3000/fr-be/dashboard/order-history']);
  });

  it('tells the customer the box is on its way on its dispatch day, once, with the day it comes', async () => {
    const leavesAt = brusselsInstant(dispatchDayFor(lotteBox.delivery_date, 'BE'), 14);
    expect((await run(minutesAfter(leavesAt, -1))).shipped).not.toContain(lotte.firstDeliveryId);
    expect(await mailsOfKind(lotte, 'delivery_shipped')).toEqual([]);
    expect((await run(minutesAfter(leavesAt, 1))).shipped).toContain(lotte.firstDeliveryId);
    expect((await run(minutesAfter(leavesAt, 2))).shipped).toEqual([]);

    const [mail, ...more] = await mailsOfKind(lotte, 'delivery_shipped');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Je Brokkie-box is onderweg');
    const day = new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', weekday: 'long', day: 'numeric', month: 'long' }).format(
      new Date(`${lotteBox.delivery_date}T12:00:00Z`),
    );
    expect(mail!.text).toContain(`je box heeft ons magazijn verlaten en komt op ${day}.`);
    expect(mail!.text).toMatch(/\n- Rex: /);
    expect(mail!.links).toEqual(['http://localhost:3000/dashboard/order-history']);

    // A box due before today is never announced late.
    expect((await run(daysAfter(`${lotteBox.delivery_date}T12:00:00Z`, 1))).shipped).toEqual([]);
  });
});

describe('the trial-ending e-mail', () => {
  let sam: Subscriber;
  let boxId: number;
  let cutOff: string;

  beforeAll(async () => {
    const owner = await kit.signUp('Sam Peeters');
    const rex = await kit.pet(owner, dog);
    sam = await subscribeWith(owner, [rex], { testbag: true });
    const first = await kit.ok('GET', `/api/delivery/${sam.firstDeliveryId}/`, owner.token);
    expect(first).toMatchObject({ testbag: true, status: 'paid' });
    const report = await run(new Date());
    boxId = report.created.at(-1)!;
    const next = await nextDelivery(kit, sam);
    expect(next.delivery!.id).toBe(boxId);
    cutOff = next.cut_off_at!;
  });

  it('comes three days before the cut-off of the box the trial turns into, once, instead of the usual announcement', async () => {
    expect((await run(daysAfter(cutOff, -4))).reminded).not.toContain(boxId);
    expect((await run(minutesAfter(daysAfter(cutOff, -3), 1))).reminded).toContain(boxId);
    expect((await run(minutesAfter(daysAfter(cutOff, -3), 2))).reminded).not.toContain(boxId);

    expect(await mailsOfKind(sam, 'delivery_upcoming')).toEqual([]);
    const [mail, ...more] = await mailsOfKind(sam, 'trial_ending');
    expect(more).toEqual([]);
    const box = (await nextDelivery(kit, sam)).delivery!;
    expect(mail!.subject).toMatch(/^Je proefbox krijgt een vervolg: je volgende box komt op \w+dag \d+ \w+$/);
    // What the next box will cost, what is in it, and until when it can change.
    expect(mail!.text).toContain(`Deze box kost ${formatCents(box.total, 'nl-BE')}.`);
    expect(box.total).toBeGreaterThan(0);
    expect(mail!.text).toMatch(/\n- Rex: \d+\u00a0×\u00a0/);
    expect(mail!.text).toMatch(/Tot \w+dag \d+ \w+ om 14:00 kun je nog alles aanpassen/);
    expect(mail!.links).toEqual(['http://localhost:3000/dashboard/subscription-settings']);
  });

  it('does not come for the boxes after the first paid one', async () => {
    const report = await run(new Date(cutOff));
    expect(report.charged).toEqual(expect.arrayContaining([{ delivery: boxId, attempt: 1, status: 'paid' }]));
    const following = await nextDelivery(kit, sam);
    await run(minutesAfter(daysAfter(following.cut_off_at!, -3), 1));
    expect(await mailsOfKind(sam, 'trial_ending')).toHaveLength(1);
    expect(await mailsOfKind(sam, 'delivery_upcoming')).toHaveLength(1);
  });
});

describe('the subscription e-mails: pets paused, stopped and resumed', () => {
  let lien: Subscriber;
  let rex: { id: number; url: string };
  let minou: { id: number; url: string };
  let nextDate: string;

  beforeAll(async () => {
    const owner = await kit.signUp('Lien Claes');
    rex = await kit.pet(owner, dog);
    minou = await kit.pet(owner, cat);
    lien = await subscribeWith(owner, [rex, minou]);
    await run(new Date());
    nextDate = (await nextDelivery(kit, lien)).delivery!.delivery_date!;
  });

  const dayOf = (date: string) =>
    new Intl.DateTimeFormat('nl-BE', { timeZone: 'Europe/Brussels', weekday: 'long', day: 'numeric', month: 'long' }).format(new Date(`${date}T12:00:00Z`));

  it('pausing one pet: one e-mail naming it, with the next box of the other pets', async () => {
    await kit.ok('POST', `/api/animal/${rex.id}/pause/`, lien.token, {});
    const [mail, ...more] = await mailsOfKind(lien, 'subscription_paused');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Gepauzeerd: de levering voor Rex');
    expect(mail!.text).toContain(`Je volgende box komt op ${dayOf(nextDate)}, met de voeding van je andere dieren.`);
    expect(mail!.links).toEqual(['http://localhost:3000/dashboard/subscription-settings']);
    // Pausing it again is refused (409) and sends nothing.
    expect((await kit.call('POST', `/api/animal/${rex.id}/pause/`, lien.token, {})).statusCode).toBe(409);
    expect(await mailsOfKind(lien, 'subscription_paused')).toHaveLength(1);
  });

  it('stopping the last active pet: no box comes any more, and the e-mail says so', async () => {
    await kit.ok('POST', `/api/animal/${minou.id}/stop/`, lien.token, { reason: 'other food' });
    const [mail, ...more] = await mailsOfKind(lien, 'subscription_stopped');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Gestopt: de levering voor Minou');
    expect(mail!.text).toContain('Zolang geen van je dieren actief is, sturen we geen box en betaal je niets.');
  });

  it('resuming several pets at once: one e-mail naming them all', async () => {
    await kit.ok('POST', '/api/animal/unpause/', lien.token, { animal_ids: `${rex.id},${minou.id}` });
    const [mail, ...more] = await mailsOfKind(lien, 'subscription_resumed');
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Hervat: de levering voor Rex en Minou');
    expect(mail!.text).toMatch(/De voeding zit weer in je volgende box, die op \w+dag \d+ \w+ komt\./);
    // Nothing left to resume: no e-mail.
    await kit.ok('POST', '/api/animal/unpause/', lien.token, { animal_ids: `${rex.id}` });
    expect(await mailsOfKind(lien, 'subscription_resumed')).toHaveLength(1);
  });

  it('a pet of a customer without a running subscription: no e-mail', async () => {
    const owner = await kit.signUp('Noor Jacobs');
    const pet = await kit.pet(owner, dog);
    await kit.ok('POST', `/api/animal/${pet.id}/pause/`, owner.token, {});
    const customer = (await kit.ok('GET', '/api/customer/', owner.token)).results[0];
    expect((await mailsTo(kit.api.app, customer.email)).filter((mail) => mail.kind.startsWith('subscription_'))).toEqual([]);
  });
});
