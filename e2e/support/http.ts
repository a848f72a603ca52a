import http from 'node:http';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  /** The Location header resolved against the request URL, when there is one. */
  location: URL | undefined;
}

/**
 * One HTTP request exactly as a browser's first document request would send it, never
 * following redirects. Node cannot resolve `nl.localhost`, so every `*.localhost` host is
 * dialled on 127.0.0.1 with the original Host header — which is what the server reads.
 */
export function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  const target = new URL(url);
  const dialHost = target.hostname === 'localhost' || target.hostname.endsWith('.localhost') ? '127.0.0.1' : target.hostname;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: dialHost,
        port: target.port || 80,
        path: `${target.pathname}${target.search}`,
        method: 'GET',
        headers: {
          host: target.host,
          accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
          'accept-language': 'nl-BE,nl;q=0.9',
          ...headers,
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const locationHeader = response.headers.location;
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            location: locationHeader ? new URL(locationHeader, target) : undefined,
          });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(20_000, () => request.destroy(new Error(`GET ${url} timed out`)));
    request.end();
  });
}

/** The Set-Cookie headers of a response, as one list. */
export function setCookies(response: RawResponse): string[] {
  const value = response.headers['set-cookie'];
  return value ? (Array.isArray(value) ? value : [value]) : [];
}

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** Text as the browser would show it from server HTML: tags dropped, entities decoded, spaces collapsed. */
export function htmlText(html: string): string {
  return html
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return entities[name] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the server sends for a document request, read without a browser: status, `<html lang>`,
 * the title, the links (href and text, optionally only inside the first `<header>`, the banner)
 * and the visible text. React's server output is regular enough for these few patterns; checks of
 * what a visitor does stay in the browser specs.
 */
export interface ServerPage extends RawResponse {
  lang: string | undefined;
  title: string | undefined;
  /** The text of the first <h1>. */
  h1: string | undefined;
  text: string;
  links(scope?: 'banner'): { href: string; text: string }[];
}

export async function serverPage(url: string, headers: Record<string, string> = {}): Promise<ServerPage> {
  const response = await rawGet(url, headers);
  const html = response.body;
  const body = html.slice(html.search(/<body[\s>]/i) + 1 || 0);
  return {
    ...response,
    lang: /<html[^>]*\slang="([^"]*)"/i.exec(html)?.[1],
    title: (() => {
      const match = /<title>([\s\S]*?)<\/title>/i.exec(html);
      return match ? htmlText(match[1]!) : undefined;
    })(),
    h1: (() => {
      const match = /<h1[\s>][^>]*>?([\s\S]*?)<\/h1>/i.exec(body);
      return match ? htmlText(match[1]!) : undefined;
    })(),
    text: htmlText(body.replace(/<script[\s\S]*?<\/script>/gi, '').replace(/<style[\s\S]*?<\/style>/gi, '')),
    links(scope) {
      const part = scope === 'banner' ? (/<header[\s>][\s\S]*?<\/header>/i.exec(body)?.[0] ?? '') : body;
      return [...part.matchAll(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi)].map((match) => ({ href: htmlText(match[1]!), text: htmlText(match[2]!) }));
    },
  };
}

/** The page a browser's document request ends on, following the server's redirects (at most five). */
export async function serverPageAfterRedirects(url: string, headers: Record<string, string> = {}): Promise<ServerPage & { url: URL }> {
  let current = new URL(url);
  for (let hop = 0; hop < 5; hop += 1) {
    const page = await serverPage(current.href, headers);
    if (page.status < 300 || page.status >= 400 || !page.location) return { ...page, url: current };
    current = page.location;
  }
  throw new Error(`${url}: more than five redirects`);
}
