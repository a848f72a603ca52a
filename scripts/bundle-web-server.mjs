// The second half of `npm run build` (after `react-router build`): the web server with the API
// and the workspace packages compiled into one ESM file, so that `npm start` runs plain node and
// compiles no TypeScript; brotli and gzip copies of the client assets, so that they are never
// compressed per request; and the source hash that lets `npm start` skip an unchanged build.
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

// Third-party packages stay in node_modules (native code, WebAssembly and data files beside
// them); only the workspace's own TypeScript is compiled in.
const workspacePackagesOnly = {
  name: 'workspace-packages-only',
  setup(esbuild) {
    esbuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@brokkie/') || path.isAbsolute(args.path)) return undefined;
      return { path: args.path, external: true };
    });
    // Modules find their neighbours (migrations, data files) from import.meta.url: keep it the
    // source file's URL rather than the bundle's.
    esbuild.onLoad({ filter: /\.ts$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      return { contents: source.replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

const bundle = await build({
  entryPoints: [path.join(repositoryRoot, 'apps/web/server/main.ts')],
  outdir: path.join(webBuildDirectory, 'server-bundle'),
  entryNames: 'main',
  // What the server imports only when it needs it (the development sign-in provider) stays a
  // chunk of its own, loaded then.
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  bundle: true,
  metafile: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: 'linked',
  legalComments: 'none',
  logLevel: 'warning',
  plugins: [workspacePackagesOnly],
});

writeFileSync(path.join(webBuildDirectory, 'server-bundle/meta.json'), JSON.stringify(bundle.metafile));

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
