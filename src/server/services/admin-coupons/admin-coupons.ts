import { and, asc, eq, exists, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { coupons, orders, stores } from "#server/db/schema.ts";
import {
  type AdminCoupon,
  COUPON_CODE_PATTERN,
  type CouponCreate,
  type CouponDeleteResult,
  type CouponUpdate,
  couponValueIssue,
  validityInOrder,
} from "#shared/admin-coupons.ts";
import { couponErrors } from "./coupon-errors.ts";

type CouponRow = typeof coupons.$inferSelect;

function toAdminCoupon(row: CouponRow): AdminCoupon {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    minOrderCents: row.minOrderCents,
    storeIds: row.storeIds,
    states: row.states,
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

/** A scope may name only stores that exist (switched off ones included: they may come back). */
async function assertStoresExist(db: Database, storeIds: readonly string[] | null) {
  if (storeIds === null) return;
  const found = await db
    .select({ id: stores.id })
    .from(stores)
    .where(inArray(stores.id, [...storeIds]));
  const known = new Set(found.map((row) => row.id));
  const index = storeIds.findIndex((id) => !known.has(id));
  if (index >= 0) throw couponErrors.unknownStore(storeIds[index] ?? "", index);
}

/** Every coupon, by code. */
export async function listCoupons(db: Database): Promise<AdminCoupon[]> {
  const rows = await db.select().from(coupons).orderBy(asc(coupons.code));
  return rows.map(toAdminCoupon);
}

/** Creates a coupon; 409 when the code (in any case) is taken, even under a concurrent create. */
export async function createCoupon(db: Database, input: CouponCreate): Promise<AdminCoupon> {
  await assertStoresExist(db, input.storeIds);
  const [row] = await db
    .insert(coupons)
    .values({
      code: input.code,
      kind: input.kind,
      percentOff: input.percentOff,
      amountOffCents: input.amountOffCents,
      minOrderCents: input.minOrderCents,
      storeIds: input.storeIds,
      states: input.states,
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
    // A new kind comes with its value (the schema checked it); else the values sent must fit
    // the coupon's own kind.
    const kind = update.kind ?? current.kind;
    const kept = update.kind === undefined || update.kind === current.kind;
    const value = {
      kind,
      percentOff:
        update.percentOff !== undefined ? update.percentOff : kept ? current.percentOff : null,
      amountOffCents:
        update.amountOffCents !== undefined
          ? update.amountOffCents
          : kept
            ? current.amountOffCents
            : null,
    };
    const issue = couponValueIssue(value);
    if (issue) throw couponErrors.value(issue.message, issue.path);
    if (update.storeIds !== undefined) await assertStoresExist(tx, update.storeIds);

    const [row] = await tx
      .update(coupons)
      .set({
        ...value,
        minOrderCents:
          update.minOrderCents === undefined ? current.minOrderCents : update.minOrderCents,
        storeIds: update.storeIds === undefined ? current.storeIds : update.storeIds,
        states: update.states === undefined ? current.states : update.states,
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
