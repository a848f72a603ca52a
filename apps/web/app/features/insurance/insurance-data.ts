import { redirect } from 'react-router';
import { z } from 'zod';
import { addressList, type Address } from '@brokkie/contracts/address';
import { animalList, type Animal } from '@brokkie/contracts/animal';
import { customerList, type Customer } from '@brokkie/contracts/customer';
import { insuranceLead, insuranceLeadList, insuranceLeadOpenCode, type InsuranceLead } from '@brokkie/contracts/insurance';
import { petPassport } from '@brokkie/contracts/pet-passport';
import { extractCustomerId } from '@brokkie/domain/customer-id';
import { todayIsoDate } from '@brokkie/domain/dates';
import { insuranceLeadConversion, insuranceSoldIn, openInsuranceLeadStatuses } from '@brokkie/domain/insurance';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { signedInCustomerId, trackConversion } from '../../shell/conversions.ts';
import { readInsuranceRequest, type InsuranceRequest } from './insurance-choice.ts';

/**
 * The insurance pages' reads and their one write (issue 15, docs/insurance.md): the product page
 * with the indicative premium and the customer's requests, the questionnaire pre-filled from the
 * pet, the customer and their address, and the thank-you page of a request. Insurance is sold in
 * Belgium only: elsewhere the pages read nothing and say so.
 */

/** Outside Belgium: nothing is read, the page says where insurance is sold. */
export interface NotSoldHere {
  sold: false;
}

export interface InsuranceOverviewData {
  sold: true;
  pets: Animal[];
  /** The customer's requests, newest first. */
  leads: InsuranceLead[];
  /** Brussels' today (YYYY-MM-DD): the premium is quoted for a start on the default start date. */
  today: string;
  /** What the address asks for (`?pet=3&cover=premium`): the calculator starts there. */
  request: InsuranceRequest;
}

export interface InsuranceQuestionnaireData {
  sold: true;
  pets: Animal[];
  /** The chip number on each pet's passport (by pet id), or null. */
  chips: Record<number, string | null>;
  customer: Customer | null;
  /** The default delivery address when it is Belgian, else the newest Belgian address; null without one. */
  address: Address | null;
  today: string;
  request: InsuranceRequest;
}

export interface InsuranceThankYouData {
  sold: true;
  /** The request shown: the one the address names (?lead=), else the newest; null without any. */
  lead: InsuranceLead | null;
  /** The address named a request that is not the customer's (or no longer exists). */
  unknown: boolean;
}

const newestFirst = (a: InsuranceLead, b: InsuranceLead) => b.created_at.localeCompare(a.created_at) || b.id - a.id;

async function loadPets(api: ApiClient): Promise<Animal[]> {
  return (await api.get('/animal/', { query: { all: 'true', limit: 100 }, schema: animalList })).results;
}

/** The customer's requests, newest first. */
export async function loadLeads(api: ApiClient): Promise<InsuranceLead[]> {
  return (await api.get('/insurancelead/', { query: { limit: 100 }, schema: insuranceLeadList })).results.sort(newestFirst);
}

/** /insurance: the pets to quote for and the requests made. */
export async function loadInsuranceOverview(
  api: ApiClient,
  search: URLSearchParams,
  country: string | null | undefined,
): Promise<InsuranceOverviewData | NotSoldHere> {
  if (!insuranceSoldIn(country)) return { sold: false };
  const [pets, leads] = await Promise.all([loadPets(api), loadLeads(api)]);
  return { sold: true, pets, leads, today: todayIsoDate(), request: readInsuranceRequest(search) };
}

/** The address the questionnaire proposes: the default delivery address when Belgian, else the newest Belgian one. */
export function proposedAddress(addresses: readonly Address[], customer: Customer | null): Address | null {
  const belgian = addresses.filter((address) => address.country === 'BE');
  return belgian.find((address) => address.url === customer?.default_delivery_address) ?? belgian.sort((a, b) => b.id - a.id)[0] ?? null;
}

/** /insurance/questionnaire: the pets with their chip numbers, the customer and their address. */
export async function loadInsuranceQuestionnaire(
  api: ApiClient,
  search: URLSearchParams,
  country: string | null | undefined,
): Promise<InsuranceQuestionnaireData | NotSoldHere> {
  if (!insuranceSoldIn(country)) return { sold: false };
  const [pets, customers, addresses] = await Promise.all([
    loadPets(api),
    api.get('/customer/', { schema: customerList }),
    api.get('/address/', { query: { limit: 100 }, schema: addressList }),
  ]);
  const passports = await Promise.all(pets.map((pet) => api.get(`/animal/${pet.id}/passport/`, { schema: petPassport })));
  const customer = customers.results[0] ?? null;
  return {
    sold: true,
    pets,
    chips: Object.fromEntries(pets.map((pet, index) => [pet.id, passports[index]?.chip_number ?? null])),
    customer,
    address: proposedAddress(addresses.results, customer),
    today: todayIsoDate(),
    request: readInsuranceRequest(search),
  };
}

/**
 * /insurance/thankyou?lead=<id>: that request, else the newest. Outside Belgium its guard answers
 * the 404 page, even to a signed-out visitor, whose reads would only be refused: nothing is read.
 */
export async function loadInsuranceThankYou(
  api: ApiClient,
  search: URLSearchParams,
  country: string | null | undefined,
): Promise<InsuranceThankYouData | NotSoldHere> {
  if (!insuranceSoldIn(country)) return { sold: false };
  const leads = await loadLeads(api);
  const asked = Number(search.get('lead'));
  if (!Number.isInteger(asked) || asked <= 0) return { sold: true, lead: leads[0] ?? null, unknown: false };
  const lead = leads.find((candidate) => candidate.id === asked);
  return { sold: true, lead: lead ?? leads[0] ?? null, unknown: !lead };
}

// ─── The write ──────────────────────────────────────────────────────────────────────────────

/**
 * The questionnaire's submission: the lead's body as the API takes it (the API judges it) and the
 * Idempotency-Key of this submission, the same for every press of Submit on the same answers.
 */
export const insuranceLeadSubmission = z.object({
  intent: z.literal('lead'),
  key: z.string().regex(/^[\x21-\x7e]{8,255}$/),
  body: z.record(z.string(), z.unknown()),
});
export type InsuranceLeadSubmission = z.input<typeof insuranceLeadSubmission>;

/** A refused request: the API's words, per field too; for an open request of the same pet and offer, which one. */
export interface InsuranceLeadRefusal {
  ok: false;
  detail: string | null;
  fields: Record<string, string[]>;
  status: number;
  code: string | null;
  /** The open request that blocks this one (code insurance_lead_open), when it was found. */
  openLead: number | null;
}

const inProgressCode = 'idempotency_in_progress';
const inProgressRetries = 8;
const inProgressWaitMs = 400;

/** POST /insurancelead/ with the submission's key; while the same key is still being applied, its answer is awaited. */
async function createLead(api: ApiClient, body: Record<string, unknown>, key: string): Promise<InsuranceLead> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await api.post('/insurancelead/', body, { schema: insuranceLead, headers: { 'Idempotency-Key': key } });
    } catch (error) {
      if (!(error instanceof ApiError) || error.code !== inProgressCode || attempt >= inProgressRetries) throw error;
      await new Promise((resolve) => setTimeout(resolve, inProgressWaitMs));
    }
  }
}

/** The open request of the same pet with the same offer, which the API refused to make twice. */
async function findOpenLead(api: ApiClient, body: Record<string, unknown>): Promise<number | null> {
  const leads = await loadLeads(api).catch(() => []);
  const pet = (body.pet ?? null) as { name?: string; type?: string; date_of_birth?: string } | null;
  const open = leads.filter((lead) => openInsuranceLeadStatuses.includes(lead.status) && lead.offer === body.offer);
  const samePet = open.find((lead) =>
    body.animal ? lead.animal === body.animal : lead.animal === null && lead.pet.name === pet?.name && lead.pet.date_of_birth === pet?.date_of_birth,
  );
  return (samePet ?? open[0])?.id ?? null;
}

/** The customer's id when the sign-in state does not hold the customer yet (tracking only: a failure is no reason to stop). */
async function ownCustomerId(api: ApiClient): Promise<string | undefined> {
  try {
    const customer = (await api.get('/customer/', { schema: customerList })).results[0];
    return customer ? extractCustomerId(customer.url) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Makes the lead, fires its conversion (the offer decides which, once per lead) and goes on to
 * its thank-you page; a refusal is the page's data, with the API's field messages.
 */
export async function insuranceLeadAction(
  api: ApiClient,
  submission: z.output<typeof insuranceLeadSubmission>,
  thankYouPath: (lead: number) => string,
): Promise<InsuranceLeadRefusal | Response> {
  let lead: InsuranceLead;
  try {
    lead = await createLead(api, submission.body, submission.key);
  } catch (error) {
    if (!(error instanceof ApiError)) {
      console.error('[insurance] the request was not sent', error);
      return { ok: false, detail: null, fields: {}, status: 0, code: null, openLead: null };
    }
    const openLead = error.code === insuranceLeadOpenCode ? await findOpenLead(api, submission.body) : null;
    return { ok: false, detail: error.detail || null, fields: error.fields, status: error.status, code: error.code, openLead };
  }
  const customerId = signedInCustomerId() ?? (await ownCustomerId(api));
  if (customerId) trackConversion(api, { kind: insuranceLeadConversion[lead.offer], customerId, leadId: lead.id });
  return redirect(thankYouPath(lead.id));
}
