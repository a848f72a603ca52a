import { z } from 'zod';
import { email, max, min, passwordMinLength, required, zodRule } from '@brokkie/domain/validation-rules';

/*
 * The rules of the sign-in, sign-up and forgotten-password forms. The pages load this module when
 * the visitor first focuses their form (`useValidatedForm` with a loader), so that zod is not part
 * of the first load of these public pages.
 */

const nameMaxLength = 150;

export const signInSchema = z.object({
  email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
  password: z.string().superRefine(zodRule(required)),
});

export const signUpSchema = z.object({
  firstname: z.string().superRefine(zodRule(required)).superRefine(zodRule(max, nameMaxLength)),
  email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
  password: z.string().superRefine(zodRule(required)).superRefine(zodRule(min, passwordMinLength)),
  newsletter: z.boolean(),
  consent: z.boolean().superRefine(zodRule(required)),
});

export const forgotPasswordSchema = z.object({
  email: z.string().superRefine(zodRule(required)).superRefine(zodRule(email)),
});
