import { expect, type Page } from '@playwright/test';

/**
 * Customers for the dashboard walks, built the way the funnel builds them: a named account signed
 * in in the page's browser context (so the server renders its pages too), pets, a first box with
 * a Belgian delivery address, and that box paid on the sandbox provider's hosted page.
 */

export type ApiMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

/** The product API as the signed-in customer calls it; a non-2xx answer fails the test with its body. */
export type Api = <T = unknown>(method: ApiMethod, path: string, data?: unknown) => Promise<T>;

export interface Pet {
  id: number;
  url: string;
  name: string;
}

export interface Delivery {
  id: number;
  url: string;
  status: string;
  total: number;
  vat: number;
  invoice_number: string | null;
}

export interface RecurringDelivery {
  url: string;
  price_per_delivery: number;
  interval_weeks: number;
  recurringdeliveryitem_set: { url: string; kind: string; animal: string | null; product: string; amount: number; skipped: boolean }[];
}

/** Rex, a grown dog, and Minou, an indoor cat: what most walks need. */
export const rexTheDog = { name: 'Rex', type: 'dog', sex: 'male', dateOfBirth: '2021-04-12', weight: 24.5, size: 'medium', sterilised: true, activity: 'active' } as const;
export const minouTheCat = { name: 'Minou', type: 'cat', sex: 'female', dateOfBirth: '2019-09-01', weight: 4.2, indoor: true, sterilised: true } as const;

let counter = 0;
export function uniqueEmail(tag: string): string {
  counter += 1;
  return `${tag}.${Date.now().toString(36)}${counter}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/**
 * A client address of its own for the page's context: the identity service limits sign-ups per
 * address and every browser here comes from 127.0.0.1 (the server trusts its proxy's header).
 */
export async function speakAsNewClient(page: Page): Promise<string> {
  const octet = () => 1 + Math.floor(Math.random() * 250);
  const address = `10.${octet()}.${octet()}.${octet()}`;
  await page.context().setExtraHTTPHeaders({ 'X-Forwarded-For': address });
  return address;
}

/**
 * A new customer with a password account and a first name, signed in in the page's context.
 * `language` is what their API calls accept (the links the API builds, like a payment's way back, follow it).
 */
export async function signUp(page: Page, baseURL: string, firstname: string, language = 'en'): Promise<Api> {
  const origin = new URL(baseURL).origin;
  const headers = { Origin: origin, 'X-Forwarded-For': await speakAsNewClient(page) };
  const request = page.request;
  const up = await request.post(`${origin}/api/auth/sign-up/email`, {
    headers,
    data: { email: uniqueEmail(firstname.toLowerCase()), password: 'walkies-2026', name: firstname },
  });
  expect(up.status(), await up.text()).toBe(200);
  const { token } = (await (await request.get(`${origin}/api/auth/token`, { headers })).json()) as { token: string };
  expect((await request.post(`${origin}/api/auth/session-sync`, { headers, data: { token } })).ok()).toBe(true);
  const api: Api = async <T>(method: ApiMethod, path: string, data?: unknown) => {
    const answer = await request.fetch(`${origin}/api${path.replace(/^\/api/, '')}`, {
      method,
      headers: { ...headers, Authorization: `Bearer ${token}`, 'Accept-Language': language, 'Idempotency-Key': crypto.randomUUID() },
      ...(data === undefined ? {} : { data }),
    });
    const body = await answer.text();
    expect(answer.ok(), `${method} ${path}: ${answer.status()} ${body}`).toBe(true);
    return (body ? JSON.parse(body) : null) as T;
  };
  const customer = (await api<{ results: { url: string }[] }>('GET', '/customer/')).results[0]!;
  await api('PATCH', customer.url, { firstname, lastname: 'Peeters' });
  return api;
}

/** The pets, their first box and a Belgian delivery address, as the funnel makes them: the box is ready to pay. */
export async function firstBox(api: Api, petsToAdd: readonly Record<string, unknown>[]): Promise<{ pets: Pet[]; delivery: Delivery }> {
  const pets: Pet[] = [];
  for (const pet of petsToAdd) pets.push(await api<Pet>('POST', '/animal/', pet));
  const { delivery } = await api<{ delivery: Delivery }>('POST', '/delivery/create_for_animals/', { animals: pets.map((pet) => pet.id), country: 'BE' });
  const address = await api<{ url: string }>('POST', '/address/', {
    firstname: 'Sam', lastname: 'Peeters', street: 'Veldstraat', number: '12', postal_code: '9000', city: 'Gent', country: 'BE', phone: '+32 470 12 34 56',
  });
  const customer = (await api<{ results: { url: string }[] }>('GET', '/customer/')).results[0]!;
  await api('PATCH', customer.url, { default_delivery_address: address.url });
  return { pets, delivery };
}

/** What the payer does on the sandbox provider's hosted page; it sends them back where the payment said. */
export async function payAtProvider(page: Page, outcome: 'paid' | 'failed' | 'canceled', method = 'creditcard'): Promise<void> {
  await page.waitForURL(/\/api\/sandbox-payments\/tr_/);
  await page.locator(`input[name="method"][value="${method}"]`).check();
  await page.locator(`input[name="outcome"][value="${outcome}"]`).check();
  await Promise.all([page.waitForURL((url) => !url.pathname.includes('/sandbox-payments/')), page.locator('form button[type="submit"]').click()]);
}

/** A customer whose first box is paid by card: the subscription runs and the card is their mandate. */
export async function payingHousehold(
  page: Page,
  baseURL: string,
  { firstname = 'Sam', pets = [rexTheDog], language = 'en' }: { firstname?: string; pets?: readonly Record<string, unknown>[]; language?: string } = {},
): Promise<{ api: Api; pets: Pet[]; delivery: Delivery }> {
  const api = await signUp(page, baseURL, firstname, language);
  const first = await firstBox(api, pets);
  const { checkout_url } = await api<{ checkout_url: string }>('POST', `${first.delivery.url}handle_open_payment/`, {});
  await page.goto(checkout_url);
  await payAtProvider(page, 'paid', 'creditcard');
  return { api, pets: first.pets, delivery: await api<Delivery>('GET', first.delivery.url) };
}

export async function subscriptionOf(api: Api): Promise<RecurringDelivery> {
  return (await api<{ results: RecurringDelivery[] }>('GET', '/recurringdelivery/')).results[0]!;
}
