import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { type CartItem, cartLineKey } from "#shared/cart.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import type { OrderView } from "#shared/orders.ts";
import { CartLine } from "./cart-line.tsx";
import { CART_STORAGE_KEY, useCartStore } from "./cart-store.ts";
import { sellableSubtotalCents } from "./cart-subtotal.ts";
import { MobileCartBar } from "./mobile-cart-bar.tsx";

const caja: CartItem = {
  productId: "1",
  name: "Picolé de Cajá",
  imageUrl: "/images/products/1.svg",
  basePriceCents: 899,
  size: "medio",
  sizeModifierCents: 0,
  addons: [],
  quantity: 1,
};
const leiteNinho = { id: "a1", name: "Cobertura de Leite Ninho", priceCents: 150 };
const granola = { id: "a2", name: "Granola", priceCents: 100 };

const paulista: CatalogStore = {
  id: "1",
  name: "Frosty Paulista",
  address: "Av. Paulista, 1578 - Bela Vista",
  city: "São Paulo",
  state: "SP",
  contact: null,
  isOpen: true,
  deliveriesPause: null,
  openingHours: null,
  timeZone: "America/Sao_Paulo",
  unavailableProductIds: [],
  paymentMethods: ["cash", "card", "test"],
  deliveryAreas: [
    { id: "1-bela-vista", name: "Bela Vista", feeCents: 500, minOrderCents: null, etaMinutes: 30 },
  ],
};

const cart = () => useCartStore.getState();
const items = () => cart().items;

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  localStorage.clear();
});

describe("the cart store", () => {
  it("starts empty", () => {
    expect(cart().items).toEqual([]);
    expect(cart().orders).toEqual([]);
    expect(cart().selectedStore).toBeNull();
  });

  it("merges the same product, size and add-ons into one line, adding the quantities", () => {
    cart().addItem({ ...caja, quantity: 2 });
    cart().addItem({ ...caja, quantity: 3 });
    expect(items()).toEqual([{ ...caja, quantity: 5 }]);
  });

  it("treats the same add-ons chosen in another order as the same line", () => {
    cart().addItem({ ...caja, addons: [leiteNinho, granola] });
    cart().addItem({ ...caja, addons: [granola, leiteNinho] });
    expect(items()).toHaveLength(1);
    expect(items()[0]?.quantity).toBe(2);
  });

  it("keeps another size or other add-ons on lines of their own", () => {
    cart().addItem(caja);
    cart().addItem({ ...caja, size: "grande", sizeModifierCents: 200 });
    cart().addItem({ ...caja, addons: [granola] });
    expect(items().map((line) => [line.size, line.addons.length, line.quantity])).toEqual([
      ["medio", 0, 1],
      ["grande", 0, 1],
      ["medio", 1, 1],
    ]);
  });

  it("sets a line's quantity, and removes the line at 0", () => {
    cart().addItem(caja);
    cart().addItem({ ...caja, size: "grande" });
    cart().setQuantity(cartLineKey(caja), 7);
    expect(items().map((line) => line.quantity)).toEqual([7, 1]);
    cart().setQuantity(cartLineKey(caja), 0);
    expect(items().map((line) => line.size)).toEqual(["grande"]);
  });

  it("clear empties the cart, keeping the chosen store", () => {
    cart().selectStore(paulista);
    cart().addItem(caja);
    cart().addItem({ ...caja, productId: "2", name: "Picolé de Umbu" });
    cart().clear();
    expect(items()).toEqual([]);
    expect(cart().selectedStore).toEqual(paulista);
  });

  it("empties the cart when an order is placed, and keeps the order in step", () => {
    cart().addItem(caja);
    const order = { id: "ORD-1763900000000", status: "pending" } as OrderView;
    cart().orderPlaced(order);
    expect(items()).toEqual([]);
    expect(cart().orders).toEqual([order]);
    cart().orderUpdated({ ...order, status: "ready" });
    expect(cart().orders.map((o) => o.status)).toEqual(["ready"]);
  });

  it("keeps an order followed by its link, in the order orders were placed, and leaves the cart alone", () => {
    const placed = (id: string, createdAt: string, status = "pending") =>
      ({ id, createdAt, status }) as OrderView;
    cart().orderPlaced(placed("ORD-2", "2026-11-23T15:00:00.000Z"));
    cart().addItem(caja);
    cart().orderFollowed(placed("ORD-1", "2026-11-22T15:00:00.000Z"));
    cart().orderFollowed(placed("ORD-3", "2026-11-24T15:00:00.000Z"));
    cart().orderFollowed(placed("ORD-2", "2026-11-23T15:00:00.000Z", "preparing"));
    expect(items()).toEqual([caja]);
    expect(cart().orders.map((o) => [o.id, o.status])).toEqual([
      ["ORD-1", "pending"],
      ["ORD-2", "preparing"],
      ["ORD-3", "pending"],
    ]);
  });

  it("saves the cart, the orders, the chosen store and delivery or pickup under 'frosty-cart'", () => {
    cart().addItem({ ...caja, quantity: 2 });
    cart().selectStore(paulista);
    expect(CART_STORAGE_KEY).toBe("frosty-cart");
    expect(JSON.parse(localStorage.getItem("frosty-cart") ?? "null")).toEqual({
      state: {
        items: [{ ...caja, quantity: 2 }],
        orders: [],
        selectedStore: paulista,
        deliveryMethod: null,
      },
      version: 1,
    });
    cart().chooseDeliveryMethod("pickup");
    expect(JSON.parse(localStorage.getItem("frosty-cart") ?? "null").state).toMatchObject({
      items: [{ ...caja, quantity: 2 }],
      deliveryMethod: "pickup",
    });
  });

  it("comes back from 'frosty-cart' when the page loads again", async () => {
    localStorage.setItem(
      "frosty-cart",
      JSON.stringify({
        state: { items: [{ ...caja, quantity: 4 }], orders: [], selectedStore: paulista },
        version: 1,
      }),
    );
    await useCartStore.persist.rehydrate();
    expect(items()).toEqual([{ ...caja, quantity: 4 }]);
    expect(cart().selectedStore?.name).toBe("Frosty Paulista");
  });
});

const umbu: CartItem = { ...caja, productId: "2", name: "Picolé de Umbu" };
const acai: CartItem = { ...caja, productId: "5", name: "Picolé de Açaí" };

/** What 'frosty-cart' holds now, as any tab would read it. */
function stored(): { state: { items: CartItem[]; orders: OrderView[] }; version: number } {
  return JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? "null");
}

/**
 * Another tab of the same browser changes the cart: it reads 'frosty-cart', changes it and
 * writes it back, as that tab's own store does. The browser tells this tab with a `storage`
 * event only when `notify` is set; without it the event is still on its way.
 */
function otherTab(
  change: (
    state: ReturnType<typeof stored>["state"],
  ) => Partial<ReturnType<typeof stored>["state"]>,
  { notify }: { notify: boolean },
) {
  const before = localStorage.getItem(CART_STORAGE_KEY);
  const value = stored() ?? { state: { items: [], orders: [], selectedStore: null }, version: 1 };
  const after = JSON.stringify({ ...value, state: { ...value.state, ...change(value.state) } });
  localStorage.setItem(CART_STORAGE_KEY, after);
  if (notify) {
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: CART_STORAGE_KEY,
        oldValue: before,
        newValue: after,
        storageArea: localStorage,
      }),
    );
  }
}

describe("one cart across tabs", () => {
  it("an add in this tab keeps what another tab added before this tab heard of it", () => {
    cart().addItem(caja);
    otherTab((state) => ({ items: [...state.items, umbu] }), { notify: false });
    cart().addItem(acai);
    expect(items().map((line) => line.name)).toEqual([
      "Picolé de Cajá",
      "Picolé de Umbu",
      "Picolé de Açaí",
    ]);
    expect(stored().state.items).toEqual(items());
  });

  it("adds to another tab's line of the same flavour, and sets quantities on its lines", () => {
    cart().addItem(caja);
    otherTab((state) => ({ items: [{ ...state.items[0], quantity: 3 } as CartItem, umbu] }), {
      notify: false,
    });
    cart().addItem({ ...caja, quantity: 2 });
    expect(items().map((line) => line.quantity)).toEqual([5, 1]);

    otherTab((state) => ({ items: [...state.items, acai] }), { notify: false });
    cart().setQuantity(cartLineKey(umbu), 4);
    expect(items().map((line) => [line.name, line.quantity])).toEqual([
      ["Picolé de Cajá", 5],
      ["Picolé de Umbu", 4],
      ["Picolé de Açaí", 1],
    ]);
  });

  it("an order placed here keeps an order another tab placed, and choosing a store keeps the cart", () => {
    const mine = { id: "ORD-2", status: "pending" } as OrderView;
    const theirs = { id: "ORD-1", status: "pending" } as OrderView;
    cart().addItem(caja);
    otherTab(() => ({ items: [], orders: [theirs] }), { notify: false });
    cart().orderPlaced(mine);
    expect(cart().orders.map((o) => o.id)).toEqual(["ORD-1", "ORD-2"]);
    expect(stored().state.orders.map((o) => o.id)).toEqual(["ORD-1", "ORD-2"]);

    otherTab(() => ({ items: [umbu] }), { notify: false });
    cart().selectStore(paulista);
    expect(items()).toEqual([umbu]);
    expect(cart().selectedStore).toEqual(paulista);
  });

  it("takes up another tab's cart when the browser tells of it, without writing it back", () => {
    cart().addItem(caja);
    otherTab((state) => ({ items: [...state.items, umbu] }), { notify: true });
    expect(items().map((line) => line.name)).toEqual(["Picolé de Cajá", "Picolé de Umbu"]);

    otherTab(() => ({ items: [] }), { notify: false });
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    try {
      window.dispatchEvent(
        new StorageEvent("storage", { key: CART_STORAGE_KEY, storageArea: localStorage }),
      );
      expect(items()).toEqual([]);
      expect(setItem).not.toHaveBeenCalled();
    } finally {
      setItem.mockRestore();
    }
  });

  it("shows another tab's add on this tab's cart bar", async () => {
    cart().addItem(caja);
    render(<MobileCartBar />);
    expect(screen.getByTestId("mobile-cart-bar").textContent).toContain("1 item");
    act(() => otherTab((state) => ({ items: [...state.items, umbu] }), { notify: true }));
    expect(screen.getByTestId("mobile-cart-bar").textContent).toContain("2 itens");
  });

  it("ignores storage events for other keys", () => {
    cart().addItem(caja);
    otherTab(() => ({ items: [umbu] }), { notify: false });
    window.dispatchEvent(
      new StorageEvent("storage", {
        key: "something-else",
        newValue: "1",
        storageArea: localStorage,
      }),
    );
    expect(items()).toEqual([caja]);
  });

  it("keeps this tab's cart when what is stored is unreadable or of another version", () => {
    cart().addItem(caja);
    localStorage.setItem(CART_STORAGE_KEY, "{not json");
    cart().addItem(umbu);
    expect(items()).toEqual([caja, umbu]);
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [acai], orders: [], selectedStore: null }, version: 0 }),
    );
    cart().addItem(acai);
    expect(items()).toEqual([caja, umbu, acai]);
    expect(stored()).toMatchObject({ version: 1, state: { items: [caja, umbu, acai] } });
  });
});

/** The cart's first line, drawn from the store as the cart page draws it. */
function FirstLine({ maxQuantity }: { maxQuantity?: number }) {
  const item = useCartStore((state) => state.items[0]);
  return item ? (
    <ul>
      <CartLine item={item} maxQuantity={maxQuantity} />
    </ul>
  ) : null;
}

describe("the cart's subtotal", () => {
  it("leaves out the lines the chosen store cannot sell now", () => {
    const two = { ...caja, quantity: 2 };
    const umbu = { ...caja, productId: "2", name: "Picolé de Umbu", addons: [granola] };
    expect(sellableSubtotalCents([two, umbu])).toBe(2797);
    expect(sellableSubtotalCents([two, umbu], ["2"])).toBe(1798);
    expect(sellableSubtotalCents([two, umbu], ["1", "2"])).toBe(0);
    expect(sellableSubtotalCents([two, umbu], ["9"])).toBe(2797);
  });
});

describe("a cart line", () => {
  it("shows the product, its size and add-ons, and the line total", () => {
    cart().addItem({ ...caja, quantity: 2, addons: [leiteNinho] });
    render(<FirstLine />);
    const line = screen.getByRole("listitem");
    expect(within(line).getByRole("heading", { name: "Picolé de Cajá" })).toBeDefined();
    expect(within(line).getByText("Tamanho: Médio")).toBeDefined();
    expect(within(line).getByText("Adicionais: Cobertura de Leite Ninho")).toBeDefined();
    // 2 × (R$ 8,99 + R$ 1,50)
    expect(within(line).getByTestId("line-total").textContent).toBe("R$ 20,98");
  });

  it("changes the quantity with its buttons, and the minus at 1 removes the line", async () => {
    const user = userEvent.setup();
    cart().addItem(caja);
    render(<FirstLine />);
    const more = screen.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" });
    await user.click(more);
    await user.click(more);
    expect(screen.getByRole("status", { name: "Quantidade de Picolé de Cajá" }).textContent).toBe(
      "3",
    );
    expect(screen.getByTestId("line-total").textContent).toBe("R$ 26,97");
    expect(items()[0]?.quantity).toBe(3);

    const less = screen.getByRole("button", { name: "Diminuir quantidade de Picolé de Cajá" });
    await user.click(less);
    expect(items()[0]?.quantity).toBe(2);
    await user.click(less);
    await user.click(less);
    expect(items()).toEqual([]);
    expect(screen.queryByRole("listitem")).toBeNull();
  });

  it("stops at the units a line may have, and says so", async () => {
    const user = userEvent.setup();
    cart().addItem({ ...caja, quantity: 2 });
    render(<FirstLine maxQuantity={3} />);
    const more = screen.getByRole("button", { name: "Aumentar quantidade de Picolé de Cajá" });
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("");
    await user.click(more);
    expect(items()[0]?.quantity).toBe(3);
    expect(more).toHaveProperty("disabled", true);
    await user.click(more);
    expect(items()[0]?.quantity).toBe(3);
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("Máximo de 3 unidades por item");
  });

  it("says a line is over the cap when the cap was lowered since it was added", async () => {
    const user = userEvent.setup();
    cart().addItem({ ...caja, quantity: 5 });
    render(<FirstLine maxQuantity={3} />);
    expect(screen.getByTestId("line-cap-hint").textContent).toBe("Máximo de 3 unidades por item");
    await user.click(screen.getByRole("button", { name: "Diminuir quantidade de Picolé de Cajá" }));
    expect(items()[0]?.quantity).toBe(4);
  });

  it("removes the whole line with 'Remover'", async () => {
    const user = userEvent.setup();
    cart().addItem({ ...caja, quantity: 5 });
    render(<FirstLine />);
    await user.click(screen.getByRole("button", { name: "Remover Picolé de Cajá" }));
    expect(items()).toEqual([]);
  });
});

describe("the phone cart bar", () => {
  it("is hidden while the cart is empty", () => {
    render(<MobileCartBar />);
    expect(screen.queryByRole("link", { name: "Ver carrinho" })).toBeNull();
  });

  it("counts the items of every line and shows the subtotal", () => {
    cart().addItem({ ...caja, quantity: 2 });
    cart().addItem({ ...caja, size: "grande", sizeModifierCents: 200 });
    render(<MobileCartBar />);
    const bar = screen.getByTestId("mobile-cart-bar");
    expect(bar.textContent).toContain("3 itens");
    // 2 × R$ 8,99 + R$ 10,99
    expect(bar.textContent).toContain("R$ 28,97");
    expect(screen.getByRole("link", { name: "Ver carrinho" }).getAttribute("href")).toBe(
      "/carrinho",
    );
  });

  it("leaves a line the chosen store cannot sell out of the subtotal", () => {
    cart().addItem({ ...caja, quantity: 2 });
    cart().addItem({ ...caja, productId: "2", name: "Picolé de Umbu" });
    render(<MobileCartBar unavailableProductIds={["2"]} />);
    const bar = screen.getByTestId("mobile-cart-bar");
    expect(bar.textContent).toContain("3 itens");
    expect(bar.textContent).toContain("R$ 17,98");
  });
});

const partyBox: CartItem = {
  ...caja,
  productId: "90",
  name: "Caixa festa 20",
  basePriceCents: 12000,
  boxParts: [
    { productId: "2", name: "Limão", quantity: 12 },
    { productId: "3", name: "Morango", quantity: 8 },
  ],
};

describe("a party box in the cart", () => {
  it("shows its mix instead of a size, and two of the same mix are one line of 2", () => {
    cart().addItem(partyBox);
    cart().addItem({ ...partyBox, boxParts: [...(partyBox.boxParts ?? [])].reverse() });
    expect(items()).toHaveLength(1);
    render(<FirstLine />);
    const line = screen.getByRole("listitem");
    expect(within(line).getByTestId("box-mix").textContent).toBe(
      "Sabores da caixa: 12 Limão, 8 Morango",
    );
    expect(within(line).queryByText(/Tamanho/)).toBeNull();
    expect(within(line).getByTestId("line-total").textContent).toBe("R$ 240,00");
  });

  it("is left out of the subtotal when the store cannot sell a flavour of its mix", () => {
    expect(sellableSubtotalCents([caja, partyBox])).toBe(12899);
    expect(sellableSubtotalCents([caja, partyBox], ["3"])).toBe(899);
  });

  it("loads a cart an older version saved, whose lines have no parts, next to a box", async () => {
    // A line as saved before party boxes: no boxParts key at all.
    expect(Object.keys(caja)).not.toContain("boxParts");
    localStorage.setItem(
      CART_STORAGE_KEY,
      JSON.stringify({ state: { items: [caja], orders: [], selectedStore: null }, version: 1 }),
    );
    await useCartStore.persist.rehydrate();
    cart().addItem(partyBox);
    cart().addItem(caja);
    expect(items()).toEqual([{ ...caja, quantity: 2 }, partyBox]);
  });
});
