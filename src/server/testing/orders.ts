import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { products } from "#server/db/schema.ts";
import type { ApiErrorBody } from "#shared/errors.ts";
import type { CreateOrderInput, OrderView } from "#shared/orders.ts";
import type { TestApp } from "./test-app.ts";

type Customer = CreateOrderInput["customer"];

/**
 * A valid order: one Picolé de Cajá (product "1", R$ 8,99) delivered from store "1", paid with
 * the test method. Top-level fields are replaced by overrides; customer fields are merged.
 */
export function orderBody(
  overrides: Omit<Partial<CreateOrderInput>, "customer"> & { customer?: Partial<Customer> } = {},
): CreateOrderInput {
  const customer: Customer = {
    name: "Maria da Silva",
    phone: "(81) 99999-0000",
    address: "Rua das Flores, 10 - Boa Viagem, Recife",
    ...overrides.customer,
  };
  return {
    storeId: "1",
    items: [{ productId: "1", size: "medio", addonIds: [], quantity: 1 }],
    deliveryMethod: "delivery",
    paymentMethod: "test",
    ...overrides,
    customer,
  };
}

/** A fresh, valid Idempotency-Key, as the checkout makes one per order attempt. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

/**
 * POST /api/orders. `body` is sent as JSON unless it is already a string (to send malformed
 * JSON); `key: null` leaves the Idempotency-Key header out.
 */
export function postOrder(
  t: TestApp,
  body: unknown,
  options: { key?: string | null } = {},
): Promise<Response> {
  const key = options.key === undefined ? newIdempotencyKey() : options.key;
  return t.request("/api/orders", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key === null ? {} : { "idempotency-key": key }),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** Places an order that must succeed and returns what the server answered. */
export async function placeTestOrder(
  t: TestApp,
  body: unknown = orderBody(),
  key?: string,
): Promise<OrderView> {
  const response = await postOrder(t, body, key === undefined ? {} : { key });
  if (response.status !== 201) {
    throw new Error(`expected 201, got ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as OrderView;
}

export async function readError(response: Response): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}

export async function setStock(t: TestApp, productId: string, quantity: number): Promise<void> {
  await t.database.db
    .update(products)
    .set({ stockQuantity: quantity })
    .where(eq(products.id, productId));
}

export async function stockOf(t: TestApp, productId: string): Promise<number | undefined> {
  const [row] = await t.database.db
    .select({ stock: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stock;
}
