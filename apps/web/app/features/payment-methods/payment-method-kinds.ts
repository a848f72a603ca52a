// No zod here: the page's cards and its return notice read these; the page's data module (with the
// schemas it validates the API's answers with) loads on the page's first read in the browser
// (decision 0021).

/** The query parameter the payer comes back with from verifying a new payment method. */
export const returnParameter = 'new_method';

export type MethodKind = 'directdebit' | 'creditcard' | 'paypal' | 'other';

export function methodKind(method: string): MethodKind {
  return method === 'directdebit' || method === 'creditcard' || method === 'paypal' ? method : 'other';
}
