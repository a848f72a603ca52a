/**
 * Route validity checks (§2): a route whose parameters cannot name anything answers 404 with
 * 'Page Not Found: {path}' before the page loads.
 */

/** Database ids are positive integers without leading zeros. */
export function isPositiveIntegerId(value: string | undefined): boolean {
  return value !== undefined && /^[1-9]\d{0,15}$/.test(value);
}

/**
 * A password-reset code as the identity service issues it: an opaque URL-safe token. Anything
 * shorter than 8 or longer than 512 characters, or with other characters, cannot be one.
 */
export function isPlausibleResetCode(value: string | undefined): boolean {
  return value !== undefined && /^[A-Za-z0-9._~-]{8,512}$/.test(value);
}
