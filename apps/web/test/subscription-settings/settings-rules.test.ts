import { describe, expect, it } from 'vitest';
import { petSelection } from '../../app/components/pet-selection.ts';
import { dateTimestamp, petActions, priceWithItem, priceWithPet } from '../../app/features/subscription-settings/settings-rules.ts';
import { item, pet, subscription } from '../support/fixtures.ts';

describe('§4 pets', () => {
  it('selects the first animal loaded and reverses the list after loading', () => {
    const { pets, selectedId } = petSelection([pet(3, 'Rex'), pet(5, 'Minou'), pet(8, 'Bo')]);
    expect(pets.map((p) => p.name)).toEqual(['Bo', 'Minou', 'Rex']);
    expect(selectedId).toBe(3);
  });

  it('offers pause and stop to an active pet, unpause to a paused one, activate to a stopped one', () => {
    expect(petActions(pet(3, 'Rex'))).toEqual(['pause', 'stop']);
    expect(petActions(pet(3, 'Rex', { status: 'stopped', stop_kind: 'paused' }))).toEqual(['unpause']);
    expect(petActions(pet(3, 'Rex', { status: 'stopped', stop_kind: 'stopped', stop_reason: 'moving' }))).toEqual(['activate']);
  });
});

describe('what a change costs', () => {
  const food = item(7, { kind: 'formula', animal: '/animal/3/', amount: 2, price_per_delivery: 8000 });
  const treats = item(8, { kind: 'extra', amount: 2, price_per_delivery: 1000 });
  const recurring = subscription([food, treats], 9000);

  it('leaves a paused pet’s food out and brings it back', () => {
    expect(priceWithPet(recurring, '/animal/3/', false)).toBe(1000);
    const paused = subscription([{ ...food, included: false }, treats], 1000);
    expect(priceWithPet(paused, '/animal/3/', true)).toBe(9000);
  });

  it('prices an extra per unit and a skipped item at nothing', () => {
    expect(priceWithItem(recurring, treats, { amount: 3 })).toBe(9500);
    expect(priceWithItem(recurring, treats, { skipped: true })).toBe(8000);
    expect(priceWithItem(recurring, food, { amount: 3 })).toBeNull();
  });

  it('sends a date as noon UTC, the same day in Brussels', () => {
    expect(dateTimestamp('2026-12-22')).toBe(Date.UTC(2026, 11, 22, 12) / 1000);
  });
});
