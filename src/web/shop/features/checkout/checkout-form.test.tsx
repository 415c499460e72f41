import { act, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { deliveryAreas, orders, products, stores } from "#server/db/schema.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { orderBody, placeTestOrder, setStock, stockOf } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { fetchFromApp } from "#server/testing/web-fetch.ts";
import type { CartItem } from "#shared/cart.ts";
import { CATALOG_SCRIPT_ID, type CatalogStore } from "#shared/catalog.ts";
import { ORDER_LIMIT_MESSAGES, type OrderLimits } from "#shared/order-limits.ts";
import { ToasterSlot } from "#web/components/toaster-slot.tsx";
import { useCartStore } from "#web/shop/features/cart/cart-store.ts";
import { refreshCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { CheckoutForm } from "./checkout-form.tsx";
import { REMEMBERED_CUSTOMER_KEY } from "./remembered-customer.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

/** What the checkout sent to POST /api/orders in this test. */
let sent: { headers: Headers; body: Record<string, unknown> }[] = [];
/** How many times the page read the catalogue (GET /api/catalog) in this test. */
let catalogReads = 0;
/** Where the form sent the customer (a document navigation in the shop). */
let navigate = vi.fn<(url: string) => void>();

beforeEach(() => {
  useCartStore.setState(useCartStore.getInitialState(), true);
  localStorage.clear();
  sent = [];
  catalogReads = 0;
  const app = fetchFromApp(t);
  vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
    if (String(input).startsWith("/api/catalog")) catalogReads += 1;
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

/**
 * A store as the cart persisted it when chosen (days ago, maybe): what counts now — its bairros,
 * its methods, whether it is open — is read from the catalogue.
 */
function store(id: string, name: string, address: string): CatalogStore {
  return {
    id,
    name,
    address,
    city: "São Paulo",
    state: "SP",
    contact: null,
    isOpen: true,
    deliveriesPause: null,
    openingHours: null,
    timeZone: "America/Sao_Paulo",
    unavailableProductIds: [],
    paymentMethods: [],
    deliveryAreas: [],
  };
}
const paulista = store("1", "Frosty Paulista", "Av. Paulista, 1578 - Bela Vista");
const pinheiros = store("2", "Frosty Pinheiros", "R. dos Pinheiros, 870 - Pinheiros");
const madalena = store("3", "Frosty Vila Madalena", "R. Aspicuelta, 420 - Vila Madalena");

/**
 * The catalogue a shop page embeds (the server writes it into every page), as the server has it
 * now: the page's copy is parsed once, so the copy read again (refreshCatalog) is made current.
 */
async function embedCatalog() {
  if (!document.getElementById(CATALOG_SCRIPT_ID)) {
    const script = document.createElement("script");
    script.type = "application/json";
    script.id = CATALOG_SCRIPT_ID;
    script.textContent = JSON.stringify(await (await fetch("/api/catalog")).json());
    document.body.append(script);
  }
  await refreshCatalog();
  // A read still on its way from the last test answered with the catalogue of then.
  await refreshCatalog();
  catalogReads = 0;
}

/** The form sent the customer to the order's confirmation. */
const confirmationOpened = () =>
  waitFor(() => expect(navigate).toHaveBeenCalledWith("/confirmacao"));

/** A customer at checkout with two Picolés de Cajá (R$ 17,98) in the cart and `chosen` as their store. */
async function atCheckout(chosen: CatalogStore = paulista, cart: CartItem[] = [caja]) {
  for (const item of cart) useCartStore.getState().addItem(item);
  useCartStore.getState().selectStore(chosen);
  const onPlaced = vi.fn();
  navigate = vi.fn<(url: string) => void>();
  // The catalogue as the server has it now: what the page reads again as the form mounts.
  await embedCatalog();
  const rendered = render(
    <>
      <CheckoutForm onPlaced={onPlaced} navigate={navigate} />
      <ToasterSlot />
    </>,
  );
  expect(screen.getByRole("region", { name: "Loja" }).textContent).toContain(chosen.name);
  // The store's bairros and methods come from the catalogue, read again as the form mounts.
  await waitFor(() => expect(catalogReads).toBeGreaterThan(0));
  await act(() => refreshCatalog());
  return { user: userEvent.setup(), onPlaced, ...rendered };
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const radio = (name: string | RegExp) => screen.getByRole("radio", { name });
const submit = () => screen.getByRole("button", { name: "Confirmar pedido" });

/** The message shown for a field, as a screen reader hears it with the field. */
function errorOf(input: HTMLElement): string | null {
  if (input.getAttribute("aria-invalid") !== "true") return null;
  const ids = input.getAttribute("aria-describedby")?.split(" ") ?? [];
  return document.getElementById(ids.at(-1) ?? "")?.textContent ?? null;
}

async function storedOrderCount(): Promise<number> {
  return (await t.database.db.select({ id: orders.id }).from(orders)).length;
}

type User = ReturnType<typeof userEvent.setup>;

async function fillCustomer(user: User, name = "Maria da Silva", phone = "81999990000") {
  await user.type(field("Nome completo *"), name);
  await user.type(field("Telefone *"), phone);
}

async function fillAddress(user: User, areaId = "1-bela-vista") {
  await user.type(field("CEP *"), "01310200");
  await user.type(field("Rua *"), "Av. Paulista");
  await user.type(field("Número *"), "1000");
  await user.selectOptions(field("Bairro *"), areaId);
}

describe("the checkout form", () => {
  it("says beside each field what is missing, and goes to the first", async () => {
    const { user } = await atCheckout();
    expect(radio("Entrega")).toHaveProperty("checked", true);

    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(field("Nome completo *"))).toBe("Preencha os campos obrigatórios"),
    );
    expect(document.activeElement).toBe(field("Nome completo *"));
    // No address typed: one word for it, at its first field.
    expect(errorOf(field("CEP *"))).toBe("Informe o endereço para entrega");
    expect(errorOf(field("Rua *"))).toBeNull();
    expect(errorOf(field("Número *"))).toBeNull();
    expect(errorOf(field("Bairro *"))).toBe("Escolha o bairro da entrega");
    expect(errorOf(field("Complemento"))).toBeNull();
    expect(errorOf(field("CPF (opcional)"))).toBeNull();
    const payment = screen.getByRole("group", { name: "Forma de pagamento" });
    expect(errorOf(payment)).toBeNull();
    expect(within(payment).getByText("Escolha a forma de pagamento")).toBeDefined();

    // A phone without its area code, and a CPF with a wrong check digit.
    await user.type(field("Nome completo *"), "Maria da Silva");
    await user.type(field("Telefone *"), "99999000");
    await user.type(field("CPF (opcional)"), "12345678900");
    await user.click(submit());
    await waitFor(() => expect(errorOf(field("Telefone *"))).toBe("Informe o telefone com DDD"));
    expect(document.activeElement).toBe(field("Telefone *"));
    expect(errorOf(field("CPF (opcional)"))).toBe("CPF inválido");
    expect(sent).toEqual([]);

    // Some of the address typed: each field says what it lacks; a CEP no one has says so.
    await user.type(field("CEP *"), "00000000");
    await user.click(submit());
    await waitFor(() => expect(errorOf(field("CEP *"))).toBe("CEP inexistente: confira o número"));
    expect(errorOf(field("Rua *"))).toBe("Informe a rua");
    await user.clear(field("CEP *"));
    await user.type(field("CEP *"), "5003");
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(field("CEP *"))).toBe("CEP incompleto: informe os 8 dígitos"),
    );
    expect(sent).toEqual([]);
  });

  it("masks the phone, the CPF and the CEP as they are typed", async () => {
    const { user } = await atCheckout();
    await user.type(field("Telefone *"), "81999990000");
    expect(field("Telefone *").value).toBe("(81) 99999-0000");
    await user.type(field("CPF (opcional)"), "12345678909");
    expect(field("CPF (opcional)").value).toBe("123.456.789-09");
    await user.type(field("CEP *"), "01310200");
    expect(field("CEP *").value).toBe("01310-200");
    await user.clear(field("Telefone *"));
    await user.type(field("Telefone *"), "1133334444");
    expect(field("Telefone *").value).toBe("(11) 3333-4444");
  });

  it("needs no address for a pickup, and charges no delivery fee", async () => {
    const { user } = await atCheckout();
    expect(screen.getByTestId("delivery-fee").textContent).toBe("Escolha o bairro");
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 17,98");

    await user.click(radio("Retirada"));
    expect(screen.queryByLabelText("CEP *")).toBeNull();
    expect(screen.getByTestId("delivery-fee").textContent).toBe("R$ 0,00");
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 17,98");

    await fillCustomer(user, "João Pereira", "11988887777");
    await user.click(radio(/^Pagamento de teste/));
    await user.click(submit());
    await confirmationOpened();
    expect(sent.map((request) => request.body)).toEqual([
      {
        storeId: "1",
        items: [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }],
        customer: { name: "João Pereira", phone: "(11) 98888-7777" },
        deliveryMethod: "pickup",
        paymentMethod: "test",
        expectedTotalCents: 1798,
      },
    ]);
  });

  it("offers the store's bairros with fee, minimum and time, and sends the address and the total shown", async () => {
    const { user, onPlaced } = await atCheckout();
    const bairro = field("Bairro *");
    expect(
      within(bairro)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual([
      "Escolha o bairro",
      "Bela Vista — R$ 5,00 · 30 min",
      "Centro — R$ 8,00 · 45 min · mínimo R$ 20,00",
    ]);
    expect(screen.getByTestId("delivery-city").textContent).toBe("Cidade: São Paulo - SP");
    const before = await storedOrderCount();

    await fillCustomer(user);
    await user.type(field("CPF (opcional)"), "12345678909");
    await fillAddress(user);
    await user.type(field("Complemento"), "Apto 12");
    const facts = screen.getByTestId("delivery-area-facts");
    expect(facts.textContent).toContain("Taxa de entrega: R$ 5,00");
    expect(facts.textContent).toContain("Pedido mínimo: sem mínimo");
    expect(facts.textContent).toContain("Tempo estimado: cerca de 30 min");
    expect(screen.getByTestId("delivery-fee").textContent).toBe("R$ 5,00");
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 22,98");
    await user.click(radio(/^Pagamento de teste/));
    await user.click(submit());

    await confirmationOpened();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({
      storeId: "1",
      items: [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }],
      customer: { name: "Maria da Silva", phone: "(81) 99999-0000", cpf: "123.456.789-09" },
      deliveryMethod: "delivery",
      deliveryAddress: {
        areaId: "1-bela-vista",
        cep: "01310200",
        street: "Av. Paulista",
        number: "1000",
        complement: "Apto 12",
      },
      paymentMethod: "test",
      expectedTotalCents: 2298,
    });
    expect(sent[0]?.headers.get("Idempotency-Key")).toMatch(/^[0-9a-f-]{36}$/);

    // The server stored it, priced it itself, and the shop keeps its answer; the cart empties.
    expect(await storedOrderCount()).toBe(before + 1);
    expect(onPlaced).toHaveBeenCalledOnce();
    const { items, orders: placed } = useCartStore.getState();
    expect(items).toEqual([]);
    expect(placed[0]).toMatchObject({
      totalCents: 2298,
      deliveryMethod: "delivery",
      delivery: { cep: "01310200", neighbourhood: "Bela Vista", city: "São Paulo", state: "SP" },
      store: { name: "Frosty Paulista" },
    });
  });

  it("holds back a delivery under the bairro's minimum, and says so beside it", async () => {
    const { user } = await atCheckout();
    await fillCustomer(user);
    await fillAddress(user, "1-centro");
    expect(screen.getByTestId("minimum-missing").textContent).toBe(
      "Faltam R$ 2,02 para o pedido mínimo de entrega neste bairro.",
    );
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 25,98");
    await user.click(radio(/^Pagamento de teste/));
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(field("Bairro *"))).toBe(
        "O pedido mínimo para entrega em Centro é de R$ 20,00",
      ),
    );
    expect(document.activeElement).toBe(field("Bairro *"));
    expect(sent).toEqual([]);
  });

  it("takes cash with a troco of at least the total, said beside the field", async () => {
    const { user } = await atCheckout();
    await fillCustomer(user);
    await fillAddress(user);
    expect(screen.queryByLabelText("Troco para quanto? (opcional)")).toBeNull();
    await user.click(radio(/^Dinheiro/));
    const change = field("Troco para quanto? (opcional)");
    expect(
      document.getElementById(change.getAttribute("aria-describedby") ?? "")?.textContent,
    ).toBe(
      "Deixe em branco se não precisar de troco. Deve ser igual ou maior que o total (R$ 22,98).",
    );

    await user.type(change, "20,00");
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(change)).toBe("O troco deve ser para um valor igual ou maior que o total"),
    );
    expect(document.activeElement).toBe(change);
    await user.clear(change);
    await user.type(change, "vinte");
    await user.click(submit());
    await waitFor(() =>
      expect(errorOf(change)).toBe("Valor inválido: informe em reais, como 50,00"),
    );
    expect(sent).toEqual([]);

    await user.clear(change);
    await user.type(change, "50");
    await user.click(submit());
    await confirmationOpened();
    expect(sent[0]?.body).toMatchObject({ paymentMethod: "cash", changeForCents: 5000 });
    expect(sent[0]?.body).not.toHaveProperty("cardType");
    expect(useCartStore.getState().orders[0]?.payment).toMatchObject({ changeForCents: 5000 });
  });

  it("takes the card on delivery, crédito or débito", async () => {
    const { user } = await atCheckout();
    await fillCustomer(user);
    await fillAddress(user);
    await user.click(radio(/^Cartão na entrega\/retirada/));
    expect(radio(/^Cartão na entrega\/retirada/).closest("label")?.textContent).toContain(
      "levamos a maquininha",
    );
    await user.click(submit());
    await screen.findByText("Escolha crédito ou débito");
    expect(sent).toEqual([]);

    await user.click(radio("Débito"));
    await user.click(submit());
    await confirmationOpened();
    expect(sent[0]?.body).toMatchObject({ paymentMethod: "card", cardType: "debit" });
    expect(sent[0]?.body).not.toHaveProperty("changeForCents");
  });

  it("offers only the methods the store takes, in the catalogue's order", async () => {
    await t.database.db
      .update(stores)
      .set({ paymentMethods: { test: false, card: false } })
      .where(eq(stores.id, "2"));
    t.catalog.invalidate();
    try {
      await atCheckout(pinheiros);
      await waitFor(() =>
        expect(
          within(screen.getByRole("group", { name: "Forma de pagamento" }))
            .getAllByRole("radio")
            .map((option) => option.getAttribute("value")),
        ).toEqual(["cash", "whatsapp"]),
      );
    } finally {
      await t.database.db.update(stores).set({ paymentMethods: {} }).where(eq(stores.id, "2"));
      t.catalog.invalidate();
    }
  });

  it("does pickup only at a store with no bairros, and says so", async () => {
    const saved = await t.database.db
      .select()
      .from(deliveryAreas)
      .where(eq(deliveryAreas.storeId, "2"));
    await t.database.db.delete(deliveryAreas).where(eq(deliveryAreas.storeId, "2"));
    t.catalog.invalidate();
    try {
      await atCheckout(pinheiros);
      await waitFor(() => expect(radio("Retirada")).toHaveProperty("checked", true));
      expect(radio("Entrega")).toHaveProperty("disabled", true);
      expect(screen.getByTestId("pickup-only").textContent).toBe(
        "Frosty Pinheiros não faz entregas: só retirada na loja.",
      );
      expect(screen.queryByLabelText("CEP *")).toBeNull();
    } finally {
      await t.database.db.insert(deliveryAreas).values(saved);
      t.catalog.invalidate();
    }
  });

  it("asks the customer to confirm a total that changed meanwhile, and only then places it", async () => {
    const { user } = await atCheckout();
    await fillCustomer(user);
    await fillAddress(user);
    await user.click(radio(/^Pagamento de teste/));
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 22,98");
    // Staff raise the bairro's fee while the customer is on the page.
    await t.database.db
      .update(deliveryAreas)
      .set({ feeCents: 750 })
      .where(eq(deliveryAreas.id, "1-bela-vista"));
    t.catalog.invalidate();
    try {
      const before = await storedOrderCount();
      const readsBefore = catalogReads;
      await user.click(submit());
      const dialog = await screen.findByRole("dialog", { name: "O valor do pedido mudou" });
      expect(within(dialog).getByTestId("price-change-deliveryFeeCents").textContent).toBe(
        "Taxa de entrega (mudou)R$ 5,00R$ 7,50",
      );
      expect(within(dialog).getByTestId("price-change-totalCents").textContent).toBe(
        "TotalR$ 22,98R$ 25,48",
      );
      expect(await storedOrderCount()).toBe(before);
      expect(navigate).not.toHaveBeenCalled();
      // The page reads the catalogue again: the summary shows the new fee too.
      await waitFor(() => expect(screen.getByTestId("order-total").textContent).toBe("R$ 25,48"));
      expect(catalogReads).toBeGreaterThan(readsBefore);

      await user.click(within(dialog).getByRole("button", { name: "Confirmar novo total" }));
      await confirmationOpened();
      expect(sent.map((request) => request.body.expectedTotalCents)).toEqual([2298, 2548]);
      // The refusal ended the first attempt: the confirmed one is a new order attempt.
      const [first, second] = sent.map((request) => request.headers.get("Idempotency-Key"));
      expect(first).not.toBe(second);
      expect(useCartStore.getState().orders[0]).toMatchObject({
        deliveryFeeCents: 750,
        totalCents: 2548,
      });
    } finally {
      await t.database.db
        .update(deliveryAreas)
        .set({ feeCents: 500 })
        .where(eq(deliveryAreas.id, "1-bela-vista"));
      t.catalog.invalidate();
    }
  });

  it("says beside the bairro that the store stopped delivering there", async () => {
    const { user } = await atCheckout();
    await fillCustomer(user);
    await fillAddress(user, "1-centro");
    const [centro] = await t.database.db
      .select()
      .from(deliveryAreas)
      .where(eq(deliveryAreas.id, "1-centro"));
    // A bigger cart, over the minimum; meanwhile staff remove the bairro.
    useCartStore.getState().addItem({ ...caja, quantity: 1 });
    await t.database.db.delete(deliveryAreas).where(eq(deliveryAreas.id, "1-centro"));
    t.catalog.invalidate();
    try {
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());
      await waitFor(() =>
        expect(errorOf(field("Bairro *"))).toBe("Esta loja não entrega neste bairro"),
      );
      expect(document.activeElement).toBe(field("Bairro *"));
      expect(sent).toHaveLength(1);
      // Read again, the catalogue no longer offers it.
      await waitFor(() =>
        expect(within(field("Bairro *")).queryByRole("option", { name: /Centro/ })).toBeNull(),
      );
    } finally {
      if (centro) await t.database.db.insert(deliveryAreas).values(centro);
      t.catalog.invalidate();
    }
  });

  it("with WhatsApp payment, opens the store's WhatsApp with the order written out", async () => {
    const open = vi.spyOn(window, "open").mockReturnValue(null);
    const { user } = await atCheckout();
    await user.click(radio(/^WhatsApp/));
    await user.click(radio("Retirada"));
    await fillCustomer(user, "Ana Lima", "81977776666");
    await user.click(submit());

    await confirmationOpened();
    expect(sent[0]?.body).toMatchObject({ paymentMethod: "whatsapp", deliveryMethod: "pickup" });
    const order = useCartStore.getState().orders[0];
    expect(open).toHaveBeenCalledOnce();
    const [link, target] = open.mock.calls[0] ?? [];
    const url = new URL(String(link));
    expect(url.origin).toBe("https://wa.me");
    // Store "1"'s own WhatsApp, not the central number.
    expect(url.pathname).toBe(`/${order?.store.whatsapp}`);
    expect(order?.store.whatsapp).toBe("5511900000001");
    expect(target).toBe("_blank");
    expect(url.searchParams.get("text")).toContain(order?.id);
    expect(url.searchParams.get("text")).toContain("Picolé de Cajá");
  });

  it("flags a line the store cannot sell as soon as the catalogue says so, and holds the order", async () => {
    await setStock(t, "1", 0, { storeId: "3" });
    t.catalog.invalidate();
    try {
      const { user } = await atCheckout(madalena);
      const line = await screen.findByTestId("line-problem");
      expect(line.textContent).toContain("Esgotado nesta loja");
      expect(screen.getByTestId("unavailable-lines-notice").textContent).toContain(
        "Picolé de Cajá está esgotado em Frosty Vila Madalena.",
      );
      await fillCustomer(user);
      await user.click(radio("Retirada"));
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());
      expect(
        await screen.findAllByText(
          "Picolé de Cajá está esgotado em Frosty Vila Madalena. Remova do carrinho ou escolha outra loja.",
        ),
      ).toHaveLength(2);
      expect(sent).toEqual([]);

      await user.click(screen.getByRole("button", { name: "Remover Picolé de Cajá do pedido" }));
      expect(useCartStore.getState().items).toEqual([]);
    } finally {
      await setStock(t, "1", 500, { storeId: "3" });
      t.catalog.invalidate();
    }
  });

  it("holds a party box with a flavour the store cannot sell, and counts it out", async () => {
    const umbuBefore = (await stockOf(t, "2", "3")) ?? 0;
    await setStock(t, "2", 0, { storeId: "3" });
    t.catalog.invalidate();
    onTestFinished(async () => {
      await setStock(t, "2", umbuBefore, { storeId: "3" });
      t.catalog.invalidate();
    });
    // Caixa Festa 20 (seeded as product 30), with Umbus in its mix.
    const box: CartItem = {
      ...caja,
      productId: "30",
      name: "Caixa Festa 20",
      basePriceCents: 8990,
      quantity: 1,
      boxParts: [
        { productId: "1", name: "Picolé de Cajá", quantity: 12 },
        { productId: "2", name: "Picolé de Umbu", quantity: 8 },
      ],
    };
    const { user } = await atCheckout(madalena, [caja, box]);
    const problem = await screen.findByTestId("line-problem");
    expect(problem.textContent).toContain("Esgotado nesta loja");
    expect(problem.closest("li")?.textContent).toContain("1x Caixa Festa 20");
    // The box is not sold out: the flavour in it is, and the notice says which.
    expect(screen.getByTestId("unavailable-lines-notice").textContent).toContain(
      "Picolé de Umbu (Caixa Festa 20) está esgotado em Frosty Vila Madalena.",
    );
    // Only the two Cajás count, as the server would take them (it refuses the box: 409).
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 17,98");

    await user.click(screen.getByRole("button", { name: "Remover Caixa Festa 20 do pedido" }));
    expect(useCartStore.getState().items.map((item) => item.productId)).toEqual(["1"]);
    expect(screen.queryByTestId("unavailable-lines-notice")).toBeNull();
    expect(screen.getByTestId("order-total").textContent).toBe("R$ 17,98");
  });

  it("names beside the line what the store refused at the final tap, and keeps the cart", async () => {
    await setStock(t, "1", 1);
    t.catalog.invalidate();
    try {
      const { user } = await atCheckout();
      await fillCustomer(user);
      await user.click(radio("Retirada"));
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());

      const problem = await screen.findByTestId("line-problem");
      expect(problem.textContent).toContain("Picolé de Cajá: só resta 1 unidade nesta loja.");
      expect(problem.closest("li")?.textContent).toContain("2x Picolé de Cajá");
      expect(sent).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(useCartStore.getState().items).toEqual([caja]);

      // One unit is what is left: the line asks no more than that, and the flag goes.
      useCartStore.getState().setQuantity("1|medio", 1);
      await waitFor(() => expect(screen.queryByTestId("line-problem")).toBeNull());
    } finally {
      await setStock(t, "1", 500);
      t.catalog.invalidate();
    }
  });

  it("sends no order of any kind to a closed store, and says so before the customer submits", async () => {
    await t.database.db.update(stores).set({ acceptsOrders: false }).where(eq(stores.id, "2"));
    t.catalog.invalidate();
    try {
      const { user } = await atCheckout(pinheiros);
      const section = screen.getByRole("region", { name: "Loja" });
      await within(section).findByText("Fechada");
      const closedMessage = "Esta loja está fechada no momento. Escolha outra loja.";
      expect((await screen.findByTestId("closed-store-notice")).textContent).toContain(
        closedMessage,
      );

      await user.click(radio("Retirada"));
      await fillCustomer(user);
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());
      expect(await screen.findAllByText(closedMessage)).toHaveLength(2);

      // A delivery is refused the same way: nobody is there to make it.
      await user.click(radio("Entrega"));
      await fillAddress(user, "2-pinheiros");
      await user.click(submit());
      expect((await screen.findAllByText(closedMessage)).length).toBeGreaterThanOrEqual(2);
      expect(sent).toEqual([]);
    } finally {
      await t.database.db.update(stores).set({ acceptsOrders: true }).where(eq(stores.id, "2"));
      t.catalog.invalidate();
    }
  });
});

describe("the checkout's encomendas", () => {
  // Paulista open (almost) all day, every day: its days have slots whatever the hour of the run.
  const ALL_DAY = Array.from({ length: 7 }, () => ({ open: "00:00", close: "23:59" }));
  let hoursBefore: (typeof stores.$inferSelect)["openingHours"] = null;
  beforeAll(async () => {
    const [row] = await t.database.db
      .select({ openingHours: stores.openingHours })
      .from(stores)
      .where(eq(stores.id, "1"));
    hoursBefore = row?.openingHours ?? null;
    await t.database.db.update(stores).set({ openingHours: ALL_DAY }).where(eq(stores.id, "1"));
    t.catalog.invalidate();
  });
  afterAll(async () => {
    await t.database.db.update(stores).set({ openingHours: hoursBefore }).where(eq(stores.id, "1"));
    t.catalog.invalidate();
  });

  /** The store's day slots as the page shows them, by their time. */
  const slotButtons = () => within(screen.getByTestId("schedule-slots")).getAllByRole("button");
  const openSlot = () => slotButtons().find((button) => !button.hasAttribute("disabled"));

  it("schedules a pickup for a slot of the store's days, and sends its start", async () => {
    const { user } = await atCheckout();
    await user.click(radio("Retirada"));
    // "Agora" is the first choice: no days until the customer asks to schedule.
    expect((radio("Agora") as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByTestId("schedule-days")).toBeNull();

    await user.click(radio("Agendar"));
    const days = await screen.findAllByTestId("schedule-day");
    const names = days.map((day) => day.textContent);
    // The store's clock names the first days; the rest by weekday and date.
    expect(names.slice(0, 2).every((name) => /^(hoje|amanhã)/.test(name ?? ""))).toBe(true);
    expect(names.at(-1)).toMatch(
      /^(domingo|segunda-feira|terça-feira|quarta-feira|quinta-feira|sexta-feira|sábado), \d{2}\/\d{2}$/,
    );

    await fillCustomer(user, "João Pereira", "11988887777");
    await user.click(radio(/^Pagamento de teste/));
    // No slot yet: said beside the slots, nothing sent.
    await user.click(submit());
    // Beside the slots (and in a toast, for a phone scrolled away from them).
    expect(document.getElementById("schedule-error")?.textContent).toBe(
      "Escolha o dia e o horário da encomenda",
    );
    expect(sent).toEqual([]);

    await user.click(days.at(-1) as HTMLElement);
    const slot = openSlot() as HTMLElement;
    expect(slot.textContent).toMatch(/^\d{2}:\d{2}$/);
    await user.click(slot);
    expect(slot.getAttribute("aria-pressed")).toBe("true");
    await user.click(submit());
    await confirmationOpened();
    const body = sent[0]?.body as { schedule?: { slotStart: string } };
    expect(body.schedule?.slotStart).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    const placed = useCartStore.getState().orders.at(-1);
    expect(placed?.status).toBe("scheduled");
    expect(placed?.schedule?.slotStart).toBe(
      new Date(body.schedule?.slotStart ?? "").toISOString(),
    );
    expect(placed?.schedule?.label).toMatch(/às \d{2}:\d{2}$/);
  });

  it('offers no "Agora" for a party box, says why, and asks the store for its notice', async () => {
    await t.database.db
      .insert(products)
      .values({
        id: "caixa-checkout",
        name: "Caixa Festa 20",
        description: "Uma caixa de festa de teste",
        category: "Caixas de festa",
        basePriceCents: 9000,
        imageUrl: "/images/products/1.svg",
        kind: "box",
        boxSize: 20,
        boxLeadHours: 24,
        boxFlavourIds: ["1", "2"],
      })
      .onConflictDoNothing();
    t.catalog.invalidate();
    const asked: string[] = [];
    const counted = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).includes("/schedule")) asked.push(String(input));
      return counted(input, init);
    });
    const box: CartItem = {
      ...caja,
      productId: "caixa-checkout",
      name: "Caixa Festa 20",
      basePriceCents: 9000,
      quantity: 1,
      boxParts: [
        { productId: "1", name: "Picolé de Cajá", quantity: 12 },
        { productId: "2", name: "Picolé de Umbu", quantity: 8 },
      ],
    };
    const { user } = await atCheckout(paulista, [box, caja]);
    expect(
      await screen.findByText(
        "Caixas de festa são feitas por encomenda: agende com pelo menos 24 h de antecedência.",
      ),
    ).toBeTruthy();
    expect(screen.queryByRole("radio", { name: "Agora" })).toBeNull();
    // 20 picolés in the box and 2 Cajás; a day's notice.
    expect(asked.at(-1)).toBe("/api/stores/1/schedule?units=22&leadHours=24");
    const days = await screen.findAllByTestId("schedule-day");
    expect(days.map((day) => day.textContent)).not.toContain("hoje");
    await user.click(submit());
    // Beside the slots (and in a toast, for a phone scrolled away from them).
    expect(document.getElementById("schedule-error")?.textContent).toBe(
      "Escolha o dia e o horário da encomenda",
    );
    expect(sent).toEqual([]);
  });

  it("from the upfront total, takes an encomenda by Pix only, and says so", async () => {
    // The chain's Pix receiver: the store takes Pix.
    await writeStoredSettings(t.database.db, { pix_receiver: TEST_PIX_RECEIVER });
    t.catalog.invalidate();
    onTestFinished(async () => {
      await writeStoredSettings(t.database.db, { pix_receiver: null });
      t.catalog.invalidate();
    });
    const { user } = await atCheckout(paulista, [{ ...caja, quantity: 12 }]);
    // R$ 107,88: paid on the spot only when scheduled.
    expect(screen.queryByTestId("payment-note")).toBeNull();
    expect(screen.getByRole("radio", { name: /^Pagamento de teste/ })).toBeTruthy();
    // "Quando?" shows once the store's schedule is read (a real request: slow under load).
    await user.click(await screen.findByRole("radio", { name: "Agendar" }));
    await screen.findAllByTestId("schedule-day");
    expect(screen.getByTestId("payment-note").textContent).toBe(
      "Encomendas a partir de R$ 100,00 são pagas na hora, por Pix.",
    );
    const payment = screen.getByRole("region", { name: "Pagamento" });
    const methods = within(payment)
      .queryAllByRole("radio")
      .map((input) => (input as HTMLInputElement).value);
    expect(methods).toEqual(["pix"]);
    // Back to "Agora": the store's methods again.
    await user.click(radio("Agora"));
    expect(screen.queryByTestId("payment-note")).toBeNull();
    expect(screen.getByRole("radio", { name: /^Pagamento de teste/ })).toBeTruthy();
  });

  it("says beside the slots that the day filled up meanwhile, and shows it esgotado", async () => {
    const { user } = await atCheckout();
    await user.click(radio("Retirada"));
    await user.click(radio("Agendar"));
    const days = await screen.findAllByTestId("schedule-day");
    const day = days.at(-1) as HTMLElement;
    await user.click(day);
    await user.click(openSlot() as HTMLElement);
    await fillCustomer(user, "João Pereira", "11988887777");
    await user.click(radio(/^Pagamento de teste/));
    // The store's day fills up (another customer's encomenda) before this one is sent.
    const [row] = await t.database.db
      .select({ dailyCapacity: stores.dailyCapacity })
      .from(stores)
      .where(eq(stores.id, "1"));
    await t.database.db
      .update(stores)
      .set({ dailyCapacity: [0, 0, 0, 0, 0, 0, 0] })
      .where(eq(stores.id, "1"));
    try {
      await user.click(submit());
      const problem = await screen.findByText(/A loja não tem mais capacidade para encomendas em/);
      expect(problem.id).toBe("schedule-error");
      expect(navigate).not.toHaveBeenCalled();
      // The days read again: each one now esgotado, and no slot chosen.
      await waitFor(() =>
        expect(screen.getAllByTestId("schedule-day").every((d) => d.hasAttribute("disabled"))).toBe(
          true,
        ),
      );
      expect(day.textContent).toContain("esgotado");
    } finally {
      await t.database.db
        .update(stores)
        .set({ dailyCapacity: row?.dailyCapacity ?? [300, 300, 300, 300, 300, 300, 300] })
        .where(eq(stores.id, "1"));
    }
  });
});

describe("the checkout within the order limits", () => {
  /** Saves limits as Configurações → Limites would (the catalogue rebuilt unless `quietly`). */
  async function saveLimits(change: Partial<OrderLimits>, { quietly = false } = {}) {
    await writeStoredSettings(t.database.db, {
      order_limits: { ...GENEROUS_ORDER_LIMITS, ...change },
    });
    if (!quietly) t.catalog.invalidate();
  }
  async function dropLimits() {
    await writeStoredSettings(t.database.db, { order_limits: null });
    t.catalog.invalidate();
  }
  const umbu: CartItem = { ...caja, productId: "2", name: "Picolé de Umbu", quantity: 2 };

  it("holds back a line or an order past the unit caps before it is sent, and says so", async () => {
    await saveLimits({ maxUnitsPerLine: 3, maxUnitsPerOrder: 4 });
    try {
      const { user } = await atCheckout(paulista, [{ ...caja, quantity: 4 }]);
      const problem = await screen.findByTestId("line-problem");
      expect(problem.textContent).toContain("Máximo de 3 unidades por item");
      expect(problem.closest("li")?.textContent).toContain("4x Picolé de Cajá");
      expect(submit()).toHaveProperty("disabled", true);

      act(() => {
        useCartStore.getState().setQuantity("1|medio", 3);
        useCartStore.getState().addItem(umbu);
      });
      await waitFor(() => expect(screen.queryByTestId("line-problem")).toBeNull());
      expect(screen.getByTestId("order-notice").textContent).toBe(
        "No máximo 4 unidades por pedido: seu carrinho tem 5.",
      );
      expect(screen.getByRole("alert").textContent).toContain("No máximo 4 unidades por pedido");
      expect(submit()).toHaveProperty("disabled", true);

      act(() => useCartStore.getState().setQuantity("2|medio", 1));
      await waitFor(() => expect(screen.queryByTestId("order-notice")).toBeNull());
      await fillCustomer(user);
      await user.click(radio("Retirada"));
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());
      await confirmationOpened();
      expect(sent).toHaveLength(1);
    } finally {
      await dropLimits();
    }
  });

  it("names on the line the units the server refused (a cap lowered meanwhile)", async () => {
    // The catalogue still says the generous caps; the server refuses by the saved ones.
    await t.request("/api/catalog");
    await saveLimits({ maxUnitsPerLine: 1 }, { quietly: true });
    try {
      const { user } = await atCheckout();
      expect(screen.queryByTestId("line-problem")).toBeNull();
      await fillCustomer(user);
      await user.click(radio("Retirada"));
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());
      const problem = await screen.findByTestId("line-problem");
      expect(problem.textContent).toContain("No máximo 1 unidades de cada item por pedido");
      expect(problem.closest("li")?.textContent).toContain("2x Picolé de Cajá");
      expect(sent).toHaveLength(1);
      expect(useCartStore.getState().items).toEqual([caja]);
    } finally {
      await dropLimits();
    }
  });

  it("shows the server's refusal beside the button when the phone placed too many orders", async () => {
    await saveLimits({ ordersPerPhone: 1 });
    try {
      await placeTestOrder(t, orderBody({ customer: { phone: "(81) 97654-3210" } }));
      const { user } = await atCheckout();
      await fillCustomer(user, "Maria da Silva", "81976543210");
      await user.click(radio("Retirada"));
      await user.click(radio(/^Pagamento de teste/));
      await user.click(submit());
      const notice = await screen.findByTestId("order-notice");
      expect(notice.textContent).toBe(ORDER_LIMIT_MESSAGES.tooManyForPhone);
      expect(notice.getAttribute("role")).toBe("alert");
      expect(sent).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
      expect(useCartStore.getState().items).toEqual([caja]);
      // Nothing holds the button: the customer may try again once the wait is over.
      expect(submit()).toHaveProperty("disabled", false);
    } finally {
      await dropLimits();
    }
  });
});

describe("the checkout's memory of the customer", () => {
  it("keeps name, phone and address as typed (never the CPF), and fills them again", async () => {
    const first = await atCheckout();
    await fillCustomer(first.user);
    await first.user.type(field("CPF (opcional)"), "12345678909");
    await fillAddress(first.user);
    const kept = JSON.parse(localStorage.getItem(REMEMBERED_CUSTOMER_KEY) ?? "{}");
    expect(kept).toEqual({
      version: 1,
      remember: true,
      customer: {
        name: "Maria da Silva",
        phone: "(81) 99999-0000",
        address: { cep: "01310-200", street: "Av. Paulista", number: "1000", complement: "" },
        areaByStore: { "1": "1-bela-vista" },
      },
    });
    expect(JSON.stringify(kept)).not.toContain("123.456");

    // A reload halfway through: the page starts again from what was kept.
    first.unmount();
    await atCheckout(paulista, []);
    expect(field("Nome completo *").value).toBe("Maria da Silva");
    expect(field("Telefone *").value).toBe("(81) 99999-0000");
    expect(field("CPF (opcional)").value).toBe("");
    expect(field("CEP *").value).toBe("01310-200");
    expect(field("Rua *").value).toBe("Av. Paulista");
    expect(field("Número *").value).toBe("1000");
    await waitFor(() => expect(field("Bairro *").value).toBe("1-bela-vista"));
    expect(screen.getByTestId("delivery-fee").textContent).toBe("R$ 5,00");
  });

  it("forgets them when the customer says not to remember, and keeps that choice", async () => {
    const first = await atCheckout();
    await fillCustomer(first.user);
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).toContain("Maria da Silva");
    const remember = screen.getByRole("checkbox", { name: /Lembrar meus dados/ });
    expect(remember).toHaveProperty("checked", true);
    await first.user.click(remember);
    expect(JSON.parse(localStorage.getItem(REMEMBERED_CUSTOMER_KEY) ?? "{}")).toEqual({
      version: 1,
      remember: false,
    });
    await first.user.type(field("Número *"), "12");
    expect(localStorage.getItem(REMEMBERED_CUSTOMER_KEY)).not.toContain("Maria");

    first.unmount();
    await atCheckout(paulista, []);
    expect(field("Nome completo *").value).toBe("");
    expect(screen.getByRole("checkbox", { name: /Lembrar meus dados/ })).toHaveProperty(
      "checked",
      false,
    );
  });
});
