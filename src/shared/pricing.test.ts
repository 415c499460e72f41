import { describe, expect, it } from "vitest";
import {
  type CouponTerms,
  couponDiscountCents,
  DELIVERY_FEE_CENTS,
  deliveryFeeCents,
  discountCents,
  orderTotalCents,
  subtotalCents,
  unitPriceCents,
} from "./pricing.ts";

describe("pricing", () => {
  it("charges R$ 5,00 for delivery and nothing for pickup", () => {
    expect(DELIVERY_FEE_CENTS).toBe(500);
    expect(deliveryFeeCents("delivery")).toBe(500);
    expect(deliveryFeeCents("pickup")).toBe(0);
    expect(deliveryFeeCents("delivery", 700)).toBe(700);
  });

  it("takes a percentage off the subtotal, rounded to the cent", () => {
    expect(discountCents(2697, 10)).toBe(270);
    expect(discountCents(899, 10)).toBe(90);
    expect(discountCents(0, 10)).toBe(0);
  });

  it("totals fee + subtotal − discount", () => {
    const subtotal = subtotalCents([
      { basePriceCents: 899, sizeModifierCents: 0, addonPricesCents: [], quantity: 3 },
    ]);
    expect(subtotal).toBe(2697);
    expect(
      orderTotalCents({ subtotalCents: subtotal, discountCents: 270, deliveryFeeCents: 500 }),
    ).toBe(2927);
  });

  it("adds the size modifier and add-ons to a unit", () => {
    expect(
      unitPriceCents({ basePriceCents: 899, sizeModifierCents: -100, addonPricesCents: [50, 25] }),
    ).toBe(874);
  });

  it("prices each kind of coupon: percent, R$ off capped at the products, the delivery fee", () => {
    const none = { percentOff: null, amountOffCents: null, minOrderCents: null };
    const parts = { subtotalCents: 2697, deliveryFeeCents: 500 };
    const percent: CouponTerms = { ...none, kind: "percent", percentOff: 10 };
    expect(couponDiscountCents(percent, parts)).toBe(270);
    const amount: CouponTerms = { ...none, kind: "amount", amountOffCents: 500 };
    expect(couponDiscountCents(amount, parts)).toBe(500);
    expect(couponDiscountCents({ ...amount, amountOffCents: 3000 }, parts)).toBe(2697);
    const free: CouponTerms = { ...none, kind: "free_delivery" };
    expect(couponDiscountCents(free, parts)).toBe(500);
    expect(couponDiscountCents(free, { ...parts, deliveryFeeCents: 0 })).toBe(0);
  });

  it("gives no discount below a coupon's minimum, counted on the products alone", () => {
    const amount: CouponTerms = {
      kind: "amount",
      percentOff: null,
      amountOffCents: 500,
      minOrderCents: 3000,
    };
    // R$ 26,97 of products + R$ 5,00 fee is over R$ 30,00, the products are not.
    expect(couponDiscountCents(amount, { subtotalCents: 2697, deliveryFeeCents: 500 })).toBe(0);
    expect(couponDiscountCents(amount, { subtotalCents: 3000, deliveryFeeCents: 500 })).toBe(500);
  });
});
