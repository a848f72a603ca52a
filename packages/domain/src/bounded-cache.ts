/**
 * Keeps `value` under `key` in `cache`, which is emptied when it has grown to `limit` entries:
 * memos of pure functions in a long-running process stay small whatever it is asked.
 */
export function remember<K, V>(cache: Map<K, V>, key: K, value: V, limit = 10_000): void {
  if (cache.size >= limit) cache.clear();
  cache.set(key, value);
}
