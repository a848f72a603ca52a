import type { AnimalStatus } from '@brokkie/domain/pet-profile';
import type { StopKind } from '@brokkie/contracts/animal';

/** The status changes of §4 ("Animal delivery status"). */
export type StatusAction = 'pause' | 'stop' | 'activate' | 'unpause';

export interface StatusTarget {
  status: AnimalStatus;
  stopKind: StopKind | null;
}

/**
 * Where an action takes a pet, or `null` when §4 has no such transition from its status:
 * active → stopped by pause (stop kind `paused`) or stop (`stopped`, with a reason);
 * stopped → active by activate or unpause.
 */
export function statusAfter(current: AnimalStatus, action: StatusAction): StatusTarget | null {
  switch (action) {
    case 'pause':
      return current === 'active' ? { status: 'stopped', stopKind: 'paused' } : null;
    case 'stop':
      return current === 'active' ? { status: 'stopped', stopKind: 'stopped' } : null;
    case 'activate':
    case 'unpause':
      return current === 'stopped' ? { status: 'active', stopKind: null } : null;
  }
}
