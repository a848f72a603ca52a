import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RecurringDelivery } from '@brokkie/contracts/delivery';
import { createApiClient } from '../../app/lib/api-client.ts';
import { addPetToSubscription, followPlanInSubscription } from '../../app/lib/subscription-sync.ts';
import { fakeApi, page, type Handler } from '../support/fake-api.ts';
import { item, pet, subscription } from '../support/fixtures.ts';
import { diet } from '../dashboard-mealplan/recorded-plans.ts';

afterEach(() => vi.unstubAllGlobals());

const client = (fetch: typeof globalThis.fetch) => createApiClient({ baseUrl: '/api', locale: () => 'en', fetch });

const rex = pet(3, 'Rex');
const bella = pet(12, 'Bella');
const fed = subscription([item(1, { kind: 'formula', animal: rex.url, product: '/product/1/', amount: 2 })]);
const refusal = (code: string, detail: string) => ({ status: 409, body: { detail, code } });

function api(followPlan: Handler, recurring: RecurringDelivery | null = fed) {
  const { fetch, calls } = fakeApi({
    'GET /recurringdelivery/': () => page(recurring ? [recurring] : []),
    'POST /recurringdelivery/3/follow_plan/': followPlan,
  });
  return { api: client(fetch), calls };
}

describe('the subscription following a pet’s plan', () => {
  it('asks the API once, naming the pet, and answers what it did', async () => {
    const after = subscription([...fed.recurringdeliveryitem_set, item(2, { kind: 'formula', animal: bella.url, amount: 3 })]);
    const { api: one, calls } = api(() => ({ kind: 'updated', recurring: after }));
    expect(await addPetToSubscription(one, bella)).toEqual({ kind: 'updated', recurring: after });
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ animal: bella.url }]);

    const { api: two } = api(() => ({ kind: 'unchanged', recurring: fed }));
    expect(await followPlanInSubscription(two, rex, diet)).toEqual({ kind: 'unchanged', recurring: fed });
  });

  it('leaves a pet that is not in the subscription out of it on a change of plan', async () => {
    const { api: client, calls } = api(() => ({ kind: 'updated', recurring: fed }));
    expect(await followPlanInSubscription(client, bella, diet)).toEqual({ kind: 'not_subscribed', recurring: fed });
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
  });

  it('says no_subscription without one, or when the API says its first box is not paid', async () => {
    const { api: none } = api(() => ({ kind: 'updated', recurring: fed }), null);
    expect(await addPetToSubscription(none, bella)).toEqual({ kind: 'no_subscription' });
    const { api: unpaid } = api(() => refusal('subscription_not_started', 'Your subscription starts when your first delivery is paid.'));
    expect(await addPetToSubscription(unpaid, bella)).toEqual({ kind: 'no_subscription' });
  });

  it('says blocked, with the pet, when the API refuses a paused or stopped pet', async () => {
    const { api: client } = api(() => refusal('pet_not_active', 'Your deliveries cannot follow the meal plan of Rex while it is paused or stopped.'));
    expect(await followPlanInSubscription(client, rex, diet)).toEqual({ kind: 'blocked', recurring: fed, pets: [rex] });
  });

  it('lets any other failure reach the caller', async () => {
    const { api: client } = api(() => ({ status: 404, body: { detail: 'Not found.', code: 'not_found' } }));
    await expect(addPetToSubscription(client, bella)).rejects.toMatchObject({ status: 404, code: 'not_found' });
  });
});
