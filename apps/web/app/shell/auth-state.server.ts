/**
 * What the server knows about the visitor's sign-in, for SSR and route guards.
 *
 * This is the seam the identity issue fills: the browser keeps a server-side session in step with
 * its identity token (the token sync URL of §4), and this function will verify that session. Until
 * the identity service exists there is no session to verify, so every visitor is signed out —
 * which is true, not a placeholder: nobody can sign in yet.
 */
export interface AuthState {
  signedIn: boolean;
}

export async function readAuthState(_request: Request): Promise<AuthState> {
  return { signedIn: false };
}
