import { describe, expect, it } from "vitest";
import type { CartItem } from "#shared/cart.ts";
import type { CouponTerms } from "#shared/pricing.ts";
import { cheapestDeliveryFeeCents, checkoutTotals } from "./checkout-totals.ts";

const caja: CartItem = {
  productId: "1",
  name: "Picolé de Cajá",
  imageUrl: "/images/products/1.svg",
  basePriceCents: 899,
  size: "medio",
  sizeModifierCents: 0,
  addons: [{ id: "a1", name: "Granola", priceCents: 100 }],
  quantity: 3,
};

const tenPercent: CouponTerms = {
  kind: "percent",
  percentOff: 10,
  amountOffCents: null,
  minOrderCents: null,
};

describe("checkoutTotals", () => {
  it("adds the chosen bairro's fee apart from the subtotal and the discount", () => {
    expect(
      checkoutTotals({
        items: [caja],
        coupon: tenPercent,
        deliveryMethod: "delivery",
        area: { feeCents: 800 },
      }),
    ).toEqual({
      subtotalCents: 2997,
      discountCents: 300,
      deliveryFeeCents: 800,
      totalCents: 3497,
      feeKnown: true,
      cashbackCents: 0,
      cashbackUsableCents: 0,
    });
  });

  it("charges no fee for a pickup, and says when the bairro is still to be chosen", () => {
    const pickup = checkoutTotals({
      items: [caja],
      coupon: null,
      deliveryMethod: "pickup",
      area: { feeCents: 800 },
    });
    expect(pickup).toMatchObject({ deliveryFeeCents: 0, totalCents: 2997, feeKnown: true });
    const unknown = checkoutTotals({
      items: [caja],
      coupon: null,
      deliveryMethod: "delivery",
      area: null,
    });
    expect(unknown).toMatchObject({ deliveryFeeCents: 0, totalCents: 2997, feeKnown: false });
  });

  it("counts no line the store cannot sell now, in the subtotal or the discount", () => {
    const umbu: CartItem = { ...caja, productId: "2", name: "Picolé de Umbu", addons: [] };
    expect(
      checkoutTotals({
        items: [caja, umbu],
        unavailableProductIds: ["2"],
        coupon: tenPercent,
        deliveryMethod: "pickup",
        area: null,
      }),
    ).toMatchObject({ subtotalCents: 2997, discountCents: 300, totalCents: 2697 });
  });

  it("counts no party box whose mix holds a flavour the store cannot sell now", () => {
    const box: CartItem = {
      ...caja,
      productId: "30",
      name: "Caixa Festa 20",
      basePriceCents: 8990,
      addons: [],
      quantity: 1,
      boxParts: [
        { productId: "1", name: "Picolé de Cajá", quantity: 12 },
        { productId: "2", name: "Picolé de Umbu", quantity: 8 },
      ],
    };
    const totals = (unavailableProductIds: string[]) =>
      checkoutTotals({
        items: [caja, box],
        unavailableProductIds,
        coupon: tenPercent,
        deliveryMethod: "pickup",
        area: null,
      });
    // Umbu is sold out: the box goes (as on the server, which refuses it), Cajá stays.
    expect(totals(["2"])).toMatchObject({ subtotalCents: 2997, discountCents: 300 });
    // Cajá sold out: neither its own line nor the box that holds it.
    expect(totals(["1"])).toMatchObject({ subtotalCents: 0, discountCents: 0, totalCents: 0 });
    // A flavour the box does not hold leaves it counted.
    expect(totals(["3"])).toMatchObject({ subtotalCents: 2997 + 8990 });
  });
});

describe("checkoutTotals with a coupon", () => {
  const order = (coupon: CouponTerms, deliveryMethod: "delivery" | "pickup" = "delivery") =>
    checkoutTotals({ items: [caja], coupon, deliveryMethod, area: { feeCents: 800 } });

  it("takes R$ off the products, never more than they cost", () => {
    const amount = { ...tenPercent, kind: "amount", percentOff: null } as const;
    expect(order({ ...amount, amountOffCents: 500 })).toMatchObject({
      subtotalCents: 2997,
      discountCents: 500,
      totalCents: 3297,
    });
    expect(order({ ...amount, amountOffCents: 5000 })).toMatchObject({
      discountCents: 2997,
      totalCents: 800,
    });
  });

  it("takes the chosen bairro's fee off for free delivery, nothing on a pickup", () => {
    const free = { ...tenPercent, kind: "free_delivery", percentOff: null } as const;
    expect(order(free)).toMatchObject({ discountCents: 800, totalCents: 2997 });
    expect(order(free, "pickup")).toMatchObject({ discountCents: 0, totalCents: 2997 });
  });

  it("gives nothing while the products are below the coupon's minimum", () => {
    expect(order({ ...tenPercent, minOrderCents: 3000 })).toMatchObject({
      discountCents: 0,
      totalCents: 3797,
    });
    expect(order({ ...tenPercent, minOrderCents: 2997 })).toMatchObject({ discountCents: 300 });
  });
});

describe("cheapestDeliveryFeeCents", () => {
  it("is the lowest fee of the store's bairros, or null for pickup only", () => {
    expect(cheapestDeliveryFeeCents([{ feeCents: 800 }, { feeCents: 500 }, { feeCents: 0 }])).toBe(
      0,
    );
    expect(cheapestDeliveryFeeCents([{ feeCents: 800 }, { feeCents: 650 }])).toBe(650);
    expect(cheapestDeliveryFeeCents([])).toBeNull();
  });

  it("takes a member's cashback off the products after the coupon, never off the fee", () => {
    const rules = { enabled: true, percent: 5, expiryDays: 90, minimumSpendCents: 500 };
    const order = {
      items: [caja],
      coupon: null,
      deliveryMethod: "delivery" as const,
      area: { feeCents: 800 },
    };
    // 3 × R$ 9,99 of products: a balance of R$ 50,00 pays them all, the fee stays.
    const rich = checkoutTotals({ ...order, cashback: { rules, balanceCents: 5000, use: true } });
    expect(rich).toMatchObject({ cashbackCents: 2997, cashbackUsableCents: 2997, totalCents: 800 });
    // Offered but not ticked: the total is the usual one.
    const offered = checkoutTotals({
      ...order,
      cashback: { rules, balanceCents: 600, use: false },
    });
    expect(offered).toMatchObject({ cashbackCents: 0, cashbackUsableCents: 600, totalCents: 3797 });
    // Under the minimum: nothing to offer.
    const poor = checkoutTotals({ ...order, cashback: { rules, balanceCents: 499, use: true } });
    expect(poor).toMatchObject({ cashbackCents: 0, cashbackUsableCents: 0 });
  });
});
