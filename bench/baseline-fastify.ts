/**
 * The bare baseline of the benchmark (docs/performance.md): Fastify with nothing but
 *   GET /html      20 KB of static HTML (what a server can do without rendering anything);
 *   GET /select-1  one `select 1`: through a pg pool of the app's size when DATABASE_URL is a
 *                  PostgreSQL URL, else through an in-memory PGlite (the embedded default).
 * Its own process, like the app, so that it never shares an event loop with the load generator.
 *
 *   PORT=4000 [DATABASE_URL=postgres://…] node --import tsx bench/baseline-fastify.ts
 */
import Fastify from 'fastify';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

const port = Number(process.env.PORT ?? 4000);
const databaseUrl = process.env.DATABASE_URL ?? '';

let selectOne: () => Promise<unknown>;
let close: () => Promise<void>;
if (/^postgres(ql)?:\/\//.test(databaseUrl)) {
  // The app's pool size (packages/db/src/client.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  selectOne = async () => (await pool.query('select 1 as one')).rows[0];
  close = () => pool.end();
} else {
  const client = new PGlite();
  selectOne = async () => (await client.query('select 1 as one')).rows[0];
  close = () => client.close();
}

const paragraph = '<p>Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore.</p>\n';
const html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bare</title></head><body>\n${paragraph.repeat(
  Math.round(20_480 / paragraph.length),
)}</body></html>`;

const app = Fastify({ logger: false });
app.get('/html', async (_request, reply) => reply.type('text/html; charset=utf-8').send(html));
app.get('/select-1', async () => selectOne());
app.addHook('onClose', () => close());

await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
