// The second half of `npm run build` (after `react-router build`): the web server with the API,
// the workspace packages and the third-party packages compiled into a few ESM files, so that
// `npm start` runs plain node, compiles no TypeScript and loads a few files rather than thousands;
// brotli and gzip copies of the client assets, so that they are never compressed per request; and
// the source hash that lets `npm start` skip an unchanged build.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { build } from 'esbuild';
import { computeSourceHash, repositoryRoot, sourceHashFile, webBuildDirectory } from './source-hash.mjs';

const startedAt = performance.now();
// Hashed before bundling: an edit made while the build runs makes the next start build again.
const sourceHash = computeSourceHash();

// The React Router server build (`react-router build`'s, which imports its packages from
// node_modules) is bundled beside the server as `react-router-build.js`: both share one copy of
// every package (React, React Router, …), in chunks.
const serverBundleDirectory = path.join(webBuildDirectory, 'server-bundle');
const serverEntry = path.join(repositoryRoot, 'apps/web/server/main.ts');
const reactRouterBuildEntry = 'react-router-build';

// Node's ESM loader takes about half a millisecond per file, and the packages' files number over
// four thousand (react-aria alone about a thousand): loaded from node_modules they made most of a
// start (issue 11). So third-party packages are compiled in as well, except those that read files
// of their own package at run time (WebAssembly and data files, static pages, worker scripts,
// fonts), native code, and optional dependencies that are not installed: those stay in
// node_modules and are imported from there.
const keptInNodeModules = new Set([
  '@electric-sql/pglite', // its WebAssembly and file-system image, beside its module
  '@fastify/swagger', // reads its own package.json
  '@fastify/swagger-ui', // serves its static files from its folder
  'pino', // transports run worker files by path
  'thread-stream',
  'sharp', // native
  'pdfkit', // its fonts' metric files
  'fontkit',
  'oidc-provider', // tells its token kinds by their classes' names, which bundling may rename
  'pg-native', // optional, not installed
  'bufferutil', // optional dependencies of ws
  'utf-8-validate',
]);

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const packagesCompiledIn = {
  name: 'packages-compiled-in',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('node:') || path.isAbsolute(args.path)) return undefined;
      if (keptInNodeModules.has(packageName(args.path))) return { path: args.path, external: true };
      return undefined;
    });
    // React's packages choose their build by NODE_ENV at run time, which would compile both
    // builds in; the server runs React's production build (as `npm start` sets NODE_ENV).
    esbuild.onLoad({ filter: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/].*\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('process.env.NODE_ENV')) return undefined;
      return { contents: source.replaceAll('process.env.NODE_ENV', '"production"'), loader: 'js' };
    });
    // The workspace's modules find their neighbours (migrations, data files) from import.meta.url:
    // keep it the source file's URL rather than the bundle's. Not the server's entry, which finds
    // the build from where its bundle is.
    esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path === serverEntry) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

const bundle = await build({
  entryPoints: {
    main: serverEntry,
    [reactRouterBuildEntry]: path.join(webBuildDirectory, 'server/index.js'),
  },
  outdir: serverBundleDirectory,
  // What the server imports only when it needs it (the development sign-in provider, the PDF
  // writer) stays a chunk of its own, loaded then; what both entries use is a shared chunk.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  metafile: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Packages in CommonJS call require(): give the bundle one, resolving from where it lies.
  banner: { js: "import { createRequire as __bundleCreateRequire } from 'node:module'; const require = __bundleCreateRequire(import.meta.url);" },
  // Less to read and parse at every start. Identifiers are not minified, so stack traces stay
  // readable (and the source map names the files); names are not pinned either (`keepNames` made
  // every closure a request creates call `__name`, 6 % of the API's CPU under load): the package
  // that reads its classes' names, oidc-provider, stays in node_modules.
  minifyWhitespace: true,
  minifySyntax: true,
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [packagesCompiledIn],
});

writeFileSync(path.join(serverBundleDirectory, 'meta.json'), JSON.stringify(bundle.metafile));

const compressible = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest|map)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

function* files(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* files(file);
    else if (entry.isFile()) yield file;
  }
}

const clientDirectory = path.join(webBuildDirectory, 'client');
const work = [];
for (const file of files(clientDirectory)) {
  // Below about 1 KB compression saves less than a packet.
  if (!compressible.test(file) || statSync(file).size < 1024) continue;
  const content = readFileSync(file);
  work.push(
    brotli(content, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT },
    }).then((compressed) => writeFileSync(`${file}.br`, compressed)),
    gzip(content, { level: 9 }).then((compressed) => writeFileSync(`${file}.gz`, compressed)),
  );
}
await Promise.all(work);

writeFileSync(sourceHashFile, `${sourceHash}\n`);
console.log(`server bundled and ${work.length / 2} client files precompressed in ${Math.round(performance.now() - startedAt)} ms`);
