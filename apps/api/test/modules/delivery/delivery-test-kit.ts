import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { products } from '@brokkie/db/schema';
import { createTestApi, type TestApi } from '../../helpers/test-api.ts';
import { TestBrowser, uniqueEmail } from '../../helpers/test-browser.ts';
import { payAtCheckout } from '../payments/payment-test-support.ts';
import type { SandboxOutcome } from '../../../src/modules/payments/sandbox-provider.ts';

export interface Owner {
  token: string;
  customerId: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The day `years` years before today: pets keep their age whenever the tests run. */
export function yearsAgo(years: number): string {
  const today = new Date();
  const month = String(today.getUTCMonth() + 1).padStart(2, '0');
  const day = String(Math.min(today.getUTCDate(), 28)).padStart(2, '0');
  return `${today.getUTCFullYear() - years}-${month}-${day}`;
}

export const dog = { name: 'Rex', type: 'dog', sex: 'male', dateOfBirth: yearsAgo(4), weight: 24.5, sterilised: true };
export const cat = { name: 'Minou', type: 'cat', sex: 'female', dateOfBirth: yearsAgo(5), weight: 4.2, indoor: true, sterilised: true };

export const belgianAddress = { street: 'Kerkstraat', number: '12', postal_code: '9000', city: 'Gent', country: 'BE' };
export const dutchAddress = { street: 'Damrak', number: '1', postal_code: '1012 LG', city: 'Amsterdam', country: 'NL' };

/** Unix seconds of noon (UTC) of a YYYY-MM-DD day: the same day in Brussels. */
export function secondsOf(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12) / 1000;
}

/**
 * One API on its own database for a test file, customers signing up from the file's own IP
 * block (rate limits are per IP), and the steps of the funnel as a client takes them.
 */
export class DeliveryTestKit {
  api!: TestApi;
  private ip = 0;

  constructor(private readonly ipBlock: string) {}

  async start(): Promise<void> {
    this.api = await createTestApi();
  }

  async stop(): Promise<void> {
    await this.api?.close();
  }

  get db() {
    return this.api.database.handle.db;
  }

  async signUp(name = 'Pet Owner'): Promise<Owner> {
    this.ip += 1;
    const browser = new TestBrowser(this.api.app, `${this.ipBlock}.${this.ip}`);
    expect((await browser.signUp(uniqueEmail('box'), 'woofwoof42', name)).statusCode).toBe(200);
    const token = await browser.idToken();
    const customerId: string = (await this.call('GET', '/api/customer/', token)).json().results[0].id;
    const [firstname = '', lastname = ''] = name.split(' ');
    await this.call('PATCH', `/api/customer/${customerId}/`, token, { firstname, lastname });
    return { token, customerId };
  }

  call(method: Method, url: string, token?: string, body?: unknown, language = 'en'): Promise<LightMyRequestResponse> {
    const options: InjectOptions = {
      method,
      url,
      remoteAddress: `${this.ipBlock}.200`,
      // As the web app's pages call it: from the site's origin, in the page's language.
      headers: {
        origin: 'http://localhost:3000',
        'accept-language': language,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
    };
    if (body !== undefined) options.payload = body as InjectOptions['payload'];
    return this.api.app.inject(options);
  }

  async ok(method: Method, url: string, token: string, body?: unknown, status = 200) {
    const response = await this.call(method, url, token, body);
    expect(response.statusCode, response.body).toBe(status);
    return response.json();
  }

  async pet(owner: Owner, body: Record<string, unknown>): Promise<{ id: number; url: string }> {
    return this.ok('POST', '/api/animal/', owner.token, body, 201);
  }

  async productId(sku: string): Promise<number> {
    const [row] = await this.db.select({ id: products.id }).from(products).where(eq(products.sku, sku));
    if (!row) throw new Error(`No product ${sku}`);
    return row.id;
  }

  /** An address made the customer's default delivery address, as the checkout page does. */
  async defaultAddress(owner: Owner, address: Record<string, string>): Promise<{ id: number; url: string }> {
    const created = await this.ok('POST', '/api/address/', owner.token, address, 201);
    await this.ok('PATCH', `/api/customer/${owner.customerId}/`, owner.token, { default_delivery_address: created.url });
    return created;
  }

  /** What the payer does at the sandbox's hosted checkout; the webhook lands before the 303. */
  async payAt(checkoutUrl: string, outcome: SandboxOutcome, method = 'bancontact'): Promise<LightMyRequestResponse> {
    const response = await payAtCheckout(this.api, checkoutUrl, outcome, method);
    expect(response.statusCode).toBe(303);
    return response;
  }
}
