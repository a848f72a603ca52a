import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localStaffAccount } from '../../../src/modules/identity/identity-config.ts';
import { TestBrowser } from '../../helpers/test-browser.ts';
import { belgianAddress, cat, DeliveryTestKit, dog, type Owner } from './delivery-test-kit.ts';

// POST /recurringdelivery/{id}/follow_plan/: one pet's formula item follows its meal plan, the
// other items stay as they are (what the dashboard's meal plan and pet pages need).
const kit = new DeliveryTestKit('10.0.78');

beforeAll(() => kit.start());
afterAll(() => kit.stop());

interface Item {
  id: number;
  url: string;
  kind: string;
  animal: string | null;
  product: string;
  amount: number;
  skipped: boolean;
}
interface Recurring {
  url: string;
  recurringdeliveryitem_set: Item[];
}
interface Pet {
  id: number;
  url: string;
}

let owner: Owner;
let rex: Pet;
let minou: Pet;
let recurring: Recurring;

const follow = (pet: Pet | string | number, token = owner.token, language = 'en') =>
  kit.call('POST', `/api${recurring.url}follow_plan/`, token, { animal: typeof pet === 'object' ? pet.url : pet }, language);

async function box(): Promise<Recurring> {
  return kit.ok('GET', `/api${recurring.url}`, owner.token);
}

const itemOf = (of: Recurring, pet: Pet) => of.recurringdeliveryitem_set.find((item) => item.kind === 'formula' && item.animal === pet.url);

/** The pet's meal plan as get_or_create_diet answers it: its formula and the sacs of one delivery. */
async function planOf(pet: Pet): Promise<{ product: string; sacs: number }> {
  const diet = await kit.call('POST', `/api/animal/${pet.id}/get_or_create_diet/`, owner.token, {});
  expect([200, 201]).toContain(diet.statusCode);
  const body = diet.json();
  return {
    product: body.selected_formula_product.url,
    sacs: body.sacs_per_delivery.reduce((sum: number, sac: { amount: number }) => sum + sac.amount, 0),
  };
}

beforeAll(async () => {
  owner = await kit.signUp('Lien Peeters');
  rex = await kit.pet(owner, dog);
  minou = await kit.pet(owner, cat);
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: [rex.id, minou.id], country: 'BE' }, 201);
  recurring = created.recurring_delivery;
  await kit.defaultAddress(owner, belgianAddress);
  // Before the first box is paid the subscription does not run: nothing to follow yet.
  const early = await follow(rex);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toEqual({ detail: 'Your subscription starts when your first delivery is paid.', code: 'subscription_not_started' });
  const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, owner.token, {});
  await kit.payAt(pay.checkout_url, 'paid');
  recurring = await box();
});

describe('POST /recurringdelivery/{id}/follow_plan/', () => {
  it('answers unchanged when the item already is the plan', async () => {
    const response = await follow(rex.id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ kind: 'unchanged', recurring: await box() });
  });

  it('a new weight: the amount becomes the planned sacs, the other pets’ own amounts are kept', async () => {
    const minouItem = itemOf(recurring, minou)!;
    await kit.ok('PATCH', `/api${minouItem.url}`, owner.token, { amount: minouItem.amount + 2 });
    await kit.ok('PATCH', `/api${itemOf(recurring, rex)!.url}`, owner.token, { amount: 7 });
    await kit.ok('PATCH', `/api/animal/${rex.id}/`, owner.token, { weight: 38 });
    const before = await box();

    const response = await follow(rex);
    expect(response.statusCode, response.body).toBe(200);
    const { kind, recurring: after } = response.json();
    expect(kind).toBe('updated');
    const plan = await planOf(rex);
    expect(itemOf(after, rex)).toMatchObject({ id: itemOf(before, rex)!.id, product: plan.product, amount: plan.sacs });
    expect(plan.sacs).not.toBe(7);
    // Minou's item (and its amount of her owner's choosing) is exactly as it was.
    expect(itemOf(after, minou)).toEqual(itemOf(before, minou));
    expect(itemOf(after, minou)!.amount).toBe(minouItem.amount + 2);
    expect(after).toEqual(await box());
  });

  it('a change of formula: the item takes the new formula and its planned sacs', async () => {
    const selected = await kit.ok('GET', `/api/animal/${rex.id}/selected_product/`, owner.token);
    const other: string = selected.suitable_products.find((url: string) => url !== selected.product.url);
    expect(other).toBeDefined();
    await kit.ok('POST', `/api/animal/${rex.id}/get_or_create_diet/`, owner.token, { product: other }, 201);
    const before = await box();

    const { kind, recurring: after } = await kit.ok('POST', `/api${recurring.url}follow_plan/`, owner.token, { animal: rex.url });
    expect(kind).toBe('updated');
    const plan = await planOf(rex);
    expect(plan.product).toBe(other);
    expect(itemOf(after, rex)).toMatchObject({ product: other, amount: plan.sacs });
    expect(itemOf(after, minou)).toEqual(itemOf(before, minou));
    expect(after.recurringdeliveryitem_set).toHaveLength(before.recurringdeliveryitem_set.length);
  });

  it('a new pet joins with its plan; the other items stay as they are', async () => {
    const bella = await kit.pet(owner, { ...dog, name: 'Bella', sex: 'female', weight: 18 });
    const before = await box();
    const { kind, recurring: after } = await kit.ok('POST', `/api${recurring.url}follow_plan/`, owner.token, { animal: bella.id });
    expect(kind).toBe('updated');
    const plan = await planOf(bella);
    expect(itemOf(after, bella)).toMatchObject({ kind: 'formula', product: plan.product, amount: plan.sacs, skipped: false });
    expect(after.recurringdeliveryitem_set.filter((item: Item) => item.animal !== bella.url)).toEqual(before.recurringdeliveryitem_set);
    // Asked again, nothing changes.
    expect((await follow(bella)).json().kind).toBe('unchanged');
  });

  it('refuses a paused or stopped pet with 409 pet_not_active, naming it; nothing changes', async () => {
    const before = await box();
    await kit.ok('POST', `/api/animal/${minou.id}/pause/`, owner.token, {});
    const paused = await follow(minou);
    expect(paused.statusCode).toBe(409);
    expect(paused.json()).toEqual({
      detail: 'Your deliveries cannot follow the meal plan of Minou while it is paused or stopped. Activate it first.',
      code: 'pet_not_active',
      pets: [{ id: minou.id, url: minou.url, name: 'Minou', status: 'stopped' }],
    });
    expect((await follow(minou, owner.token, 'nl-BE')).json().detail).toBe(
      'Je leveringen kunnen het voedingsplan van Minou niet volgen zolang het gepauzeerd of gestopt is. Activeer het eerst.',
    );
    await kit.ok('POST', '/api/animal/unpause/', owner.token, { animal_ids: String(minou.id) });

    const ollie = await kit.pet(owner, { ...dog, name: 'Ollie' });
    await kit.ok('POST', `/api/animal/${ollie.id}/stop/`, owner.token, { reason: 'moved abroad' });
    const stopped = await follow(ollie);
    expect(stopped.statusCode).toBe(409);
    expect(stopped.json().pets).toEqual([{ id: ollie.id, url: ollie.url, name: 'Ollie', status: 'stopped' }]);
    expect(await box()).toEqual(before);
  });

  it('another customer’s recurring delivery or pet is a 404; a bad body a 400; no token a 401', async () => {
    const stranger = await kit.signUp('Jan Janssens');
    const theirs = await kit.pet(stranger, cat);
    expect((await follow(theirs)).statusCode).toBe(404);
    expect((await follow(999_999)).statusCode).toBe(404);
    expect((await follow(rex, stranger.token)).statusCode).toBe(404);

    for (const body of [{}, { animal: 'Rex' }, { animal: '/product/1/' }, { animal: rex.id, amount: 3 }]) {
      const response = await kit.call('POST', `/api${recurring.url}follow_plan/`, owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().code).toBe('validation_error');
    }
    const anonymous = await kit.call('POST', `/api${recurring.url}follow_plan/`, undefined, { animal: rex.id });
    expect(anonymous.statusCode).toBe(401);
  });

  it('staff acting for the customer may not write (403), as on the other writes', async () => {
    const browser = new TestBrowser(kit.api.app, '10.0.78.250');
    expect((await browser.signIn(localStaffAccount.email, localStaffAccount.password)).statusCode).toBe(200);
    const staff = await browser.idToken();
    const response = await kit.call('POST', `/api${recurring.url}follow_plan/?customer_override=${owner.customerId}`, staff, { animal: rex.id });
    expect(response.statusCode).toBe(403);
  });

  it('runs once per Idempotency-Key: the retry gets the same answer', async () => {
    await kit.ok('PATCH', `/api${itemOf(await box(), rex)!.url}`, owner.token, { amount: 9 });
    const send = () =>
      kit.api.app.inject({
        method: 'POST',
        url: `/api${recurring.url}follow_plan/`,
        remoteAddress: '10.0.78.200',
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': 'en', 'idempotency-key': `follow-${rex.id}` },
        payload: { animal: rex.id },
      });
    const first = await send();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().kind).toBe('updated');
    const again = await send();
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toBe(first.body);
  });
});
