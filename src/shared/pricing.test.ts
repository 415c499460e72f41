import { describe, expect, it } from "vitest";
import {
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
});
