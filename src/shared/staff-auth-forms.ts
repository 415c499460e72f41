/**
 * The staff's sign-in and sign-up forms (/login, /setup) as zod schemas, for zodResolver. They
 * check what Better Auth and our password policy would refuse, in the server's own words
 * (staff-auth-errors.ts), before anything is sent.
 */
import { oneLineText } from "./clean-text.ts";
import { PASSWORD_MIN_LENGTH } from "./staff-auth.ts";
import {
  AUTH_ERROR_MESSAGES,
  AUTH_FIELD_MESSAGES,
  MAX_NAME_LENGTH,
  PASSWORD_MAX_LENGTH,
} from "./staff-auth-errors.ts";
import { z } from "./zod-pt-br.ts";

const email = z.string().trim().pipe(z.email(AUTH_FIELD_MESSAGES.email));

export const signInSchema = z.object({
  email,
  password: z.string().min(1, AUTH_FIELD_MESSAGES.password),
});

export const signUpSchema = z.object({
  // As the server keeps it (create-auth.ts): without invisible or direction characters.
  name: oneLineText({ control: AUTH_ERROR_MESSAGES.NAME_INVALID })
    .min(1, AUTH_ERROR_MESSAGES.NAME_REQUIRED)
    .max(MAX_NAME_LENGTH, AUTH_ERROR_MESSAGES.NAME_TOO_LONG),
  email,
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, AUTH_ERROR_MESSAGES.PASSWORD_TOO_SHORT)
    .max(PASSWORD_MAX_LENGTH, AUTH_ERROR_MESSAGES.PASSWORD_TOO_LONG),
});
