import { type CartItem, cartSubtotalCents } from "#shared/cart.ts";
import { type CashbackRules, maxSpendCents } from "#shared/cashback-terms.ts";
import type { DeliveryArea } from "#shared/catalog.ts";
import type { PriceChange } from "#shared/errors.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import { type CouponTerms, couponDiscountCents, orderTotalCents } from "#shared/pricing.ts";
import { linesUnavailableAt } from "#shared/store-stock.ts";

/** The figures the checkout shows, and the server charges the same (or answers price_changed). */
export interface CheckoutTotals extends PriceChange {
  /** False for a delivery whose bairro is not chosen yet: its fee is not known. */
  feeKnown: boolean;
  /** What the member's cashback pays (off the products, never the fee); 0 when not used. */
  cashbackCents: number;
  /** What "Usar R$ X,XX do seu cashback" offers (0: nothing to offer). */
  cashbackUsableCents: number;
}

/** A signed-in member's wallet, as the checkout may use it. */
export interface CheckoutCashback {
  rules: CashbackRules;
  balanceCents: number;
  /** The member ticked "Usar R$ X,XX do seu cashback". */
  use: boolean;
}

/** What the member may use on products worth `productsCents` (after the coupon), as the server decides it. */
export function usableCashbackCents(
  cashback: CheckoutCashback | null,
  productsCents: number,
): number {
  return cashback ? maxSpendCents(cashback.rules, cashback.balanceCents, productsCents) : 0;
}

/**
 * The cart's subtotal (without the lines the store cannot sell now), the coupon's discount, the chosen bairro's fee (none for a pickup) and
 * the total: everything the customer pays, the fee apart (Decreto 7.962/2013).
 */
export function checkoutTotals({
  items,
  unavailableProductIds,
  coupon,
  deliveryMethod,
  area,
  cashback = null,
}: {
  items: readonly CartItem[];
  /** What the chosen store cannot sell now: those lines (and boxes holding them) are not counted. */
  unavailableProductIds?: readonly string[] | undefined;
  /** The applied coupon, as the server described it; null: none. */
  coupon: CouponTerms | null;
  deliveryMethod: DeliveryMethod;
  area: Pick<DeliveryArea, "feeCents"> | null;
  /** A member's wallet; null for anyone else. */
  cashback?: CheckoutCashback | null;
}): CheckoutTotals {
  // Filtered here rather than with cart-subtotal.ts: that would be one more chunk to load. The
  // lines are the ones the form flags (linesUnavailableAt): a party box counts as sold out when
  // a flavour of its mix is, since the server refuses it (409) as it refuses that flavour.
  const unavailable = linesUnavailableAt(items, unavailableProductIds ?? []);
  const subtotal = cartSubtotalCents(items.filter((item) => !unavailable.includes(item)));
  const fee = deliveryMethod === "delivery" ? (area?.feeCents ?? 0) : 0;
  const discount = coupon
    ? couponDiscountCents(coupon, { subtotalCents: subtotal, deliveryFeeCents: fee })
    : 0;
  // A free delivery's discount is the fee's: the products keep their amount.
  const products = subtotal - (coupon?.kind === "free_delivery" ? 0 : discount);
  const usable = usableCashbackCents(cashback, products);
  const cashbackCents = cashback?.use ? usable : 0;
  return {
    subtotalCents: subtotal,
    discountCents: discount,
    deliveryFeeCents: fee,
    totalCents:
      orderTotalCents({
        subtotalCents: subtotal,
        discountCents: discount,
        deliveryFeeCents: fee,
      }) - cashbackCents,
    feeKnown: deliveryMethod === "pickup" || area !== null,
    cashbackCents,
    cashbackUsableCents: usable,
  };
}

/** The cheapest delivery of a store ("Entrega a partir de R$ …"); null: pickup only. */
export function cheapestDeliveryFeeCents(
  areas: readonly Pick<DeliveryArea, "feeCents">[],
): number | null {
  if (areas.length === 0) return null;
  return Math.min(...areas.map((area) => area.feeCents));
}
