import { describe, expect, it } from "vitest";
import {
  addToCart,
  type CartItem,
  cartItemCount,
  cartLineKey,
  cartLineTotalCents,
  cartSubtotalCents,
  setCartQuantity,
} from "./cart.ts";

const item = (overrides: Partial<CartItem> = {}): CartItem => ({
  productId: "1",
  name: "Picolé de Cajá",
  imageUrl: "/images/products/1.svg",
  basePriceCents: 899,
  size: "medio",
  sizeModifierCents: 0,
  addons: [],
  quantity: 1,
  ...overrides,
});

const chocolate = { id: "a1", name: "Cobertura de chocolate", priceCents: 150 };
const granola = { id: "a2", name: "Granola", priceCents: 100 };

describe("cart rules (SPEC §4)", () => {
  it("merges an item with the same product, size and add-ons by adding quantities", () => {
    const cart = addToCart([item({ quantity: 2 })], item({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(5);
  });

  it("treats add-ons as a set, whatever their order", () => {
    const a = item({ addons: [chocolate, granola] });
    const b = item({ addons: [granola, chocolate] });
    expect(cartLineKey(a)).toBe(cartLineKey(b));
    expect(addToCart([a], b)).toHaveLength(1);
  });

  it("keeps different sizes, add-ons or products on separate lines", () => {
    let cart = addToCart([], item());
    cart = addToCart(cart, item({ size: "grande" }));
    cart = addToCart(cart, item({ addons: [chocolate] }));
    cart = addToCart(cart, item({ productId: "2" }));
    expect(cart).toHaveLength(4);
    expect(cartItemCount(cart)).toBe(4);
  });

  it("removes a line when its quantity is set to 0 or less", () => {
    const cart = [item(), item({ productId: "2" })];
    expect(setCartQuantity(cart, cartLineKey(item()), 0)).toHaveLength(1);
    expect(setCartQuantity(cart, cartLineKey(item()), -3)).toHaveLength(1);
    expect(setCartQuantity(cart, cartLineKey(item()), 4)[0]?.quantity).toBe(4);
  });

  it("prices a line as (base + size + add-ons) × quantity and sums the subtotal", () => {
    const line = item({ quantity: 3, sizeModifierCents: 200, addons: [chocolate, granola] });
    expect(cartLineTotalCents(line)).toBe((899 + 200 + 150 + 100) * 3);
    expect(cartSubtotalCents([line, item({ quantity: 2 })])).toBe(4047 + 1798);
    expect(cartSubtotalCents([])).toBe(0);
  });
});
