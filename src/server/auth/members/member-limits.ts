import type { Database } from "#server/db/client.ts";
import { addToCounters } from "#server/services/rate-limits/request-counters.ts";

/** Codes one number may receive, from any address: a few now, a few more through the day. */
export const MEMBER_CODE_LIMITS = [
  { name: "15min", windowSeconds: 15 * 60, max: 3 },
  { name: "day", windowSeconds: 24 * 60 * 60, max: 10 },
] as const;

/** Better Auth's own limits per client address (customRules): requests and guesses. */
export const MEMBER_SEND_RATE_LIMIT = { window: 60, max: 5 } as const;
export const MEMBER_VERIFY_RATE_LIMIT = { window: 60, max: 10 } as const;

/**
 * Counts a code request against the number (request_counters, shared by every instance) and
 * says whether it may be sent; when not, the seconds until the tighter window is over.
 */
export async function admitCodeRequest(
  db: Database,
  phoneNumber: string,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const keyOf = (name: string) => `club-code:${name}:${phoneNumber}`;
  const states = await addToCounters(
    db,
    MEMBER_CODE_LIMITS.map((rule) => ({
      key: keyOf(rule.name),
      windowSeconds: rule.windowSeconds,
      by: 1,
    })),
  );
  let retryAfterSeconds = 0;
  for (const rule of MEMBER_CODE_LIMITS) {
    const state = states.get(keyOf(rule.name));
    if (state && state.count > rule.max) {
      retryAfterSeconds = Math.max(retryAfterSeconds, state.retryAfterSeconds);
    }
  }
  return retryAfterSeconds > 0 ? { allowed: false, retryAfterSeconds } : { allowed: true };
}
