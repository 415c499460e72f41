/** Order arithmetic, in integer cents, shared by the cart (display) and the server (truth). */

import type { CouponKind } from "./admin-coupons.ts";

export const DELIVERY_FEE_CENTS = 500;

export interface PricedLine {
  basePriceCents: number;
  sizeModifierCents: number;
  addonPricesCents: readonly number[];
  quantity: number;
}

/** One unit: base price + size modifier + every chosen add-on. */
export function unitPriceCents(line: Omit<PricedLine, "quantity">): number {
  return (
    line.basePriceCents +
    line.sizeModifierCents +
    line.addonPricesCents.reduce((sum, price) => sum + price, 0)
  );
}

export function lineTotalCents(line: PricedLine): number {
  return unitPriceCents(line) * line.quantity;
}

export function subtotalCents(lines: readonly PricedLine[]): number {
  return lines.reduce((sum, line) => sum + lineTotalCents(line), 0);
}

/** A percentage off the subtotal, rounded to the nearest cent. */
export function discountCents(subtotal: number, percentOff: number): number {
  return Math.round((subtotal * percentOff) / 100);
}

/** What a coupon takes off, as pricing needs it (the value of its kind is set, the other null). */
export interface CouponTerms {
  kind: CouponKind;
  percentOff: number | null;
  amountOffCents: number | null;
  /** Null: any subtotal. */
  minOrderCents: number | null;
}

/**
 * A coupon's discount on an order: a percent of the products, reais off them (never more than
 * they cost), or the delivery fee; nothing while the products are below its minimum.
 */
export function couponDiscountCents(
  coupon: CouponTerms,
  parts: { subtotalCents: number; deliveryFeeCents: number },
): number {
  if (coupon.minOrderCents !== null && parts.subtotalCents < coupon.minOrderCents) return 0;
  if (coupon.kind === "free_delivery") return parts.deliveryFeeCents;
  if (coupon.kind === "amount") return Math.min(coupon.amountOffCents ?? 0, parts.subtotalCents);
  return discountCents(parts.subtotalCents, coupon.percentOff ?? 0);
}

export function deliveryFeeCents(
  method: "delivery" | "pickup",
  feeCents: number = DELIVERY_FEE_CENTS,
): number {
  return method === "delivery" ? feeCents : 0;
}

/** Total = delivery fee + subtotal − discount. */
export function orderTotalCents(parts: {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
}): number {
  return parts.deliveryFeeCents + parts.subtotalCents - parts.discountCents;
}
