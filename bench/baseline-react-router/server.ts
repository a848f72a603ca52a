/**
 * Serves the built empty React Router app the way the web app is served: Fastify, the same
 * compression, hashed assets cached for good, every other path rendered by React Router in
 * production mode.
 *
 *   PORT=4001 NODE_ENV=production node --import tsx bench/baseline-react-router/server.ts
 */
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify, { type FastifyRequest } from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { createRequestHandler, type ServerBuild } from 'react-router';

const here = path.dirname(fileURLToPath(import.meta.url));
const buildDir = path.resolve(process.env.BASELINE_BUILD_DIR ?? path.join(here, 'build'));
const port = Number(process.env.PORT ?? 4001);

const app = Fastify({ logger: false });
// As apps/web/server/main.ts: pages compressed as they stream, assets served from the brotli and
// gzip copies the benchmark's build step wrote beside them.
await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
await app.register(fastifyStatic, {
  root: path.join(buildDir, 'client'),
  wildcard: false,
  preCompressed: true,
  globIgnore: ['**/*.br', '**/*.gz'],
  setHeaders(reply, filePath) {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
  },
});

const build = (await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)) as ServerBuild;
const handle = createRequestHandler(build, 'production');

function toFetchRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  return new Request(new URL(request.url, `http://${request.host}`), { method: request.method, headers });
}

app.get('/*', async (request, reply) => {
  const response = await handle(toFetchRequest(request));
  reply.status(response.status);
  for (const [name, value] of response.headers) reply.header(name, value);
  if (!response.body) return reply.send();
  return reply.send(Readable.fromWeb(response.body as NodeReadableStream));
});

await app.listen({ port, host: '127.0.0.1' });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void app.close().then(() => process.exit(0)));
}
