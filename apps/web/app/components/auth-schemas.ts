import { z } from 'zod';
import { email, max, min, passwordMinLength, required, zodRule } from '@brokkie/domain/validation-rules';

// The rules of the sign-in, sign-up and forgotten-password forms, loaded lazily (auth-schema-loaders.ts).

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
