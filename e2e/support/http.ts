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
