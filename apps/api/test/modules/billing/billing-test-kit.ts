import { expect } from 'vitest';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Database } from '@brokkie/db/client';
import { paymentProviderCustomers, sandboxMandates } from '@brokkie/db/schema';
import type { BillingRunReport, NextDelivery } from '@brokkie/contracts/billing';
import { belgianAddress, type DeliveryTestKit, type Owner } from '../delivery/delivery-test-kit.ts';

export interface Subscriber extends Owner {
  email: string;
  recurringUrl: string;
  firstDeliveryId: number;
}

/** A customer through the funnel to a paid first delivery: the subscription is active. */
export async function subscribe(kit: DeliveryTestKit, owner: Owner, pets: readonly { id: number }[]): Promise<Subscriber> {
  const created = await kit.ok('POST', '/api/delivery/create_for_animals/', owner.token, { animals: pets.map((pet) => pet.id), country: 'BE' }, 201);
  await kit.defaultAddress(owner, belgianAddress);
  const pay = await kit.ok('POST', `/api${created.delivery.url}handle_open_payment/`, owner.token, {});
  await kit.payAt(pay.checkout_url, 'paid');
  const recurring = (await kit.ok('GET', '/api/recurringdelivery/', owner.token)).results[0];
  expect(recurring).toMatchObject({ active: true });
  const customer = (await kit.ok('GET', '/api/customer/', owner.token)).results[0];
  return { ...owner, email: customer.email, recurringUrl: recurring.url, firstDeliveryId: created.delivery.id };
}

/** POST /api/dev/billing/run/: one run of the scheduler of `app`, as if at `now`. */
export async function runBilling(app: FastifyInstance, now?: Date): Promise<BillingRunReport> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/dev/billing/run/',
    payload: now ? { now: now.toISOString() } : {},
  });
  expect(response.statusCode, response.body).toBe(200);
  const report: BillingRunReport = response.json();
  // A step that failed is logged and counted; none may in these tests.
  expect(report.errors).toBe(0);
  return report;
}

export async function nextDelivery(kit: DeliveryTestKit, subscriber: Subscriber): Promise<NextDelivery> {
  return kit.ok('GET', `/api${subscriber.recurringUrl}next_delivery/`, subscriber.token);
}

export interface MailboxMessage {
  id: number;
  kind: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
}

/** The development mailbox's messages to `email`, oldest first, with their texts and links. */
export async function mailsTo(app: FastifyInstance, email: string): Promise<MailboxMessage[]> {
  const list = await app.inject({ method: 'GET', url: `/api/dev/mailbox/?to=${encodeURIComponent(email)}&limit=1000` });
  expect(list.statusCode).toBe(200);
  const summaries = (list.json().results as { url: string }[]).reverse();
  return Promise.all(summaries.map(async (summary) => (await app.inject({ method: 'GET', url: `/api${summary.url}` })).json()));
}

/** The bank withdraws the customer's mandate: the provider refuses every recurring charge. */
export async function withdrawMandateAtProvider(db: Database, customerId: string): Promise<void> {
  const [known] = await db.select().from(paymentProviderCustomers).where(eq(paymentProviderCustomers.customerId, customerId));
  if (!known) throw new Error(`No provider customer for ${customerId}`);
  await db.update(sandboxMandates).set({ status: 'invalid' }).where(eq(sandboxMandates.customerId, known.providerCustomerId));
}

export function minutesAfter(instant: Date | string, minutes: number): Date {
  return new Date(new Date(instant).getTime() + minutes * 60_000);
}

export function daysAfter(instant: Date | string, days: number): Date {
  return minutesAfter(instant, days * 24 * 60);
}

export function expectProblem(response: LightMyRequestResponse, status: number, code: string): { detail: string } {
  expect(response.statusCode, response.body).toBe(status);
  const body = response.json();
  expect(body.code).toBe(code);
  return body;
}
