import { createClient } from 'redis';

/** One request against a rule of the identity service's rate limits. */
export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until the window ends, when refused. */
  retryAfter: number | null;
}

/** better-auth's `rateLimit.customStorage`: one call per request, counting it and deciding. */
export interface RateLimitStorage {
  consume(key: string, rule: { window: number; max: number }): Promise<RateLimitDecision>;
}

// One round trip, atomic: count the request in its window (which the first one opens) and read
// how long the window has left. A fixed window, as better-auth's own stores count.
const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
if ttl < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return { count, ttl }`;

/**
 * The per-IP rate limits of the identity service in Redis (RATE_LIMIT_STORE=redis, REDIS_URL),
 * shared by every instance like the database store (the default), without a write to PostgreSQL
 * on every sign-in attempt. Keys are `<prefix><better-auth's key>` and expire with their window.
 */
export async function openRedisRateLimitStorage(options: { url: string; prefix: string }): Promise<RateLimitStorage & { close(): Promise<void> }> {
  const client = createClient({ url: options.url });
  // A dropped connection is retried by the client; an unheard 'error' would end the process.
  client.on('error', () => undefined);
  await client.connect();
  return {
    async consume(key, rule) {
      const [count, ttl] = (await client.eval(consumeScript, { keys: [`${options.prefix}${key}`], arguments: [String(rule.window)] })) as [number, number];
      return count <= rule.max ? { allowed: true, retryAfter: null } : { allowed: false, retryAfter: Math.max(1, ttl) };
    },
    close: async () => {
      await client.close();
    },
  };
}
