import { insuranceOffers, type InsuranceOffer } from '@brokkie/domain/insurance';

/** Settings of the insurance hand-over, from the environment (docs/insurance.md lists them). */

/** Where an offer's leads go: the insurer's HTTPS endpoint and the secret both sides sign with. */
export interface InsurerEndpointConfig {
  /** INSURANCE_<OFFER>_LEAD_URL: https (http outside production, for a local receiver). */
  url: string;
  /** INSURANCE_<OFFER>_LEAD_SECRET: the shared secret of the X-Brokkie-Signature HMAC, both ways. */
  secret: string;
}

export interface InsuranceConfig {
  /**
   * INSURANCE_HANDOVER_INTERVAL_MS: how often this process hands over the leads that are due; 0
   * (or `off`) never (another instance does). Default one minute, except under the test runner
   * (tests run the hand-over themselves).
   */
  intervalMs: number;
  /** A run right after a lead is made (not awaited), so it is with the insurer within moments; off under the test runner. */
  runAfterCreate: boolean;
  /** Each offer's insurer; undefined: the embedded insurer (in-process, development only). */
  insurers: Record<InsuranceOffer, InsurerEndpointConfig | undefined>;
}

export const defaultInsuranceHandoverIntervalMs = 60_000;

/** Shortest shared secret accepted: an HMAC key guessable in a search is no key. */
export const minInsurerSecretLength = 16;

/** The environment variables' prefix of each offer. */
export const insurerEnvPrefix: Record<InsuranceOffer, string> = {
  standard: 'INSURANCE_STANDARD_LEAD',
  corona_direct: 'INSURANCE_CORONA_DIRECT_LEAD',
};

const text = (env: NodeJS.ProcessEnv, name: string) => env[name]?.trim() ?? '';

function readInterval(env: NodeJS.ProcessEnv, underTestRunner: boolean): number {
  const raw = text(env, 'INSURANCE_HANDOVER_INTERVAL_MS');
  if (raw === '') return underTestRunner ? 0 : defaultInsuranceHandoverIntervalMs;
  if (raw === 'off') return 0;
  const intervalMs = Number(raw);
  // More often than every second only loads the database; an insurer calls back within days.
  if (!Number.isInteger(intervalMs) || (intervalMs !== 0 && intervalMs < 1000)) {
    throw new Error(`INSURANCE_HANDOVER_INTERVAL_MS must be 0, off or a number of milliseconds of at least 1000: ${raw}`);
  }
  return intervalMs;
}

/** One offer's insurer: both variables or neither (half a configuration would lose every lead). */
function readInsurer(env: NodeJS.ProcessEnv, offer: InsuranceOffer, production: boolean): InsurerEndpointConfig | undefined {
  const prefix = insurerEnvPrefix[offer];
  const url = text(env, `${prefix}_URL`);
  const secret = text(env, `${prefix}_SECRET`);
  if (url === '' && secret === '') {
    // A lead must never silently go nowhere in production: the embedded insurer is for development.
    if (production) throw new Error(`In production ${prefix}_URL and ${prefix}_SECRET are required: the ${offer} offer's leads must reach its insurer`);
    return undefined;
  }
  if (url === '') throw new Error(`${prefix}_SECRET is set without ${prefix}_URL: set both or neither`);
  if (secret === '') throw new Error(`${prefix}_URL is set without ${prefix}_SECRET: set both or neither`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`${prefix}_URL is not a URL: ${url}`);
  }
  const protocols = production ? ['https:'] : ['https:', 'http:'];
  if (!protocols.includes(parsed.protocol)) {
    throw new Error(`${prefix}_URL must be an ${production ? 'https' : 'http(s)'} URL${production ? ' in production' : ''}: ${url}`);
  }
  if (secret.length < minInsurerSecretLength) throw new Error(`${prefix}_SECRET must be at least ${minInsurerSecretLength} characters`);
  return { url, secret };
}

export function readInsuranceConfig(env: NodeJS.ProcessEnv, context: { production: boolean; underTestRunner?: boolean }): InsuranceConfig {
  const underTestRunner = context.underTestRunner ?? Boolean(process.env.VITEST);
  const insurers = Object.fromEntries(insuranceOffers.map((offer) => [offer, readInsurer(env, offer, context.production)])) as Record<
    InsuranceOffer,
    InsurerEndpointConfig | undefined
  >;
  return { intervalMs: readInterval(env, underTestRunner), runAfterCreate: !underTestRunner, insurers };
}
