/*
 * How the sign-in, sign-up and forgotten-password pages load their forms' rules: when the visitor
 * first focuses the form (`useValidatedForm` with a loader), so that zod is not part of these
 * public pages' first load. Declared once here, so each form fetches its rules once.
 */
export const loadSignInSchema = () => import('./auth-schemas.ts').then((schemas) => schemas.signInSchema);
export const loadSignUpSchema = () => import('./auth-schemas.ts').then((schemas) => schemas.signUpSchema);
export const loadForgotPasswordSchema = () => import('./auth-schemas.ts').then((schemas) => schemas.forgotPasswordSchema);
