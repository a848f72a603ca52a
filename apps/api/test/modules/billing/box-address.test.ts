import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DeliveryTestKit, dog, type Owner } from '../delivery/delivery-test-kit.ts';
import { nextDelivery, runBilling, subscribe, type Subscriber } from './billing-test-kit.ts';

const kit = new DeliveryTestKit('10.0.97');

beforeAll(() => kit.start());
afterAll(() => kit.stop());

const antwerp = { firstname: 'Lotte', lastname: 'Maes', street: 'Meir', number: '1', postal_code: '2000', city: 'Antwerpen', country: 'BE' };
const bruges = { firstname: 'Lotte', lastname: 'Maes', street: 'Markt', number: '7', postal_code: '8000', city: 'Brugge', country: 'BE' };

describe('the next box goes to the default delivery address', () => {
  let owner: Owner;
  let subscriber: Subscriber;
  let boxId: number;

  beforeAll(async () => {
    owner = await kit.signUp('Lotte Maes');
    subscriber = await subscribe(kit, owner, [await kit.pet(owner, dog)]);
    boxId = (await runBilling(kit.api.app, new Date())).created[0]!;
  });

  it('shows the scheduled box going to the default address, and follows a new default at once', async () => {
    expect((await nextDelivery(kit, subscriber)).delivery).toMatchObject({ id: boxId, status: 'scheduled', delivery_address: { city: 'Gent' } });

    await kit.defaultAddress(owner, antwerp);
    const next = await nextDelivery(kit, subscriber);
    expect(next.delivery).toMatchObject({ id: boxId, delivery_address: { street: 'Meir', postal_code: '2000', city: 'Antwerpen', country: 'BE' } });
    expect(await kit.ok('GET', `/api/delivery/${boxId}/`, owner.token)).toMatchObject({ delivery_address: { city: 'Antwerpen' } });
    const list = await kit.ok('GET', '/api/delivery/?limit=100', owner.token);
    const listed = list.results.find((delivery: { id: number }) => delivery.id === boxId);
    expect(listed).toMatchObject({ delivery_address: { city: 'Antwerpen' } });
    // The paid first box keeps the address it went to.
    const first = list.results.find((delivery: { id: number }) => delivery.id === subscriber.firstDeliveryId);
    expect(first).toMatchObject({ status: 'paid', delivery_address: { city: 'Gent' } });
  });

  it('is frozen at its cut-off with that address, and a later default moves only the box after it', async () => {
    const cutOff = (await nextDelivery(kit, subscriber)).cut_off_at!;
    const report = await runBilling(kit.api.app, new Date(cutOff));
    expect(report.frozen).toEqual([boxId]);

    await kit.defaultAddress(owner, bruges);
    expect(await kit.ok('GET', `/api/delivery/${boxId}/`, owner.token)).toMatchObject({ delivery_address: { city: 'Antwerpen' } });
    const following = await nextDelivery(kit, subscriber);
    expect(following.delivery?.id).not.toBe(boxId);
    expect(following.delivery).toMatchObject({ status: 'scheduled', delivery_address: { street: 'Markt', city: 'Brugge' } });
  });
});
