import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { insuranceHandoverAttempts, insuranceLeads } from '@brokkie/db/schema';
import { insuranceLead } from '@brokkie/contracts/insurance';
import { todayIsoDate } from '@brokkie/domain/dates';
import { insuranceQuote, insuranceStartRange } from '@brokkie/domain/insurance';
import { addCalendarDays } from '@brokkie/domain/reminder-schedule';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser } from '../../helpers/test-browser.ts';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { InsuranceHandover } from '../../../src/modules/insurance/insurance-handover.ts';
import { embeddedInsurerSecret, insurerAdapters } from '../../../src/modules/insurance/insurer-adapter.ts';
import { call, decide, leadBody, signUp, startIn, type Signed } from './insurance-test-kit.ts';

let api: TestApi;
let alice: Signed;
let bob: Signed;
let staff: string;
let alicesDog: number;
let alicesCat: number;
let bobsDog: number;

const ip = (n: number) => `10.0.150.${n}`;

async function pet(owner: Signed, body: Record<string, unknown>): Promise<number> {
  const response = await call(api.app, 'POST', '/api/animal/', owner.token, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().id;
}

async function createLead(owner: Signed, overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const response = await call(api.app, 'POST', '/api/insurancelead/', owner.token, leadBody(overrides), headers);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const runHandover = async (now?: string) => {
  const response = await call(api.app, 'POST', '/api/dev/insurance/handover/run/', undefined, now ? { now } : {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
};

const devLead = async (id: number) => {
  const response = await call(api.app, 'GET', '/api/dev/insurance/leads/?limit=500');
  return response.json().results.find((lead: { id: number }) => lead.id === id);
};

const leadRows = (customerId: string) => api.database.handle.db.select().from(insuranceLeads).where(eq(insuranceLeads.customerId, customerId));

beforeAll(async () => {
  api = await createTestApi();
  alice = await signUp(api.app, ip(1));
  bob = await signUp(api.app, ip(2));
  const browser = new TestBrowser(api.app, ip(250));
  expect((await browser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
  staff = await browser.idToken();
  alicesDog = await pet(alice, {
    name: 'Bolt',
    type: 'dog',
    sex: 'male',
    dateOfBirth: addCalendarDays(todayIsoDate(), -2 * 365 - 40),
    weight: 12,
    size: 'medium',
  });
  alicesCat = await pet(alice, {
    name: 'Minou',
    type: 'cat',
    sex: 'female',
    dateOfBirth: addCalendarDays(todayIsoDate(), -3 * 365),
    weight: 4.2,
    indoor: true,
  });
  bobsDog = await pet(bob, { name: 'Bruno', type: 'dog', sex: 'male', dateOfBirth: '2021-05-17', weight: 30 });
});
afterAll(async () => {
  await api?.close();
});

describe('a lead’s life: new → sent → accepted or refused', () => {
  it('stores the lead with the premium the API quotes, hands it to the embedded insurer, and takes its signed decision', async () => {
    const body = leadBody();
    const created = await call(api.app, 'POST', '/api/insurancelead/', alice.token, body);
    expect(created.statusCode, created.body).toBe(201);
    const lead = created.json();
    expect(created.headers.location).toBe(`/api/insurancelead/${lead.id}/`);
    expect(insuranceLead.safeParse(lead).success).toBe(true);
    const pet = body.pet as { date_of_birth: string };
    const quote = insuranceQuote(
      { type: 'dog', dateOfBirth: pet.date_of_birth, size: 'large' },
      { offer: 'standard', cover: 'comfort', deductible: 10_000 },
      startIn(10),
    );
    expect(quote).toEqual({ eligible: true, ageBand: 'mature', monthlyCents: 4030 });
    expect(lead).toMatchObject({
      url: `/insurancelead/${lead.id}/`,
      status: 'new',
      offer: 'standard',
      cover: 'comfort',
      deductible_cents: 10_000,
      premium_cents: 4030,
      animal: null,
      pet: { name: 'Rex', type: 'dog', date_of_birth: pet.date_of_birth, size: 'large' },
      chip_number: '981098104567890',
      conditions: ['allergies'],
      conditions_text: 'Itchy paws in spring',
      owner: { firstname: 'An', lastname: 'Peeters', postal_code: '9000', city: 'Gent', box: 'b' },
      start_date: startIn(10),
      sent_at: null,
      decided_at: null,
    });
    expect(Math.abs(Date.parse(lead.consent_at) - Date.now())).toBeLessThan(60_000);

    const report = await runHandover();
    expect(report.sent).toContainEqual({ lead: lead.id, reference: `EMB-${lead.id}` });
    const sent = (await call(api.app, 'GET', `/api/insurancelead/${lead.id}/`, alice.token)).json();
    expect(sent.status).toBe('sent');
    expect(sent.sent_at).not.toBeNull();

    // What the insurer received: the whole lead, our id as its reference; no secret in the record.
    const shown = await devLead(lead.id);
    expect(shown).toMatchObject({
      adapter: 'embedded',
      insurer_reference: `EMB-${lead.id}`,
      handover_attempts: 1,
      next_handover_at: null,
      customer: alice.customerId,
    });
    expect(shown.attempts).toHaveLength(1);
    expect(shown.attempts[0]).toMatchObject({ status: 200, ok: true });
    expect(shown.attempts[0].request).toMatchObject({
      method: 'POST',
      url: 'embedded://insurer/standard',
      body: {
        lead: lead.id,
        offer: 'standard',
        premium_cents: 4030,
        deductible_cents: 10_000,
        cover: 'comfort',
        start_date: startIn(10),
        consent_at: lead.consent_at,
        owner: lead.owner,
        pet: { name: 'Rex', chip_number: '981098104567890', conditions: ['allergies'], conditions_text: 'Itchy paws in spring' },
        decision_url: expect.stringMatching(/\/api\/insurancelead\/decision\/$/),
      },
    });
    expect(JSON.stringify(shown.attempts[0])).not.toContain(embeddedInsurerSecret('standard'));

    const accepted = await decide(api.app, embeddedInsurerSecret('standard'), { lead: lead.id, status: 'accepted', reference: 'POL-77' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ lead: lead.id, status: 'accepted' });
    const decided = (await call(api.app, 'GET', `/api/insurancelead/${lead.id}/`, alice.token)).json();
    expect(decided.status).toBe('accepted');
    expect(decided.decided_at).toBe(accepted.json().decided_at);
    expect((await devLead(lead.id)).insurer_reference).toBe('POL-77');

    // The insurer repeating its call is answered as the first time; a contradiction is refused.
    const again = await decide(api.app, embeddedInsurerSecret('standard'), { lead: lead.id, status: 'accepted' });
    expect(again.statusCode).toBe(200);
    expect(again.json().decided_at).toBe(decided.decided_at);
    const contradiction = await decide(api.app, embeddedInsurerSecret('standard'), { lead: lead.id, status: 'refused' });
    expect(contradiction.statusCode).toBe(409);
    expect(contradiction.json()).toMatchObject({ code: 'insurance_lead_decided', detail: 'This request has already been decided otherwise.' });
  });

  it('refuses a decision without a valid, fresh signature of the offer’s insurer (401), and one of another offer’s (404)', async () => {
    const lead = await createLead(alice, { offer: 'corona_direct', pet: { name: 'Sam', type: 'cat', date_of_birth: '2022-01-01' } });
    const decision = { lead: lead.id, status: 'accepted' };
    const unsigned = await decide(api.app, undefined, decision);
    expect(unsigned.statusCode).toBe(401);
    expect(unsigned.json().code).toBe('authentication_failed');
    expect((await decide(api.app, 'a-secret-nobody-shares-0000', decision)).statusCode).toBe(401);
    expect((await decide(api.app, embeddedInsurerSecret('corona_direct'), decision, new Date(Date.now() - 6 * 60_000))).statusCode).toBe(401);
    expect((await decide(api.app, embeddedInsurerSecret('corona_direct'), decision, new Date(Date.now() + 6 * 60_000))).statusCode).toBe(401);
    // A body changed after signing.
    const signedFor = JSON.stringify(decision);
    const tampered = await api.app.inject({
      method: 'POST',
      url: '/api/insurancelead/decision/',
      headers: {
        'content-type': 'application/json',
        'x-brokkie-signature': (await import('../../../src/modules/insurance/insurer-signature.ts')).signInsuranceBody(
          embeddedInsurerSecret('corona_direct'),
          signedFor,
        ),
      },
      payload: JSON.stringify({ ...decision, status: 'refused' }),
    });
    expect(tampered.statusCode).toBe(401);
    // The standard offer's insurer cannot decide a Corona Direct lead.
    const foreign = await decide(api.app, embeddedInsurerSecret('standard'), decision);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().detail).toBe('This request does not exist.');
    const [row] = await api.database.handle.db.select().from(insuranceLeads).where(eq(insuranceLeads.id, lead.id));
    expect(row).toMatchObject({ status: 'new', decidedAt: null });

    // A new lead (not handed over yet) may be decided by its own insurer; bad input is a 400.
    expect((await decide(api.app, embeddedInsurerSecret('corona_direct'), { lead: lead.id, status: 'maybe' })).statusCode).toBe(400);
    const refused = await decide(api.app, embeddedInsurerSecret('corona_direct'), { lead: lead.id, status: 'refused' });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().status).toBe('refused');
    // Decided: the hand-over leaves it alone.
    const report = await runHandover();
    expect(report.sent.map((entry: { lead: number }) => entry.lead)).not.toContain(lead.id);
  });

  it('takes the insurer’s answer from the development page, signed the insurer’s way', async () => {
    const lead = await createLead(alice, { pet: { name: 'Luna', type: 'cat', date_of_birth: '2023-06-01' } });
    await runHandover();
    const refused = await call(api.app, 'POST', `/api/dev/insurance/leads/${lead.id}/decision/`, undefined, { status: 'refused' });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toMatchObject({ id: lead.id, status: 'refused', adapter: 'embedded' });
    expect(refused.json().decided_at).not.toBeNull();
    expect((await call(api.app, 'GET', `/api/insurancelead/${lead.id}/`, alice.token)).json().status).toBe('refused');
    expect((await call(api.app, 'POST', '/api/dev/insurance/leads/999999/decision/', undefined, { status: 'accepted' })).statusCode).toBe(404);
  });

  it('allows a new lead for the same pet and offer once the open one is decided', async () => {
    const body = { pet: { name: 'Pip', type: 'cat', date_of_birth: '2022-02-02' } };
    const first = await createLead(bob, body);
    const open = await call(api.app, 'POST', '/api/insurancelead/', bob.token, leadBody(body), { 'accept-language': 'nl-be' });
    expect(open.statusCode).toBe(409);
    expect(open.json()).toEqual({
      code: 'insurance_lead_open',
      detail: 'Voor Pip loopt er al een aanvraag bij deze verzekeraar. Die neemt binnenkort contact met je op.',
    });
    // The same pet may ask the other offer meanwhile; its name is matched whatever its case.
    await createLead(bob, { ...body, pet: { name: ' pip ', type: 'cat', date_of_birth: '2022-02-02' }, offer: 'corona_direct' });
    expect(
      (await call(api.app, 'POST', '/api/insurancelead/', bob.token, leadBody({ pet: { name: 'PIP', type: 'cat', date_of_birth: '2022-02-02' } }))).statusCode,
    ).toBe(409);
    await runHandover();
    expect((await call(api.app, 'POST', `/api/dev/insurance/leads/${first.id}/decision/`, undefined, { status: 'refused' })).statusCode).toBe(200);
    const second = await createLead(bob, body);
    expect(second.id).not.toBe(first.id);
  });
});

describe('the run right after a lead is made', () => {
  it('hands the lead over without being awaited (the module kicks it outside the test runner)', async () => {
    const lead = await createLead(alice, { pet: { name: 'Kicked', type: 'cat', date_of_birth: '2022-01-01' } });
    const job = new InsuranceHandover({
      db: api.database.handle.db,
      adapters: insurerAdapters({ standard: undefined, corona_direct: undefined }),
      decisionUrl: 'http://localhost:3000/api/insurancelead/decision/',
      concurrency: 1,
      log: api.app.log,
    });
    job.kick();
    // Stopping waits for the run in progress.
    await job.stop();
    expect((await call(api.app, 'GET', `/api/insurancelead/${lead.id}/`, alice.token)).json().status).toBe('sent');
  });
});

describe('Idempotency-Key', () => {
  it('replays the same 201 for a repeated submit, with one lead stored; a second submit without the key is 409', async () => {
    const carol = await signUp(api.app, ip(3));
    const headers = { 'idempotency-key': 'insurance-lead-carol-1' };
    const first = await call(api.app, 'POST', '/api/insurancelead/', carol.token, leadBody(), headers);
    const again = await call(api.app, 'POST', '/api/insurancelead/', carol.token, leadBody(), headers);
    expect([first.statusCode, again.statusCode]).toEqual([201, 201]);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(again.headers.location).toBe(first.headers.location);
    expect(await leadRows(carol.customerId)).toHaveLength(1);

    const withoutKey = await call(api.app, 'POST', '/api/insurancelead/', carol.token, leadBody());
    expect(withoutKey.statusCode).toBe(409);
    expect(withoutKey.json()).toMatchObject({
      code: 'insurance_lead_open',
      detail: 'There is already an open request for Rex with this insurer. They will be in touch soon.',
    });
    expect(await leadRows(carol.customerId)).toHaveLength(1);
  });
});

describe('one of the customer’s pets', () => {
  it('reads the name, species and birth date from the pet, and the size from the pet before the body', async () => {
    const lead = await createLead(alice, { animal: `/animal/${alicesDog}/`, pet: { size: 'giant' } });
    expect(lead).toMatchObject({ animal: `/animal/${alicesDog}/`, pet: { name: 'Bolt', type: 'dog', size: 'medium' } });
    const [row] = await api.database.handle.db.select().from(insuranceLeads).where(eq(insuranceLeads.id, lead.id));
    expect(row?.petKey).toBe(`animal:${alicesDog}`);
    // A pet without a size class takes the body's.
    const cat = await createLead(alice, { animal: alicesCat, pet: null, offer: 'corona_direct' });
    expect(cat).toMatchObject({ animal: `/animal/${alicesCat}/`, pet: { name: 'Minou', type: 'cat', size: null } });
  });

  it('needs a size for a dog whose pet has none', async () => {
    const dog = await pet(alice, { name: 'Nosize', type: 'dog', sex: 'female', dateOfBirth: '2022-01-01', weight: 9 });
    await api.database.handle.db.execute(`update animal set size = null where id = ${dog}` as never);
    const response = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ animal: dog, pet: null }));
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().fields).toEqual({ 'pet.size': ['Tell us how big your dog will be as an adult: the premium depends on it.'] });
    const sized = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ animal: dog, pet: { size: 'small' } }));
    expect(sized.statusCode, sized.body).toBe(201);
    expect(sized.json().pet.size).toBe('small');
  });

  it('refuses another customer’s pet as a field error that tells nothing of it, and a deleted one alike', async () => {
    const before = await leadRows(alice.customerId);
    for (const animal of [bobsDog, `/animal/${bobsDog}/`, 999_999]) {
      const response = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ animal, pet: null }));
      expect(response.statusCode).toBe(400);
      expect(response.json().fields).toEqual({ animal: ['Choose one of your own pets.'] });
    }
    const gone = await pet(alice, { name: 'Gone', type: 'cat', sex: 'male', dateOfBirth: '2021-01-01', weight: 4, indoor: false });
    expect((await call(api.app, 'DELETE', `/api/animal/${gone}/`, alice.token)).statusCode).toBe(204);
    const deleted = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ animal: gone, pet: null }));
    expect(deleted.json().fields).toEqual({ animal: ['Choose one of your own pets.'] });
    expect(await leadRows(alice.customerId)).toHaveLength(before.length);
  });
});

describe('whose leads', () => {
  it('lists the customer’s own leads, newest first, by status, paginated; another’s lead is a 404', async () => {
    const dave = await signUp(api.app, ip(4));
    const a = await createLead(dave, { pet: { name: 'A', type: 'cat', date_of_birth: '2022-01-01' } });
    const b = await createLead(dave, { pet: { name: 'B', type: 'cat', date_of_birth: '2022-01-01' } });
    const page = await call(api.app, 'GET', '/api/insurancelead/?limit=1', dave.token);
    expect(page.json()).toMatchObject({ count: 2, next: '/insurancelead/?limit=1&offset=1', previous: null });
    expect(page.json().results.map((lead: { id: number }) => lead.id)).toEqual([b.id]);
    await runHandover();
    await call(api.app, 'POST', `/api/dev/insurance/leads/${a.id}/decision/`, undefined, { status: 'accepted' });
    const accepted = await call(api.app, 'GET', '/api/insurancelead/?status=accepted', dave.token);
    expect(accepted.json().results.map((lead: { id: number }) => lead.id)).toEqual([a.id]);
    expect((await call(api.app, 'GET', '/api/insurancelead/?status=lost', dave.token)).statusCode).toBe(400);

    const foreign = await call(api.app, 'GET', `/api/insurancelead/${a.id}/`, bob.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('not_found');
    const bobs = (await call(api.app, 'GET', '/api/insurancelead/?limit=100', bob.token)).json().results.map((lead: { id: number }) => lead.id);
    expect(bobs).not.toContain(a.id);
    expect(bobs).not.toContain(b.id);

    // Staff may read a customer's leads, never make one for them.
    const read = await call(api.app, 'GET', `/api/insurancelead/?customer_override=${dave.customerId}`, staff);
    expect(read.json().count).toBe(2);
    expect((await call(api.app, 'POST', `/api/insurancelead/?customer_override=${dave.customerId}`, staff, leadBody())).statusCode).toBe(403);
  });

  it('needs a signed-in user (401); an anonymous account is one', async () => {
    for (const [method, url] of [
      ['POST', '/api/insurancelead/'],
      ['GET', '/api/insurancelead/'],
      ['GET', '/api/insurancelead/1/'],
    ] as const) {
      const response = await call(api.app, method, url, undefined, method === 'POST' ? leadBody() : undefined);
      expect(response.statusCode, url).toBe(401);
      expect(response.json().code).toBe('not_authenticated');
    }
    const browser = new TestBrowser(api.app, ip(5));
    expect((await browser.signInAnonymously()).statusCode).toBe(200);
    const token = await browser.idToken();
    const response = await call(api.app, 'POST', '/api/insurancelead/', token, leadBody());
    expect(response.statusCode, response.body).toBe(201);
  });
});

describe('validation (400 with the fields named)', () => {
  it('names every field that is wrong, in the request’s language', async () => {
    const { last } = insuranceStartRange(todayIsoDate());
    const response = await call(
      api.app,
      'POST',
      '/api/insurancelead/',
      alice.token,
      leadBody({
        chip_number: '12-34',
        owner: { ...(leadBody().owner as object), postal_code: '75001', phone: 'call me' },
        start_date: addCalendarDays(last, 1),
        consent: false,
      }),
      { 'accept-language': 'nl-be' },
    );
    expect(response.statusCode).toBe(400);
    const fields = response.json().fields;
    expect(Object.keys(fields).sort()).toEqual(['chip_number', 'consent', 'owner.phone', 'owner.postal_code']);
    expect(fields.chip_number).toEqual([
      'Geef het chipnummer in zoals het in het paspoort staat: 15 cijfers (of 9 à 10 letters en cijfers bij een oudere chip).',
    ]);
    expect(fields.consent).toEqual(['Geef je toestemming om deze gegevens aan de verzekeraar door te geven, anders kunnen we je aanvraag niet versturen.']);
    expect(fields['owner.phone']).toEqual(['Geef een telefoonnummer in waarop de verzekeraar je kan bereiken, bijvoorbeeld 0470 12 34 56.']);
    expect(fields['owner.postal_code']).toHaveLength(1);
  });

  it('asks for a missing e-mail address (an anonymous account has none) and refuses a wrong one', async () => {
    const fieldsFor = async (email: string) => {
      const response = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ owner: { ...(leadBody().owner as object), email } }), {
        'accept-language': 'en',
      });
      expect(response.statusCode).toBe(400);
      return response.json().fields as Record<string, string[]>;
    };
    const [missing, wrong] = [await fieldsFor(' '), await fieldsFor('lotte@')];
    expect(missing).toEqual({ 'owner.email': ['This field is required.'] });
    expect(wrong['owner.email']).toHaveLength(1);
    expect(wrong['owner.email']).not.toEqual(missing['owner.email']);
  });

  it('refuses a start date outside the window, naming its first and last day', async () => {
    const { first, last } = insuranceStartRange(todayIsoDate());
    for (const start of [todayIsoDate(), addCalendarDays(last, 1)]) {
      const response = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ start_date: start }), { 'accept-language': 'fr-be' });
      expect(response.statusCode).toBe(400);
      const readable = (date: string) =>
        new Intl.DateTimeFormat('fr-BE', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Brussels' }).format(new Date(`${date}T12:00:00Z`));
      expect(response.json().fields).toEqual({ start_date: [`Choisissez une date de début entre le ${readable(first)} et le ${readable(last)}.`] });
    }
    const edge = await call(
      api.app,
      'POST',
      '/api/insurancelead/',
      alice.token,
      leadBody({ start_date: last, pet: { name: 'Edge', type: 'cat', date_of_birth: '2022-01-01' } }),
    );
    expect(edge.statusCode, edge.body).toBe(201);
  });

  it('refuses a pet too old, too young, not born yet, or a dog without a size', async () => {
    const start = startIn(10);
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [
        { name: 'Old', type: 'dog', date_of_birth: addCalendarDays(start, -9 * 366), size: 'small' },
        { 'pet.date_of_birth': ['A first policy is only possible before your pet turns 9.'] },
      ],
      [
        { name: 'Old cat', type: 'cat', date_of_birth: addCalendarDays(start, -11 * 366) },
        { 'pet.date_of_birth': ['A first policy is only possible before your pet turns 11.'] },
      ],
      [
        { name: 'Pup', type: 'dog', date_of_birth: addCalendarDays(start, -20), size: 'small' },
        { 'pet.date_of_birth': ['Your pet must be at least 8 weeks old on the start date. Choose a later start date.'] },
      ],
      [
        { name: 'Soon', type: 'cat', date_of_birth: addCalendarDays(start, 1) },
        { 'pet.date_of_birth': ['The date of birth is after the start date. Please check the date of birth.'] },
      ],
      [
        { name: 'Sizeless', type: 'dog', date_of_birth: '2022-01-01' },
        { 'pet.size': ['Tell us how big your dog will be as an adult: the premium depends on it.'] },
      ],
      [
        { type: 'cat', date_of_birth: '2022-13-01' },
        { 'pet.name': ['This field is required.'], 'pet.date_of_birth': ['Please enter a valid date (YYYY-MM-DD).'] },
      ],
    ];
    for (const [pet, fields] of cases) {
      const response = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ pet, start_date: start }));
      expect(response.statusCode, JSON.stringify(pet)).toBe(400);
      expect(response.json().fields).toEqual(fields);
    }
    const none = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ pet: null }));
    expect(none.json().fields).toEqual({ pet: ['Choose one of your pets, or give the details of the pet you want to insure.'] });
    // An old pet of the customer's is named by its reference.
    const senior = await pet(alice, { name: 'Senior', type: 'dog', sex: 'male', dateOfBirth: '2012-01-01', weight: 20, size: 'medium' });
    const old = await call(api.app, 'POST', '/api/insurancelead/', alice.token, leadBody({ animal: senior, pet: null }));
    expect(old.json().fields).toEqual({ animal: ['A first policy is only possible before your pet turns 9.'] });
  });

  it('stores nothing for a refused lead', async () => {
    const erin = await signUp(api.app, ip(6));
    await call(api.app, 'POST', '/api/insurancelead/', erin.token, leadBody({ consent: false }));
    await call(api.app, 'POST', '/api/insurancelead/', erin.token, leadBody({ start_date: todayIsoDate() }));
    expect(await leadRows(erin.customerId)).toHaveLength(0);
    expect(await api.database.handle.db.$count(insuranceHandoverAttempts)).toBeGreaterThan(0);
  });
});
