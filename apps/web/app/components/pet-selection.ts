/**
 * §4 "Animal delivery status": the first animal loaded becomes the selected animal, and the list
 * is reversed after loading. A pet named in the address (`?pet=3`, from a link) is selected
 * instead when it is one of them.
 */
export function petSelection<T extends { id: number }>(loaded: readonly T[], requested?: number | null): { pets: T[]; selectedId: number | null } {
  const chosen = requested != null && loaded.some((pet) => pet.id === requested) ? requested : (loaded[0]?.id ?? null);
  return { pets: [...loaded].reverse(), selectedId: chosen };
}
