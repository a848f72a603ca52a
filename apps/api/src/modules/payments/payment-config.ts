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
}

export function readPaymentConfig(
  env: NodeJS.ProcessEnv,
  context: { production: boolean; identitySecret: string },
): PaymentConfig {
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
    env.SANDBOX_PAYMENT_SECRET?.trim() ||
    createHmac('sha256', context.identitySecret).update('brokkie-sandbox-payment-webhook').digest('hex');
  return { mollieApiKey, publicApiUrl, sandboxSecret };
}
