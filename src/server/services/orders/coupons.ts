import { and, eq, type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { coupons, stores } from "#server/db/schema.ts";
import { COUPON_REFUSALS, type CouponRefusal } from "#shared/admin-coupons.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import type { CouponView } from "#shared/orders.ts";
import type { CouponTerms } from "#shared/pricing.ts";

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

/** A coupon as deciding whether it applies to an order needs it. */
export interface CouponFacts extends CouponTerms {
  code: string;
  /** Null: every store (unless states narrow it). */
  storeIds: string[] | null;
  /** Null: every state (unless storeIds narrow it). */
  states: string[] | null;
  isActive: boolean;
  validFrom: Date | null;
  validTo: Date | null;
  /** Its window has not opened, or has closed, by the database clock (so instances agree). */
  startsLater: boolean;
  ended: boolean;
  usageCount: number;
  usageLimit: number | null;
}

/**
 * The columns of CouponFacts. The window is judged with the database clock; the literals are
 * SQL, not parameters (a batch's coupon read takes JSON only).
 */
export const couponFactColumns = {
  code: coupons.code,
  kind: coupons.kind,
  percentOff: coupons.percentOff,
  amountOffCents: coupons.amountOffCents,
  minOrderCents: coupons.minOrderCents,
  storeIds: coupons.storeIds,
  states: coupons.states,
  isActive: coupons.isActive,
  validFrom: coupons.validFrom,
  validTo: coupons.validTo,
  startsLater: sql<boolean>`coalesce(${coupons.validFrom} > now(), false)`,
  ended: sql<boolean>`coalesce(${coupons.validTo} < now(), false)`,
  usageCount: coupons.usageCount,
  usageLimit: coupons.usageLimit,
};

/** What of an order a coupon's conditions look at; what is not known yet is not checked. */
export interface CouponOrderContext {
  store?: { id: string; state: string } | null;
  deliveryMethod?: DeliveryMethod | null;
  /** The products' subtotal, before the fee. */
  subtotalCents?: number | null;
}

/** Whether the store is one the coupon names, by itself or by its state. */
function inScope(coupon: CouponFacts, store: { id: string; state: string }): boolean {
  if (coupon.storeIds === null && coupon.states === null) return true;
  return (
    (coupon.storeIds?.includes(store.id) ?? false) ||
    (coupon.states?.includes(store.state) ?? false)
  );
}

/**
 * Why a switched-on coupon does not apply to an order, or null when it does: its window, its
 * uses, its stores, free delivery on a pickup, its minimum (checked in that order). A switched
 * off or unknown coupon is the caller's "Cupom inválido", with no more said.
 */
export function couponRefusal(
  coupon: CouponFacts,
  order: CouponOrderContext,
  usesLeft: number = coupon.usageLimit === null
    ? Number.POSITIVE_INFINITY
    : coupon.usageLimit - coupon.usageCount,
): CouponRefusal | null {
  if (coupon.startsLater && coupon.validFrom) return COUPON_REFUSALS.notYetValid(coupon.validFrom);
  if (coupon.ended && coupon.validTo) return COUPON_REFUSALS.expired(coupon.validTo);
  if (usesLeft <= 0) return COUPON_REFUSALS.usedUp();
  if (order.store && !inScope(coupon, order.store)) return COUPON_REFUSALS.otherStore();
  if (coupon.kind === "free_delivery" && order.deliveryMethod === "pickup") {
    return COUPON_REFUSALS.deliveryOnly();
  }
  const subtotal = order.subtotalCents;
  if (coupon.minOrderCents !== null && subtotal != null && subtotal < coupon.minOrderCents) {
    return COUPON_REFUSALS.belowMinimum(coupon.minOrderCents);
  }
  return null;
}

/** What the checkout is told of a coupon that applies. */
export function couponView(coupon: CouponFacts): CouponView {
  return {
    code: coupon.code,
    kind: coupon.kind,
    percentOff: coupon.percentOff,
    amountOffCents: coupon.amountOffCents,
    minOrderCents: coupon.minOrderCents,
  };
}

export type CouponCheck =
  | { outcome: "applies"; coupon: CouponView }
  | { outcome: "refused"; refusal: CouponRefusal }
  | { outcome: "invalid" };

/**
 * The coupon a customer typed, checked against what the checkout knows of the order (its
 * store, receiving method, products' subtotal): it applies, is refused with a reason, or is
 * no coupon at all (unknown, switched off, or a store that does not exist).
 */
export async function checkCoupon(
  db: Database,
  input: string,
  order: { storeId?: string; deliveryMethod?: DeliveryMethod; subtotalCents?: number },
): Promise<CouponCheck> {
  const code = typedCode(input);
  if (code === null) return { outcome: "invalid" };
  const [coupon] = await db
    .select(couponFactColumns)
    .from(coupons)
    .where(and(hasCode(code), sql`${coupons.isActive}`))
    .limit(1);
  if (!coupon) return { outcome: "invalid" };
  let store: { id: string; state: string } | null = null;
  if (order.storeId !== undefined) {
    [store = null] = await db
      .select({ id: stores.id, state: stores.state })
      .from(stores)
      .where(and(eq(stores.id, order.storeId), eq(stores.isActive, true)))
      .limit(1);
    if (store === null) return { outcome: "invalid" };
  }
  const refusal = couponRefusal(coupon, {
    store,
    deliveryMethod: order.deliveryMethod,
    subtotalCents: order.subtotalCents,
  });
  return refusal
    ? { outcome: "refused", refusal }
    : { outcome: "applies", coupon: couponView(coupon) };
}
