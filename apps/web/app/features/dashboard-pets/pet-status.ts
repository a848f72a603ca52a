import type { Animal } from '@brokkie/contracts/animal';

/** What the owner sees of a pet's delivery status (§4): a stopped pet was either paused or stopped. */
export type PetDeliveryStatus = 'active' | 'paused' | 'stopped';

export function deliveryStatusOf(animal: Pick<Animal, 'status' | 'stop_kind'>): PetDeliveryStatus {
  if (animal.status === 'active') return 'active';
  return animal.stop_kind === 'paused' ? 'paused' : 'stopped';
}
