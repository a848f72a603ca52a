import http from 'node:http';
import zlib from 'node:zlib';

export interface RawResponse {
  status: number;
  /** Content-Encoding, or 'none'. */
  encoding: string;
  contentType: string;
  /** Bytes on the wire (the compressed body). */
  bytes: number;
  body: Buffer;
}

/** A GET as a browser sends it (`Accept-Encoding: br, gzip`), the body left as sent. */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { 'Accept-Encoding': 'br, gzip', ...headers }, timeout: 30_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'none'),
          contentType: String(response.headers['content-type'] ?? ''),
          bytes: body.length,
          body,
        });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} timed out`)));
    request.on('error', reject);
  });
}

export interface PageScripts {
  /** Compressed bytes of every script and module preload the page's HTML names. */
  bytes: number;
  files: number;
  /** Each asset with its encoding, for the compression check. */
  assets: { url: string; encoding: string; bytes: number; kind: 'js' | 'css' }[];
  html: { encoding: string; bytes: number; status: number };
}

/**
 * What the browser downloads in JavaScript for `path` before the page works: the HTML is read
 * for `<script src>`, `<link rel="modulepreload">` and the hydration loader's `data-modules`
 * (decision 0020: React Router names every module of the page there), and each is fetched
 * compressed. Stylesheets are fetched too, for the
 * compression check only.
 */
export async function pageScripts(baseUrl: string, path: string, headers: Record<string, string> = {}): Promise<PageScripts> {
  const page = await rawGet(`${baseUrl}${path}`, headers);
  const html = decoded(page).toString('utf8');
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) if (match[1]) scripts.add(match[1]);
  // The modules the page starts after its first paint (decision 0020).
  for (const match of html.matchAll(/<script\b[^>]*\bdata-modules="([^"]*)"/g)) for (const href of match[1]?.split(' ') ?? []) if (href) scripts.add(href);
  for (const match of html.matchAll(/<link\b[^>]*>/g)) {
    const tag = match[0];
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (!href) continue;
    if (/\brel="modulepreload"/.test(tag)) scripts.add(href);
    else if (/\brel="stylesheet"/.test(tag)) styles.add(href);
  }
  const fetchAsset = async (href: string, kind: 'js' | 'css') => {
    const url = new URL(href.replaceAll('&amp;', '&'), `${baseUrl}${path}`).toString();
    const response = await rawGet(url, headers);
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    return { url, encoding: response.encoding, bytes: response.bytes, kind };
  };
  const assets = [
    ...(await Promise.all([...scripts].map((href) => fetchAsset(href, 'js')))),
    ...(await Promise.all([...styles].map((href) => fetchAsset(href, 'css')))),
  ];
  const js = assets.filter((asset) => asset.kind === 'js');
  return {
    bytes: js.reduce((sum, asset) => sum + asset.bytes, 0),
    files: js.length,
    assets,
    html: { encoding: page.encoding, bytes: page.bytes, status: page.status },
  };
}

function decoded(response: RawResponse): Buffer {
  if (response.encoding === 'br') return zlib.brotliDecompressSync(response.body);
  if (response.encoding === 'gzip') return zlib.gunzipSync(response.body);
  if (response.encoding === 'deflate') return zlib.inflateSync(response.body);
  return response.body;
}

/** Below this a response may go uncompressed (compression would not pay: @fastify/compress's default threshold). */
export const compressionThreshold = 1024;

export function isCompressed(encoding: string, bytes: number): boolean {
  return encoding === 'br' || encoding === 'gzip' || encoding === 'zstd' || bytes < compressionThreshold;
}
