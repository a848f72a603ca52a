import { describe, expect, it, vi } from 'vitest';
import { pageWithCount } from '../src/page-with-count.ts';

const rowsOf = (n: number) => Array.from({ length: n }, (_, i) => i);

describe('pageWithCount', () => {
  it('takes the total from a first page that is not full, without counting', async () => {
    const count = vi.fn(async () => 99);
    await expect(pageWithCount({ limit: 10, offset: 0 }, async () => rowsOf(3), count)).resolves.toEqual({ count: 3, rows: rowsOf(3) });
    await expect(pageWithCount({ limit: 10, offset: 0 }, async () => [], count)).resolves.toEqual({ count: 0, rows: [] });
    expect(count).not.toHaveBeenCalled();
  });

  it('adds the offset to a last page that is not full', async () => {
    const count = vi.fn(async () => 99);
    await expect(pageWithCount({ limit: 10, offset: 20 }, async () => rowsOf(4), count)).resolves.toMatchObject({ count: 24 });
    expect(count).not.toHaveBeenCalled();
  });

  it('counts when the page is full or empty past the end', async () => {
    await expect(pageWithCount({ limit: 3, offset: 0 }, async () => rowsOf(3), async () => 7)).resolves.toMatchObject({ count: 7 });
    await expect(pageWithCount({ limit: 3, offset: 30 }, async () => [], async () => 7)).resolves.toMatchObject({ count: 7, rows: [] });
  });
});
