import type { FastifyReply } from 'fastify';
import type { CustomerDataVersion } from '@brokkie/db/customer-data-version-queries';

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

/**
 * A customer's read answered from `answers` while the customer's data version stands: `reader`
 * is the customer with the version read *before* this call, `read` makes the answer when none of
 * that version is kept for the customer and the request's URL. The answer is serialized by the
 * route's own serializer and sent as it is.
 */
export async function answerAtVersion(
  reply: FastifyReply,
  answers: VersionedAnswers,
  reader: CustomerDataVersion,
  read: () => Promise<unknown>,
): Promise<FastifyReply> {
  const key = `${reader.customerId} ${reply.request.url}`;
  let body = answers.get(key, reader.version);
  if (body === undefined) {
    body = reply.serialize(await read()) as string;
    answers.set(key, reader.version, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
