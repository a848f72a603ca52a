import { statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Fastify from 'fastify';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { ServerBuild } from 'react-router';
import { developmentLookupKey } from '@brokkie/contracts/address';
import { isLoopbackCaller } from '@brokkie/domain/dev-tools';
import { openDatabase } from '@brokkie/db/client';
import { prepareDatabase } from '@brokkie/db/seed';
import { apiPlugin } from '@brokkie/api/app';
import { frameworkErrors } from '@brokkie/api/plugins/errors';
import { securityHeadersPlugin } from '@brokkie/api/plugins/security-headers';
import { tagConfigFromEnv, type ShellRuntime } from '../app/shell/runtime-config.server.ts';
import { buildManifestRoutes, createBuildManifest } from './build-manifest.ts';
import { createPageCache } from './page-cache.ts';
import { readServerConfig } from './server-config.ts';
import { reactRouterHandler } from './react-router-handler.ts';
import { registerPageSecurityHeaders, requestNonce } from './security-headers.ts';

// One process serves the product API under /api and the server-rendered web app on the same
// origin. With API_URL set, the API runs elsewhere and only the web app is served here.
const here = path.dirname(fileURLToPath(import.meta.url));
// WEB_BUILD_DIR serves a build kept elsewhere (e.g. a release directory); default apps/web/build,
// which is ../build from this source file and .. from the bundle `npm run build` makes of it
// (apps/web/build/server-bundle/main.js).
const bundled = path.basename(here) === 'server-bundle';
const buildDir = path.resolve(process.env.WEB_BUILD_DIR ?? path.join(here, bundled ? '..' : '../build'));
// The bundle has React Router's server build beside it, compiled with its packages (sharing the
// server's copies of React and React Router); from the sources, `react-router build`'s own.
const serverBuildFile = bundled ? path.join(here, 'react-router-build.js') : path.join(buildDir, 'server/index.js');
// Loaded while the database is prepared and the API starts.
const serverBuild = import(pathToFileURL(serverBuildFile).href) as Promise<ServerBuild>;
serverBuild.catch(() => {}); // its failure is reported where it is awaited
const config = readServerConfig();

// Loading the server build and starting the identity service can take a while on a busy 2-core
// machine; avvio's default 10 s plugin timeout is too tight for that.
// X-Forwarded-* are believed only behind a reverse proxy (TRUST_PROXY=1, as for the API alone):
// otherwise any client could pick its own address and slip past the per-IP sign-in rate limits.
const trustProxy = process.env.TRUST_PROXY === '1' || process.env.TRUST_PROXY === 'true';
// What Fastify's router refuses before any route runs (a URL whose percent-escapes do not decode)
// answers the API's one error body in the caller's language, as the API alone does, rather than
// Fastify's own JSON (no page can be rendered for a URL that cannot be read).
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' }, trustProxy, pluginTimeout: 60_000, frameworkErrors });

// Every answer (pages as they stream, the API's JSON, anything not precompressed below) goes out
// with brotli or gzip when the client takes it; the plugin skips what is already encoded.
await app.register(fastifyCompress, { encodings: ['br', 'gzip'] });
// Security headers on every answer (issue 17, defect 4): the API keeps its strict policy (its own
// registration inside apiPlugin), the pages get theirs below; what neither scope answers (a URL the
// router refuses) gets the strict one from here.
await app.register(securityHeadersPlugin);

if (!config.externalApiUrl) {
  const database = openDatabase(process.env.DATABASE_URL);
  await prepareDatabase(database);
  app.addHook('onClose', () => database.close());
  await app.register(apiPlugin, { prefix: '/api', database });
}

await app.register(async (web) => {
  const tags = tagConfigFromEnv();
  await registerPageSecurityHeaders(web, {
    publicApiBaseUrl: config.publicApiBaseUrl,
    mediaBaseUrl: process.env.S3_PUBLIC_BASE_URL,
    tags,
  });

  // Hashed build assets never change; everything else in public/ is revalidated. The build writes
  // .br and .gz copies beside the files (scripts/bundle-web-server.mjs), served as they are.
  await web.register(fastifyStatic, {
    root: path.join(buildDir, 'client'),
    wildcard: false,
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(reply, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    },
  });

  const build = await serverBuild;
  const manifest = createBuildManifest(build.assets.version, Math.round(statSync(serverBuildFile).mtimeMs), config.routeRules);
  buildManifestRoutes(web, manifest);

  const shell: ShellRuntime = {
    apiInternalUrl: config.apiInternalUrl,
    publicApiBaseUrl: config.publicApiBaseUrl,
    buildId: manifest.id,
    routeRules: manifest.routeRules,
    countryHostAliases: config.countryHostAliases,
    addressLookupKey: process.env.ADDRESS_LOOKUP_KEY?.trim() || developmentLookupKey,
    tags,
  };

  // React Router reads request bodies itself (form actions): hand it the raw stream.
  web.removeAllContentTypeParsers();
  web.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const handler = reactRouterHandler(build, 'production', {
    // The development pages follow the API's rule: DEV_TOOLS=on, and only for this machine.
    loadContext: (request) => ({
      shell,
      cspNonce: requestNonce(request),
      devTools: config.devTools && isLoopbackCaller(request.socket.remoteAddress, request.ip),
    }),
    // A kept page is sent with the nonce of the request it answers (page-cache.ts).
    nonce: requestNonce,
    pageCache: config.pageCache ? createPageCache() : undefined,
  });
  web.all('/*', handler);
  web.all('/', handler);
});

await app.listen({ port: config.port, host: config.host });
console.log(`\n  Brokkie is running at ${config.publicUrl}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void app.close().then(() => process.exit(0));
  });
}
