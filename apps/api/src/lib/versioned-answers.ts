import type { FastifyReply } from 'fastify';

/**
 * Serialized answers kept per key beside the version of the data they were made from (decision
 * 0023): an answer is given again only to a read that finds the same version, so a change
 * committed anywhere (another instance, the billing job, a trigger-maintained version in the
 * database) is never answered from an older copy. Bounded by the characters it keeps; the least
 * recently used answer goes first.
 *
 * Only a version read *before* the answer was made may be stored with it: the answer is then at
 * least as new as its version, and a newer version never finds it.
 */
export class VersionedAnswers {
  private readonly entries = new Map<string, { version: number; body: string }>();
  private size = 0;

  constructor(private readonly maxCharacters: number) {}

  get(key: string, version: number): string | undefined {
    const entry = this.entries.get(key);
    if (!entry || entry.version !== version) return undefined;
    // Most recently used last: the eviction takes the first.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.body;
  }

  set(key: string, version: number, body: string): void {
    const existing = this.entries.get(key);
    // A slower read of an older version does not replace a newer answer.
    if (existing && existing.version > version) return;
    if (existing) this.remove(key, existing.body);
    if (body.length > this.maxCharacters) return;
    this.entries.set(key, { version, body });
    this.size += body.length;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.size <= this.maxCharacters) break;
      this.remove(oldestKey, oldest.body);
    }
  }

  private remove(key: string, body: string): void {
    this.entries.delete(key);
    this.size -= body.length;
  }
}

/** Sends an answer the route's own serializer made (`reply.serialize`, maybe kept above) as it is. */
export function sendSerialized(reply: FastifyReply, body: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(body);
}
