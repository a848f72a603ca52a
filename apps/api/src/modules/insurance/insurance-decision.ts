import type { Database } from '@brokkie/db/client';
import { decideInsuranceLead, insuranceLeadWithAttempts, latestInsuranceLeads, type InsuranceLeadWithAttempts } from '@brokkie/db/insurance-queries';
import {
  insuranceLeadDecidedCode,
  insuranceMessageKeys,
  type InsuranceDecision,
  type InsuranceDecisionResult,
  type InsuranceDevDecision,
  type InsuranceDevLead,
  type InsuranceDevLeadList,
} from '@brokkie/contracts/insurance';
import { insuranceOffers, type InsuranceLeadStatus, type InsuranceOffer } from '@brokkie/domain/insurance';
import { ApiProblem, authenticationFailed, notFound } from '../../lib/api-problem.ts';
import type { InsurerAdapter } from './insurer-adapter.ts';
import { insuranceSignatureValid, signInsuranceBody } from './insurer-signature.ts';
import { toInsuranceLead } from './insurance-service.ts';

/**
 * The insurer's decision (POST /insurancelead/decision/, docs/insurance.md "Decision"): the
 * callback is signed with the offer's shared secret, and the secret that signed it says which
 * offer's insurer is speaking; it decides only its own offer's leads.
 */

/** The offers whose secret signs `rawBody` (X-Brokkie-Signature); 401 when none does. */
export function signingOffers(adapters: Record<InsuranceOffer, InsurerAdapter>, rawBody: string, signature: string | undefined, now: Date): InsuranceOffer[] {
  const offers = insuranceOffers.filter((offer) => insuranceSignatureValid(adapters[offer].secret, rawBody, signature, now));
  if (offers.length === 0) throw authenticationFailed();
  return offers;
}

function resultOf(row: { id: number; status: string; decidedAt: Date | null }): InsuranceDecisionResult {
  return { lead: row.id, status: row.status as InsuranceLeadStatus, decided_at: row.decidedAt?.toISOString() ?? null };
}

/**
 * Decides a lead of one of `offers` still open (sent, or new when the insurer had it another
 * way) and stamps `decided_at`. The same decision again (an insurer retrying its call) answers
 * as the first did; a contradicting one is a 409 `insurance_lead_decided`; a lead that is not
 * one of these offers' is a 404.
 */
export async function applyInsurerDecision(
  db: Database,
  offers: readonly InsuranceOffer[],
  decision: InsuranceDecision,
  now: Date,
): Promise<InsuranceDecisionResult> {
  for (const offer of offers) {
    const outcome = await decideInsuranceLead(db, decision.lead, offer, { status: decision.status, reference: decision.reference ?? null }, now);
    if (outcome.status === 'decided') return resultOf(outcome.row);
    if (outcome.status === 'closed') {
      if (outcome.row.status === decision.status) return resultOf(outcome.row);
      throw new ApiProblem({ statusCode: 409, code: insuranceLeadDecidedCode, detail: { key: insuranceMessageKeys.leadDecided } });
    }
  }
  throw new ApiProblem({ statusCode: 404, code: 'not_found', detail: { key: insuranceMessageKeys.unknownLead } });
}

// ─── Development ────────────────────────────────────────────────────────────────────────────────

export function toInsuranceDevLead(row: InsuranceLeadWithAttempts, adapters: Record<InsuranceOffer, InsurerAdapter>): InsuranceDevLead {
  const lead = toInsuranceLead(row);
  return {
    ...lead,
    customer: row.customerId,
    adapter: adapters[lead.offer].kind,
    insurer_reference: row.insurerReference,
    handover_attempts: row.handoverAttempts,
    next_handover_at: row.status === 'new' && row.handoverFailedAt === null ? row.nextHandoverAt.toISOString() : null,
    handover_failed_at: row.handoverFailedAt?.toISOString() ?? null,
    last_handover_error: row.lastHandoverError,
    attempts: row.attempts.map((attempt) => ({
      attempted_at: attempt.attemptedAt.toISOString(),
      status: attempt.status,
      ok: attempt.ok,
      request: attempt.request,
      response: attempt.response,
    })),
  };
}

/** GET /dev/insurance/leads/: the newest leads of every customer, with what their insurer received. */
export async function insuranceDevLeads(db: Database, adapters: Record<InsuranceOffer, InsurerAdapter>, limit: number): Promise<InsuranceDevLeadList> {
  return { results: (await latestInsuranceLeads(db, limit)).map((row) => toInsuranceDevLead(row, adapters)) };
}

/**
 * POST /dev/insurance/leads/{id}/decision/: what the insurer would answer, sent the insurer's
 * way: the callback's body, signed with the offer's secret, verified and applied as the callback
 * does.
 */
export async function decideAsInsurer(
  db: Database,
  adapters: Record<InsuranceOffer, InsurerAdapter>,
  id: number,
  decision: InsuranceDevDecision,
  now: Date,
): Promise<InsuranceDevLead> {
  const lead = await insuranceLeadWithAttempts(db, id);
  if (!lead) throw notFound();
  const offer = insuranceOffers.find((candidate) => candidate === lead.offer);
  if (!offer) throw notFound();
  const body = JSON.stringify({ lead: id, status: decision.status, ...(decision.reference === undefined ? {} : { reference: decision.reference }) });
  const offers = signingOffers(adapters, body, signInsuranceBody(adapters[offer].secret, body, now), now);
  await applyInsurerDecision(db, offers, { lead: id, status: decision.status, reference: decision.reference }, now);
  const decided = await insuranceLeadWithAttempts(db, id);
  if (!decided) throw notFound();
  return toInsuranceDevLead(decided, adapters);
}
