import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import {
  type CounterRule,
  countRequest,
  resetCounter,
} from "#server/services/rate-limits/request-counters.ts";
import { AUTH_ERROR_MESSAGES, TOO_MANY_SIGN_IN_FAILURES } from "#shared/staff-auth-errors.ts";
import { normalizeEmail } from "./accounts.ts";

/**
 * Per account, from any address: ten sign-ins that fail within fifteen minutes lock the account's
 * sign-in until the window is over. On top of Better Auth's per-address limit (five a minute),
 * which many addresses dodge; this one they cannot.
 */
export const SIGN_IN_FAILURES_RULE: CounterRule = { windowSeconds: 15 * 60, max: 10 };

/**
 * The counter of one e-mail address's sign-ins. Only a hash of the address is kept: the counters
 * table holds no personal data, and every address typed has one, whether an account has it or
 * not (the lock says nothing about which e-mails exist).
 */
export function signInCounterKey(email: string): string {
  const digest = createHash("sha256").update(normalizeEmail(email)).digest("base64url");
  return `sign-in:${digest}`;
}

export type SignInTicket =
  | { allowed: true; key: string }
  | { allowed: false; key: string; retryAfterSeconds: number };

/**
 * Counts a sign-in attempt for the address before it is checked, in one statement every instance
 * shares, so a burst of parallel attempts cannot all slip in under the limit. What the attempt
 * turns out to be is settled afterwards (settleSignIn).
 */
export async function admitSignIn(db: Database, email: string): Promise<SignInTicket> {
  const key = signInCounterKey(email);
  const reading = await countRequest(db, key, SIGN_IN_FAILURES_RULE);
  return reading.allowed
    ? { allowed: true, key }
    : { allowed: false, key, retryAfterSeconds: reading.retryAfterSeconds };
}

/**
 * After Better Auth answered an admitted attempt: a success forgets the address's failures; a
 * wrong e-mail or password (401) stays counted; anything else (the per-address limit's 429, a
 * malformed request, an outage) was not a guess at the password and is given back.
 */
export async function settleSignIn(db: Database, key: string, status: number): Promise<void> {
  if (status >= 200 && status < 300) {
    await resetCounter(db, key);
  } else if (status !== 401) {
    await db.execute(
      sql`update request_counters set count = count - 1 where key = ${key} and count > 0`,
    );
  }
}

/** Better Auth's error shape (what the sign-in page reads), with Retry-After. */
export function lockedResponse(retryAfterSeconds: number): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return new Response(
    JSON.stringify({
      code: TOO_MANY_SIGN_IN_FAILURES,
      message: AUTH_ERROR_MESSAGES[TOO_MANY_SIGN_IN_FAILURES],
    }),
    {
      status: 429,
      headers: {
        "content-type": "application/json",
        "retry-after": String(seconds),
        "cache-control": "no-store",
      },
    },
  );
}
