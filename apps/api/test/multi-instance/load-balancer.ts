import { Agent, createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Asks the balancer to send this request to one instance (its index); the header is not passed on. */
export const pinHeader = 'x-test-instance';
/**
 * The client address the balancer reports for this request (X-Forwarded-For), as if the request
 * came from that address; without it, the connection's own (loopback). Not passed on. Lets one
 * test process stand for many visitors, as the API's per-IP limits see them.
 */
export const clientAddressHeader = 'x-test-client-address';
/** Which instance answered (added to every answer by the balancer). */
export const servedByHeader = 'x-served-by';

export interface Forwarded {
  instance: number;
  method: string;
  path: string;
  status: number;
}

// Hop-by-hop headers (RFC 9110 §7.6.1) and what the balancer itself sets.
const notForwarded = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  pinHeader,
  clientAddressHeader,
]);

/**
 * A small HTTP load balancer in front of several API instances, as a deployment has one: each
 * request goes to the next instance in turn (round robin, so two consecutive requests of one
 * visitor land on different instances), with X-Forwarded-For/-Proto/-Host set as the edge of a
 * deployment sets them (the API trusts them with TRUST_PROXY=1). Bodies are streamed both ways.
 * Every forwarded request is recorded with the instance that answered it.
 */
export class LoadBalancer {
  readonly forwarded: Forwarded[] = [];
  private upstreams: string[] = [];
  private next = 0;
  private server: Server | undefined;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64 });

  /** Listens on a free loopback port before the instances exist (they need its address). */
  async start(): Promise<string> {
    this.server = createServer((incoming, outgoing) => {
      const pinned = incoming.headers[pinHeader];
      const index = pinned === undefined ? this.pick() : Number(pinned);
      const upstream = this.upstreams[index];
      if (upstream === undefined) {
        outgoing.writeHead(502, { 'content-type': 'text/plain' }).end(`no instance ${String(pinned ?? index)}`);
        return;
      }
      const headers: IncomingHttpHeaders = {};
      for (const [name, value] of Object.entries(incoming.headers)) if (!notForwarded.has(name)) headers[name] = value;
      const client = incoming.headers[clientAddressHeader];
      headers['x-forwarded-for'] = typeof client === 'string' ? client : (incoming.socket.remoteAddress ?? '127.0.0.1');
      headers['x-forwarded-proto'] = 'http';
      if (incoming.headers.host) headers['x-forwarded-host'] = incoming.headers.host;
      const target = new URL(incoming.url ?? '/', upstream);
      const proxied = httpRequest(target, { method: incoming.method, headers, agent: this.agent }, (answer) => {
        this.forwarded.push({ instance: index, method: incoming.method ?? '', path: incoming.url ?? '', status: answer.statusCode ?? 0 });
        const answerHeaders: IncomingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) if (name !== 'connection' && name !== 'keep-alive') answerHeaders[name] = value;
        outgoing.writeHead(answer.statusCode ?? 502, { ...answerHeaders, [servedByHeader]: String(index) });
        answer.pipe(outgoing);
      });
      proxied.on('error', (error) => {
        this.forwarded.push({ instance: index, method: incoming.method ?? '', path: incoming.url ?? '', status: 502 });
        if (!outgoing.headersSent) outgoing.writeHead(502, { 'content-type': 'text/plain', [servedByHeader]: String(index) });
        outgoing.end(`instance ${index}: ${error.message}`);
      });
      incoming.pipe(proxied);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  /** The instances' base URLs (`http://127.0.0.1:port`), in the order the pin header numbers them. */
  setUpstreams(upstreams: string[]): void {
    this.upstreams = upstreams;
  }

  /** How many requests each instance answered. */
  counts(): number[] {
    const counts = this.upstreams.map(() => 0);
    for (const entry of this.forwarded) counts[entry.instance] = (counts[entry.instance] ?? 0) + 1;
    return counts;
  }

  async stop(): Promise<void> {
    this.agent.destroy();
    const server = this.server;
    if (!server) return;
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeAllConnections();
    await closed;
  }

  private pick(): number {
    const index = this.next % Math.max(1, this.upstreams.length);
    this.next += 1;
    return index;
  }
}
