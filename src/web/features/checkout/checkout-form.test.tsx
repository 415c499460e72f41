import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { orders, stores } from "#server/db/schema.ts";
import { setStock } from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { CartItem } from "#shared/cart.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { renderInApp } from "#web/testing/render.tsx";
import { CheckoutForm } from "./checkout-form.tsx";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

/** What the checkout sent to POST /api/orders in this test. */
let sent: { headers: Headers; body: unknown }[] = [];

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  localStorage.clear();
  sent = [];
  const app = fetchFromApp(t);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input) === "/api/orders" && init?.method === "POST") {
      sent.push({ headers: new Headers(init.headers), body: JSON.parse(String(init.body)) });
    }
    return app(input, init);
  });
});

const caja: CartItem = {
  productId: "1",
  name: "Picolé de Cajá",
  imageUrl: "/images/products/1.svg",
  basePriceCents: 899,
  size: "medio",
  sizeModifierCents: 0,
  addons: [],
  quantity: 2,
};

function store(id: string, name: string, address: string): CatalogStore {
  return {
    id,
    name,
    address,
    city: "São Paulo",
    state: "SP",
    contact: null,
    isOpen: true,
    openingHours: null,
    unavailableProductIds: [],
  };
}
const paulista = store("1", "Frosty Paulista", "Av. Paulista, 1578 - Bela Vista");

/** A customer at checkout with two Picolés de Cajá in the cart and `chosen` as their store. */
async function atCheckout(chosen: CatalogStore = paulista) {
  useCartStore.getState().addItem(caja);
  useCartStore.getState().selectStore(chosen);
  const onPlaced = vi.fn();
  const { queryClient } = renderInApp(<CheckoutForm onPlaced={onPlaced} />, {
    path: "/checkout",
    routes: ["/confirmacao"],
  });
  expect(screen.getByRole("region", { name: "Loja" }).textContent).toContain(chosen.name);
  // The catalogue (whether the store is open, the fee, the shop's WhatsApp) comes from the API.
  await waitFor(() => expect(queryClient.getQueryState(["catalog"])?.status).toBe("success"));
  return { user: userEvent.setup(), onPlaced };
}

const field = (label: string) => screen.getByLabelText(label);

/** The message shown for a field, as a screen reader hears it with the field. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const id = input.getAttribute("aria-describedby");
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

async function storedOrderCount(): Promise<number> {
  return (await t.database.db.select({ id: orders.id }).from(orders)).length;
}

describe("the checkout form", () => {
  it("asks for the name, the phone and, for a delivery, the address", async () => {
    const { user } = await atCheckout();
    expect(screen.getByRole("radio", { name: "Entrega" })).toHaveProperty("checked", true);
    expect(field("Endereço de entrega *")).toBeDefined();

    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));
    await waitFor(() =>
      expect(errorOf(field("Nome completo *"))).toBe("Preencha os campos obrigatórios"),
    );
    expect(errorOf(field("Endereço de entrega *"))).toBe("Informe o endereço para entrega");
    expect(errorOf(field("CPF (opcional)"))).toBeNull();

    await user.type(field("Nome completo *"), "Maria da Silva");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));
    await waitFor(() =>
      expect(errorOf(field("Telefone *"))).toBe("Preencha os campos obrigatórios"),
    );
    expect(sent).toEqual([]);
  });

  it("needs no address for a pickup, and charges no delivery fee", async () => {
    const { user } = await atCheckout();
    const totals = screen.getByTestId("order-totals");
    expect(within(totals).getByText("Taxa de entrega").nextSibling?.textContent).toBe("R$ 5,00");
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 22,98");

    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    expect(screen.queryByLabelText("Endereço de entrega *")).toBeNull();
    expect(within(totals).getByText("Taxa de entrega").nextSibling?.textContent).toBe("R$ 0,00");
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 17,98");

    await user.type(field("Nome completo *"), "João Pereira");
    await user.type(field("Telefone *"), "(11) 98888-7777");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));
    await screen.findByRole("heading", { name: "Página /confirmacao" });
    expect(sent.map((request) => request.body)).toEqual([
      {
        storeId: "1",
        items: [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }],
        customer: { name: "João Pereira", phone: "(11) 98888-7777" },
        deliveryMethod: "pickup",
        paymentMethod: "test",
      },
    ]);
  });

  it("sends the customer, the cart's lines (never a price) and the choices, then confirms", async () => {
    const { user, onPlaced } = await atCheckout();
    const before = await storedOrderCount();
    await user.type(field("Nome completo *"), "Maria da Silva");
    await user.type(field("Telefone *"), "(81) 99999-0000");
    await user.type(field("CPF (opcional)"), "123.456.789-00");
    await user.type(field("Endereço de entrega *"), "Rua das Flores, 10 - Boa Viagem, Recife");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));

    await screen.findByRole("heading", { name: "Página /confirmacao" });
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      storeId: "1",
      items: [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }],
      customer: {
        name: "Maria da Silva",
        phone: "(81) 99999-0000",
        cpf: "123.456.789-00",
        address: "Rua das Flores, 10 - Boa Viagem, Recife",
      },
      deliveryMethod: "delivery",
      paymentMethod: "test",
    });
    expect(sent[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    // The server stored it, priced it itself, and the shop keeps its answer; the cart empties.
    expect(await storedOrderCount()).toBe(before + 1);
    expect(onPlaced).toHaveBeenCalledOnce();
    const { items, orders: placed } = useCartStore.getState();
    expect(items).toEqual([]);
    expect(placed).toHaveLength(1);
    expect(placed[0]).toMatchObject({
      status: "pending",
      totalCents: 2298,
      deliveryMethod: "delivery",
      customer: { name: "Maria da Silva", address: "Rua das Flores, 10 - Boa Viagem, Recife" },
      store: { name: "Frosty Paulista" },
    });
  });

  it("with WhatsApp payment, opens WhatsApp with the order written out", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = await atCheckout();
    await user.click(screen.getByRole("radio", { name: /Enviar pedido pelo WhatsApp/ }));
    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    await user.type(field("Nome completo *"), "Ana Lima");
    await user.type(field("Telefone *"), "(81) 97777-6666");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));

    await screen.findByRole("heading", { name: "Página /confirmacao" });
    expect(sent[0]?.body).toMatchObject({ paymentMethod: "whatsapp", deliveryMethod: "pickup" });
    const order = useCartStore.getState().orders[0];
    expect(open).toHaveBeenCalledOnce();
    const [link, target] = open.mock.calls[0] ?? [];
    const url = new URL(String(link));
    expect(url.origin).toBe("https://wa.me");
    expect(target).toBe("_blank");
    expect(url.searchParams.get("text")).toContain(
      `Olá! Quero fazer o pedido ${order?.id} na Frosty.`,
    );
    expect(url.searchParams.get("text")).toContain("2x Picolé de Cajá (Médio) - R$ 17,98");
    expect(url.searchParams.get("text")).toContain("Retirada na loja Frosty Paulista");
  });

  it("shows the server's refusal and keeps the cart", async () => {
    await setStock(t, "1", 1);
    try {
      const { user } = await atCheckout();
      await user.type(field("Nome completo *"), "Maria da Silva");
      await user.type(field("Telefone *"), "(81) 99999-0000");
      await user.type(field("Endereço de entrega *"), "Rua das Flores, 10");
      await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));

      expect(
        await screen.findByText("Picolé de Cajá: só resta 1 unidade nesta loja."),
      ).toBeDefined();
      expect(sent).toHaveLength(1);
      expect(screen.queryByRole("heading", { name: "Página /confirmacao" })).toBeNull();
      expect(useCartStore.getState().items).toEqual([caja]);
    } finally {
      await setStock(t, "1", 500);
    }
  });

  it("does not send a pickup from a closed store, and says so before the customer submits", async () => {
    await t.database.db.update(stores).set({ acceptsOrders: false }).where(eq(stores.id, "2"));
    t.catalog.invalidate();
    const pinheiros = store("2", "Frosty Pinheiros", "R. dos Pinheiros, 870 - Pinheiros");
    const { user } = await atCheckout(pinheiros);
    const section = screen.getByRole("region", { name: "Loja" });
    await within(section).findByText("Fechada");

    await user.click(screen.getByRole("radio", { name: "Retirada" }));
    expect(screen.getByRole("alert").textContent).toBe(
      "Esta loja está fechada no momento. Escolha outra loja ou peça com entrega.",
    );
    await user.type(field("Nome completo *"), "Maria da Silva");
    await user.type(field("Telefone *"), "(81) 99999-0000");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));
    expect(
      await screen.findAllByText(
        "Esta loja está fechada no momento. Escolha outra loja ou peça com entrega.",
      ),
    ).toHaveLength(2);
    expect(sent).toEqual([]);

    // Delivery still works from a closed store.
    await user.click(screen.getByRole("radio", { name: "Entrega" }));
    await user.type(field("Endereço de entrega *"), "Rua Harmonia, 50");
    await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));
    await screen.findByRole("heading", { name: "Página /confirmacao" });
    expect(sent.map((request) => request.body)).toMatchObject([
      { storeId: "2", deliveryMethod: "delivery" },
    ]);
  });

  it("shows the store's refusal of a flavour it sold out since the catalogue was read", async () => {
    const madalena = store("3", "Frosty Vila Madalena", "R. Aspicuelta, 420 - Vila Madalena");
    const { user } = await atCheckout(madalena);
    // Sold out after the customer's catalogue was read (another customer took the last unit).
    await setStock(t, "1", 0, { storeId: "3" });
    t.catalog.invalidate();
    try {
      await user.type(field("Nome completo *"), "Maria da Silva");
      await user.type(field("Telefone *"), "(81) 99999-0000");
      await user.type(field("Endereço de entrega *"), "Rua das Flores, 10");
      await user.click(screen.getByRole("button", { name: "Confirmar pedido" }));
      expect(await screen.findByText("Picolé de Cajá está esgotado nesta loja.")).toBeDefined();
      expect(sent).toHaveLength(1);
      expect(useCartStore.getState().items).toEqual([caja]);
    } finally {
      await setStock(t, "1", 500, { storeId: "3" });
      t.catalog.invalidate();
    }
  });
});
