import { randomUUID } from "node:crypto";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { CatalogStore } from "#shared/catalog.ts";
import type { DeliveryMethod, OrderStatus, PaymentMethod } from "#shared/order-terms.ts";
import type { DeliveryAddressInput, OrderView } from "#shared/orders.ts";
import { CAJA, seedCart } from "./cart-state.ts";
import { choosePayment, fillAddress, fillCustomer } from "./checkout-form.ts";
import { getCatalog } from "./storefront.ts";
import { expect } from "./test.ts";

/**
 * Setting up orders for a test: placed through the API (as the checkout sends them) or through
 * the checkout itself, and moved through the statuses as the board moves them.
 */

export interface NewOrder {
  storeId: string;
  /** Default: one Picolé de Cajá ("1"). Every line is size médio; no add-ons unless given. */
  items?: { productId: string; quantity: number; addonIds?: string[] }[];
  /** Default: Maria da Silva, (81) 99999-0000. */
  customer?: { name: string; phone: string };
  /** Default: pickup. */
  deliveryMethod?: DeliveryMethod;
  /** Sent as given; a delivery without one goes to the store's own bairro (`ownBairro`). */
  deliveryAddress?: DeliveryAddressInput;
  /** Default: the test payment. */
  paymentMethod?: PaymentMethod;
}

/** Frosty Paulista's (store "1") own bairro, seeded: Av. Paulista, 10. */
export const PAULISTA_ADDRESS: DeliveryAddressInput = {
  areaId: "1-bela-vista",
  cep: "01310-200",
  street: "Av. Paulista",
  number: "10",
};

/**
 * A delivery address in the store's own bairro (its first area, as the catalogue lists it), at
 * this street (default: Rua das Flores, 10, CEP 51020-000).
 */
export async function ownBairro(
  request: APIRequestContext,
  storeId: string,
  place: Omit<DeliveryAddressInput, "areaId"> = {
    cep: "51020-000",
    street: "Rua das Flores",
    number: "10",
  },
): Promise<DeliveryAddressInput> {
  const store = (await getCatalog(request)).stores.find((candidate) => candidate.id === storeId);
  const areaId = store?.deliveryAreas[0]?.id;
  if (!areaId) throw new Error(`store ${storeId} delivers nowhere`);
  return { areaId, ...place };
}

/** POST /api/orders, as the checkout sends it (a key of its own): the server's answer, as is. */
export async function sendOrder(request: APIRequestContext, order: NewOrder): Promise<APIResponse> {
  const deliveryMethod = order.deliveryMethod ?? "pickup";
  const deliveryAddress =
    order.deliveryAddress ??
    (deliveryMethod === "delivery" ? await ownBairro(request, order.storeId) : undefined);
  return request.post("/api/orders", {
    headers: { "idempotency-key": randomUUID() },
    data: {
      storeId: order.storeId,
      items: (order.items ?? [{ productId: CAJA.productId, quantity: 1 }]).map((item) => ({
        productId: item.productId,
        size: "medio",
        addonIds: item.addonIds ?? [],
        quantity: item.quantity,
      })),
      customer: order.customer ?? { name: "Maria da Silva", phone: "(81) 99999-0000" },
      deliveryMethod,
      ...(deliveryAddress ? { deliveryAddress } : {}),
      paymentMethod: order.paymentMethod ?? "test",
    },
  });
}

/** An order placed through the API (201), as the server returns it to the customer. */
export async function placeOrder(request: APIRequestContext, order: NewOrder): Promise<OrderView> {
  const response = await sendOrder(request, order);
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as OrderView;
}

/**
 * A delivery to Frosty Boa Viagem's own bairro placed through the checkout with the test
 * payment: the cart seeded, the form filled, the order confirmed; the confirmation is open.
 */
export async function placeOrderAtCheckout(
  page: Page,
  {
    quantity = 2,
    customer,
    street,
  }: {
    /** Picolés de Cajá. */
    quantity?: number;
    customer?: { name?: string; phone?: string };
    /** Default: Rua das Flores, 10. */
    street?: { street: string; number: string };
  } = {},
): Promise<void> {
  await seedCart(page, [{ ...CAJA, quantity }]);
  await page.goto("/checkout");
  await fillCustomer(page, customer);
  await fillAddress(page, "86-boa-viagem", street);
  await choosePayment(page, "Pagamento de teste");
  await page.getByRole("button", { name: "Confirmar pedido" }).click();
  await expect(page).toHaveURL(/\/confirmacao$/);
}

/**
 * The checkout of a delivery from `store` to its own bairro (its first area), with `quantity`
 * Picolés de Cajá in the cart and the customer filled in: the payment is the test's to choose.
 */
export async function openCheckoutAt(
  page: Page,
  store: CatalogStore,
  { quantity, customer }: { quantity: number; customer: { name: string; phone: string } },
): Promise<void> {
  const area = store.deliveryAreas[0];
  if (!area) throw new Error(`store ${store.id} delivers nowhere`);
  await seedCart(page, [{ ...CAJA, quantity }], { store });
  await page.goto("/checkout");
  await fillCustomer(page, customer);
  await fillAddress(page, area.id);
}

/**
 * Confirms the order filled in at the checkout: the server's answer (201), read as it passes
 * (nextOrderAnswer), once the page is on the confirmation. `press`: a finger's tap on a touch
 * screen, a click otherwise.
 */
export async function confirmAtCheckout(
  page: Page,
  press: "click" | "tap" = "click",
): Promise<OrderView> {
  const { answer } = await nextOrderAnswer(page);
  await page.getByRole("button", { name: "Confirmar pedido" })[press]();
  const response = await answer;
  expect(response.status(), await response.text()).toBe(201);
  await expect(page).toHaveURL(/\/confirmacao$/);
  return (await response.json()) as OrderView;
}

/** PATCH an order's status at a version, as the board does: the server's answer, as is. */
export function sendStatus(
  staff: APIRequestContext,
  orderId: string,
  change: { status: OrderStatus; version: number; courierName?: string },
  origin: string,
): Promise<APIResponse> {
  return staff.patch(`/api/admin/orders/${orderId}/status`, {
    headers: { origin },
    data: change,
  });
}

/**
 * Staff move the order (200), as the board does: at the version given, else at the one just
 * read; a delivery going out may name its courier.
 */
export async function moveOrder(
  staff: APIRequestContext,
  orderId: string,
  status: OrderStatus,
  { origin, version, courierName }: { origin: string; version?: number; courierName?: string },
): Promise<void> {
  const at =
    version ??
    ((await (await staff.get(`/api/admin/orders/${orderId}`)).json()) as AdminOrderDetail).version;
  const moved = await sendStatus(staff, orderId, { status, version: at, courierName }, origin);
  expect(moved.status(), await moved.text()).toBe(200);
}

/**
 * The server's answer to the next order the page places, read as it passes: the page leaves for
 * /confirmacao as soon as it has it (a document navigation), and the answer's body with it.
 */
export async function nextOrderAnswer(page: Page): Promise<{ answer: Promise<APIResponse> }> {
  let answered!: (response: APIResponse) => void;
  const answer = new Promise<APIResponse>((resolve) => {
    answered = resolve;
  });
  await page.route(
    "**/api/orders",
    async (route) => {
      const response = await route.fetch();
      // Read before the page has it: the body stays with this response.
      await response.body();
      answered(response);
      await route.fulfill({ response });
    },
    { times: 1 },
  );
  return { answer };
}
