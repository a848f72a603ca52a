import { describe, expect, it, vi } from 'vitest';
import { cookieValue, firedKey, firedValue, fireOnce, hasFired } from '../../app/shell/tracking.ts';

// §4: each tracking event fires once per customer or delivery, recorded in local storage as
// 'fired' under a key of event name plus id; §7: the events go to our own API.

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

const purchase = { channel: 'meta', event: 'purchase' } as const;

describe('fireOnce', () => {
  it('posts the event to our API once and records it as fired under event name plus id', async () => {
    const storage = memoryStorage();
    const api = { post: vi.fn().mockResolvedValue({ recorded: true }) };
    expect(await fireOnce(api, purchase, 12, { delivery_id: 12 }, storage)).toBe('sent');
    expect(api.post).toHaveBeenCalledWith('/fb-conversions/purchase/', { delivery_id: 12 });
    expect(storage.values.get('fb-conversions/purchase12')).toBe(firedValue);
    expect(firedKey(purchase, 12)).toBe('fb-conversions/purchase12');

    expect(await fireOnce(api, purchase, 12, { delivery_id: 12 }, storage)).toBe('already_fired');
    expect(api.post).toHaveBeenCalledTimes(1);
  });

  it('keeps channels and ids apart', async () => {
    const storage = memoryStorage();
    const api = { post: vi.fn().mockResolvedValue({ recorded: true }) };
    await fireOnce(api, purchase, 12, {}, storage);
    await fireOnce(api, { channel: 'tiktok', event: 'purchase' }, 12, {}, storage);
    await fireOnce(api, purchase, 13, {}, storage);
    expect(api.post).toHaveBeenCalledTimes(3);
    expect(hasFired({ channel: 'tiktok', event: 'purchase' }, 12, storage)).toBe(true);
    expect(hasFired({ channel: 'awin', event: 'sale' }, 12, storage)).toBe(false);
  });

  it('does not record a failed call, so the next visit tries again; failures are only logged', async () => {
    const storage = memoryStorage();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = { post: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ recorded: false }) };
    expect(await fireOnce(api, purchase, 7, {}, storage)).toBe('failed');
    expect(storage.values.size).toBe(0);
    expect(await fireOnce(api, purchase, 7, {}, storage)).toBe('sent');
    expect(hasFired(purchase, 7, storage)).toBe(true);
    error.mockRestore();
  });

  it('sends one request when asked twice at the same time', async () => {
    const storage = memoryStorage();
    let finish: (value: unknown) => void = () => {};
    const api = { post: vi.fn(() => new Promise((resolve) => (finish = resolve))) };
    const first = fireOnce(api, purchase, 3, {}, storage);
    const second = fireOnce(api, purchase, 3, {}, storage);
    finish({ recorded: true });
    expect(await Promise.all([first, second])).toEqual(['sent', 'already_fired']);
    expect(api.post).toHaveBeenCalledTimes(1);
  });
});

describe('cookieValue', () => {
  it('reads one cookie by name (§9: awc, ttclid)', () => {
    const cookies = 'jr_signed-up=1; awc=1234_5678_abc%3Dd; ttclid=E.C.P.xyz';
    expect(cookieValue('awc', cookies)).toBe('1234_5678_abc=d');
    expect(cookieValue('ttclid', cookies)).toBe('E.C.P.xyz');
    expect(cookieValue('missing', cookies)).toBe('');
  });
});
