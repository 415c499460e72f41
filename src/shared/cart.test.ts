import { describe, expect, it } from "vitest";
import {
  addToCart,
  type CartItem,
  cartItemCount,
  cartLeadHours,
  cartLineKey,
  cartLineTotalCents,
  cartSubtotalCents,
  cartUnits,
  lineProductIds,
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

const limao = { productId: "2", name: "Limão", quantity: 12 };
const morango = { productId: "3", name: "Morango", quantity: 8 };
const box = (boxParts: CartItem["boxParts"], quantity = 1) =>
  item({ productId: "90", name: "Caixa festa 20", basePriceCents: 12000, boxParts, quantity });

describe("party boxes in the cart", () => {
  it("merges two boxes of the same mix, in whatever order it was filled, into a line of 2", () => {
    const cart = addToCart([box([limao, morango])], box([morango, limao]));
    expect(cart).toHaveLength(1);
    expect(cart[0]?.quantity).toBe(2);
    expect(cartSubtotalCents(cart)).toBe(24000);
  });

  it("keeps another mix of the same box on a line of its own", () => {
    const other = box([
      { ...limao, quantity: 10 },
      { ...morango, quantity: 10 },
    ]);
    const cart = addToCart([box([limao, morango])], other);
    expect(cart).toHaveLength(2);
    expect(setCartQuantity(cart, cartLineKey(other), 0)).toEqual([box([limao, morango])]);
  });

  it("reads a line saved before boxes existed (no boxParts) as a flavour's line", () => {
    const saved = JSON.parse(JSON.stringify(item({ quantity: 2 }))) as CartItem;
    expect(saved.boxParts).toBeUndefined();
    expect(addToCart([saved], item())[0]?.quantity).toBe(3);
    expect(cartUnits([saved])).toBe(2);
    expect(lineProductIds(saved)).toEqual(["1"]);
  });

  it("counts a box as its picolés and needs its lead time; a cart of flavours needs none", () => {
    const cart = [box([limao, morango], 2), item({ quantity: 3 })];
    expect(cartUnits(cart)).toBe(2 * 20 + 3);
    expect(lineProductIds(cart[0] as CartItem)).toEqual(["2", "3"]);
    const products = [
      { id: "1", box: null },
      { id: "90", box: { size: 20, leadHours: 24, flavourIds: ["2", "3"] } },
      { id: "91", box: { size: 50, leadHours: 48, flavourIds: ["2", "3"] } },
    ];
    expect(cartLeadHours(cart, products)).toBe(24);
    expect(cartLeadHours([...cart, { productId: "91" }], products)).toBe(48);
    expect(cartLeadHours([item()], products)).toBe(0);
    expect(cartLeadHours([], products)).toBe(0);
  });
});
