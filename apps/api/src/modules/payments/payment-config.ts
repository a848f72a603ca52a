import { createHmac } from 'node:crypto';

/** Settings of the payments module, from the environment (docs/payments.md lists them). */
export interface PaymentConfig {
  /** MOLLIE_API_KEY (`test_…` or `live_…`): payments go to Mollie; unset: the embedded sandbox. */
  mollieApiKey: string | undefined;
  /**
   * PUBLIC_API_URL: the API's public base URL (`https://www.brokkie.be/api`), for webhook URLs and
   * the sandbox checkout when the payer's own origin is unknown. Default: PUBLIC_URL + `/api`.
   */
  publicApiUrl: string | undefined;
  /** SANDBOX_PAYMENT_SECRET: signs the sandbox's webhooks; default derived from the identity secret. */
  sandboxSecret: string;
  /**
   * PAYMENT_RECONCILE_INTERVAL_MS: how often this process runs the reconciliation job (and the
   * sandbox's webhook retries); 0 (or `off`) never. Default one minute, except under the test
   * runner (tests run it themselves).
   */
  reconcileIntervalMs: number;
  /** PAYMENT_RECONCILE_AFTER_MINUTES: how old an unsettled payment is before the job first asks the provider (default 5). */
  reconcileAfterMinutes: number;
}

export const defaultReconcileIntervalMs = 60_000;
export const defaultReconcileAfterMinutes = 5;

export function readPaymentConfig(env: NodeJS.ProcessEnv, context: { production: boolean; identitySecret: string; underTestRunner?: boolean }): PaymentConfig {
  const mollieApiKey = env.MOLLIE_API_KEY?.trim() || undefined;
  if (mollieApiKey && !/^(test|live)_\w{20,}$/.test(mollieApiKey)) {
    throw new Error('MOLLIE_API_KEY must be a Mollie API key (test_… or live_…)');
  }
  // Without Mollie, anyone could pay with the sandbox's "paid" button: production refuses to
  // start that way unless a staging environment asks for it explicitly.
  if (context.production && !mollieApiKey && env.PAYMENT_SANDBOX !== 'on') {
    throw new Error('MOLLIE_API_KEY must be set in production (PAYMENT_SANDBOX=on allows the sandbox on a staging server)');
  }
  const publicApiUrl = env.PUBLIC_API_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicApiUrl && !/^https?:\/\//.test(publicApiUrl)) throw new Error(`PUBLIC_API_URL is not a URL: ${publicApiUrl}`);
  // Every API instance shares the identity secret, so every instance verifies the others' webhooks.
  const sandboxSecret =
    env.SANDBOX_PAYMENT_SECRET?.trim() || createHmac('sha256', context.identitySecret).update('brokkie-sandbox-payment-webhook').digest('hex');
  const underTestRunner = context.underTestRunner ?? Boolean(process.env.VITEST);
  return {
    mollieApiKey,
    publicApiUrl,
    sandboxSecret,
    reconcileIntervalMs: readInterval(env.PAYMENT_RECONCILE_INTERVAL_MS?.trim(), underTestRunner),
    reconcileAfterMinutes: readMinutes(env.PAYMENT_RECONCILE_AFTER_MINUTES?.trim()),
  };
}

function readInterval(raw: string | undefined, underTestRunner: boolean): number {
  if (raw === undefined || raw === '') return underTestRunner ? 0 : defaultReconcileIntervalMs;
  if (raw === 'off') return 0;
  const intervalMs = Number(raw);
  // Below a second the job would mostly look at an unchanged database.
  if (!Number.isInteger(intervalMs) || (intervalMs !== 0 && intervalMs < 1000)) {
    throw new Error(`PAYMENT_RECONCILE_INTERVAL_MS must be 0, off or a number of milliseconds of at least 1000: ${raw}`);
  }
  return intervalMs;
}

function readMinutes(raw: string | undefined): number {
  if (raw === undefined || raw === '') return defaultReconcileAfterMinutes;
  const minutes = Number(raw);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 24 * 60) {
    throw new Error(`PAYMENT_RECONCILE_AFTER_MINUTES must be a whole number of minutes from 1 to 1440: ${raw}`);
  }
  return minutes;
}
