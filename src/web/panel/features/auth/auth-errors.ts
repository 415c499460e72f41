import {
  authErrorMessage as portugueseMessage,
  TOO_MANY_REQUESTS,
} from "#shared/staff-auth-errors.ts";

/** An error as Better Auth's client hands it over. */
export interface AuthFailure {
  code?: string | undefined;
  message?: string | undefined;
  status: number;
}

/**
 * The message to show, or undefined when the caller's default should be used. The server has
 * put it in pt-BR already (the one table, #shared/staff-auth-errors.ts); the same table answers
 * for a code whose message did not come through.
 */
export function authErrorMessage(error: AuthFailure): string | undefined {
  const code = error.code ?? (error.status === 429 ? TOO_MANY_REQUESTS : undefined);
  return code === undefined ? undefined : portugueseMessage(code, error.message);
}
