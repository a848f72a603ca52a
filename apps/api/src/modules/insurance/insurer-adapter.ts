import { randomBytes } from 'node:crypto';
import type { InsuranceLeadRow } from '@brokkie/db/insurance-queries';
import type { InsurerAdapterKind } from '@brokkie/contracts/insurance';
import type { InsuranceOffer } from '@brokkie/domain/insurance';
import { currency } from '@brokkie/domain/money';
import type { InsurerEndpointConfig } from './insurance-config.ts';
import { insuranceSignatureValid, signInsuranceBody } from './insurer-signature.ts';

/** An insurer that has not answered by then counts as no answer: tried again later. */
export const insurerRequestTimeoutMs = 10_000;

/** One hand-over of a lead, built before it is sent. */
export interface InsurerRequest {
  url: string;
  /** The JSON text exactly as it is signed and sent. */
  body: string;
  headers: Record<string, string>;
  /** What `insurance_handover_attempt` keeps of it: method, url and body; never the secret or the signature. */
  record: Record<string, unknown>;
}

/** The insurer's answer; status null when none came (refused connection, timeout). */
export interface InsurerAnswer {
  status: number | null;
  body: string;
}

/**
 * One offer's insurer behind one interface: the hand-over job claims, records, retries and
 * settles; an adapter builds the request of a lead and delivers it. Its `secret` also verifies
 * the insurer's decision callback.
 */
export interface InsurerAdapter {
  offer: InsuranceOffer;
  kind: InsurerAdapterKind;
  /** True for a configured insurer (HTTPS); the embedded stand-in is not. */
  configured: boolean;
  /** The shared secret of the X-Brokkie-Signature, both ways. */
  secret: string;
  request(lead: InsuranceLeadRow, context: { decisionUrl: string }): InsurerRequest;
  deliver(request: InsurerRequest): Promise<InsurerAnswer>;
}

/**
 * What an insurer receives of a lead: everything it needs to call the owner and quote the policy
 * (the premium we showed, cover, deductible, start date, when the owner agreed, owner, pet, chip,
 * known conditions), our lead id as the reference its decision names, and where to send it.
 */
export function insurerPayload(lead: InsuranceLeadRow, decisionUrl: string): Record<string, unknown> {
  return {
    lead: lead.id,
    offer: lead.offer,
    cover: lead.cover,
    deductible_cents: lead.deductibleCents,
    premium_cents: lead.premiumCents,
    premium_period: 'month',
    currency,
    start_date: lead.startDate,
    consent_at: lead.consentAt.toISOString(),
    created_at: lead.createdAt.toISOString(),
    owner: lead.owner,
    pet: {
      name: lead.petName,
      type: lead.petType,
      date_of_birth: lead.petDateOfBirth,
      size: lead.petSize,
      chip_number: lead.chipNumber,
      conditions: lead.conditions,
      conditions_text: lead.conditionsText,
    },
    decision_url: decisionUrl,
  };
}

function signedRequest(url: string, secret: string, lead: InsuranceLeadRow, decisionUrl: string): InsurerRequest {
  const payload = insurerPayload(lead, decisionUrl);
  const body = JSON.stringify(payload);
  // Signed on the real clock, whatever `now` a development run works as of: the insurer checks it against its own.
  return {
    url,
    body,
    headers: { 'content-type': 'application/json', 'x-brokkie-signature': signInsuranceBody(secret, body) },
    record: { method: 'POST', url, body: payload },
  };
}

/**
 * The insurer over HTTPS: POST the lead as JSON, signed (X-Brokkie-Signature), 10 s timeout,
 * redirects not followed (a redirect is an answer, not a delivery). 2xx: received; its JSON
 * answer's `reference`, if any, is the insurer's reference.
 */
export function httpsInsurer(offer: InsuranceOffer, config: InsurerEndpointConfig): InsurerAdapter {
  return {
    offer,
    kind: 'https',
    configured: true,
    secret: config.secret,
    request: (lead, context) => signedRequest(config.url, config.secret, lead, context.decisionUrl),
    async deliver(request) {
      try {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.body,
          signal: AbortSignal.timeout(insurerRequestTimeoutMs),
          redirect: 'manual',
        });
        return { status: response.status, body: await response.text() };
      } catch (error) {
        return { status: null, body: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
      }
    },
  };
}

const embeddedSecrets = new Map<InsuranceOffer, string>();

/**
 * The shared secret of the embedded insurer (development only: production refuses to start
 * without each offer's real insurer), so that the signed decision callback works offline too.
 * Random per process and never published: a server left without insurers (a staging copy) takes
 * no decision from outside; the development page signs its decisions in-process.
 */
export function embeddedInsurerSecret(offer: InsuranceOffer): string {
  let secret = embeddedSecrets.get(offer);
  if (secret === undefined) {
    secret = randomBytes(32).toString('hex');
    embeddedSecrets.set(offer, secret);
  }
  return secret;
}

/**
 * The embedded insurer (no configuration): in-process, offline. It checks the signature as an
 * insurer would and answers 200 with the reference `EMB-<lead id>`; the attempt record keeps the
 * full request it received. Its decision comes from the development page
 * (`POST /dev/insurance/leads/{id}/decision/`).
 */
export function embeddedInsurer(offer: InsuranceOffer): InsurerAdapter {
  const secret = embeddedInsurerSecret(offer);
  const url = `embedded://insurer/${offer}`;
  return {
    offer,
    kind: 'embedded',
    configured: false,
    secret,
    request: (lead, context) => signedRequest(url, secret, lead, context.decisionUrl),
    async deliver(request) {
      if (!insuranceSignatureValid(secret, request.body, request.headers['x-brokkie-signature'])) {
        return { status: 401, body: JSON.stringify({ error: 'invalid signature' }) };
      }
      const lead = (JSON.parse(request.body) as { lead: number }).lead;
      return { status: 200, body: JSON.stringify({ received: true, reference: `EMB-${lead}` }) };
    },
  };
}

/** Each offer's adapter, as the configuration says. */
export function insurerAdapters(insurers: Record<InsuranceOffer, InsurerEndpointConfig | undefined>): Record<InsuranceOffer, InsurerAdapter> {
  const adapterOf = (offer: InsuranceOffer) => {
    const config = insurers[offer];
    return config ? httpsInsurer(offer, config) : embeddedInsurer(offer);
  };
  return { standard: adapterOf('standard'), corona_direct: adapterOf('corona_direct') };
}
