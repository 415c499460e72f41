import { and, asc, eq, exists, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { coupons, orders } from "#server/db/schema.ts";
import {
  type AdminCoupon,
  COUPON_CODE_PATTERN,
  type CouponCreate,
  type CouponDeleteResult,
  type CouponUpdate,
  validityInOrder,
} from "#shared/admin-coupons.ts";
import { couponErrors } from "./coupon-errors.ts";

type CouponRow = typeof coupons.$inferSelect;

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    code: row.code,
    percentOff: row.percentOff,
    isActive: row.isActive,
    validFrom: row.validFrom?.toISOString() ?? null,
    validTo: row.validTo?.toISOString() ?? null,
    usageLimit: row.usageLimit,
    usageCount: row.usageCount,
  };
}

const toDate = (iso: string | null) => (iso === null ? null : new Date(iso));

/**
 * The code of a URL as stored (upper-case), or null when it cannot name a coupon: such a path
 * gets the same 404 as an unknown code, without a query.
 */
function codeFromPath(raw: string): string | null {
  const code = raw.trim().toUpperCase();
  return COUPON_CODE_PATTERN.test(code) ? code : null;
}

/** Every coupon, by code. */
export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(toAdminCoupon);
}

/** Creates a coupon; 409 when the code (in any case) is taken, even under a concurrent create. */
export async function createCoupon(db: Database, input: CouponCreate): Promise<AdminCoupon> {
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code,
      percentOff: input.percentOff,
      isActive: input.isActive,
      validFrom: toDate(input.validFrom),
      validTo: toDate(input.validTo),
      usageLimit: input.usageLimit,
    })
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  if (!row) throw couponErrors.duplicate();
  return toAdminCoupon(row);
}

/**
 * Changes some fields of a coupon. The row is locked while the merged result is checked, so an
 * order redeeming the coupon meanwhile waits, and the limit can never fall below the uses.
 */
export async function updateCoupon(
  db: Database,
  rawCode: string,
  update: CouponUpdate,
): Promise<AdminCoupon> {
  const code = codeFromPath(rawCode);
  if (code === null) throw couponErrors.notFound();
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(coupons).where(eq(coupons.code, code)).for("update");
    if (!current) throw couponErrors.notFound();

    const validFrom =
      update.validFrom === undefined
        ? (current.validFrom?.toISOString() ?? null)
        : update.validFrom;
    const validTo =
      update.validTo === undefined ? (current.validTo?.toISOString() ?? null) : update.validTo;
    if (!validityInOrder(validFrom, validTo)) throw couponErrors.validityOrder();
    const usageLimit = update.usageLimit === undefined ? current.usageLimit : update.usageLimit;
    if (usageLimit !== null && usageLimit < current.usageCount) {
      throw couponErrors.limitBelowUses(current.usageCount);
    }

    const [row] = await tx
      .update(coupons)
      .set({
        percentOff: update.percentOff ?? current.percentOff,
        isActive: update.isActive ?? current.isActive,
        validFrom: toDate(validFrom),
        validTo: toDate(validTo),
        usageLimit,
        updatedAt: sql`now()`,
      })
      .where(eq(coupons.code, code))
      .returning();
    if (!row) throw couponErrors.notFound();
    return toAdminCoupon(row);
  });
}

/**
 * Deletes a coupon nobody used. One that orders used is kept, so their history still names a
 * real coupon and the code cannot be reissued with another meaning; it is switched off instead.
 */
export async function deleteCoupon(db: Database, rawCode: string): Promise<CouponDeleteResult> {
  const code = codeFromPath(rawCode);
  if (code === null) throw couponErrors.notFound();
  const usedByAnOrder = exists(
    db.select({ one: sql`1` }).from(orders).where(eq(orders.couponCode, code)),
  );
  // Both statements re-check the condition themselves, so an order placed in between is safe:
  // either it redeemed first (the delete no longer matches) or it finds no coupon and is refused.
  const deleted = await db
    .delete(coupons)
    .where(and(eq(coupons.code, code), eq(coupons.usageCount, 0), sql`not ${usedByAnOrder}`))
    .returning({ code: coupons.code });
  if (deleted.length > 0) return { outcome: "deleted", code };

  const [row] = await db
    .update(coupons)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(eq(coupons.code, code))
    .returning();
  if (!row) throw couponErrors.notFound();
  return { outcome: "deactivated", coupon: toAdminCoupon(row) };
}
