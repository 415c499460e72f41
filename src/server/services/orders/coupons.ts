import { and, eq, gte, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { coupons } from "#server/db/schema.ts";
import type { CouponView } from "#shared/orders.ts";

const MAX_CODE_LENGTH = 40;

/** The code as typed, trimmed; null when it cannot be any coupon's code (so no query is made). */
export function typedCode(input: string): string | null {
  const code = input.trim();
  // Control characters (NUL above all, which PostgreSQL text refuses) never appear in a code.
  if (code.length === 0 || code.length > MAX_CODE_LENGTH || /\p{Cc}/u.test(code)) return null;
  return code;
}

/**
 * Codes are stored upper-case (a check constraint holds them to it) and compared with the
 * customer's input upper-cased by the same function, so "frosty10" finds FROSTY10.
 */
function hasCode(code: string): SQL {
  return eq(coupons.code, sql`upper(${code})`);
}

/**
 * A typed code as it is stored, upper-cased in JavaScript so that a batch can look all its
 * codes up in one query and match them back; on the codes staff can create (A-Z, 0-9, see
 * shared/admin-coupons.ts) this is what PostgreSQL's upper() gives.
 */
export function couponKey(typed: string): string {
  return typed.toUpperCase();
}

/**
 * Active and inside its validity window (both ends inclusive, either may be open), judged by
 * the database clock so every instance agrees.
 */
export const activeNow = and(
  // The column itself rather than `= true`: no parameter (a batch's coupon read takes JSON only).
  sql`${coupons.isActive}`,
  or(isNull(coupons.validFrom), lte(coupons.validFrom, sql`now()`)),
  or(isNull(coupons.validTo), gte(coupons.validTo, sql`now()`)),
);

/** Active now and under its usage limit. */
const usableNow = and(
  activeNow,
  or(isNull(coupons.usageLimit), lt(coupons.usageCount, coupons.usageLimit)),
);

/** The coupon a customer typed, if it can be used right now. */
export async function findUsableCoupon(db: Database, input: string): Promise<CouponView | null> {
  const code = typedCode(input);
  if (code === null) return null;
  const [coupon] = await db
    .select({ code: coupons.code, percentOff: coupons.percentOff })
    .from(coupons)
    .where(and(hasCode(code), usableNow))
    .limit(1);
  return coupon ?? null;
}
