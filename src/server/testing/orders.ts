import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { storeStock } from "#server/db/schema.ts";
import { seedDeliveryAreas } from "#server/db/seed/delivery-areas-data.ts";
import { storeSeeds } from "#server/db/seed/stores-data.ts";
import type { ApiErrorBody } from "#shared/errors.ts";
import type { CreateOrderInput, PlacedOrder } from "#shared/orders.ts";
import type { RequestTarget } from "./request-target.ts";
import type { TestApp } from "./test-app.ts";

type Customer = CreateOrderInput["customer"];

/** A seeded store's own bairro (its first area: R$ 5,00, 30 minutes, no minimum). */
export function ownAreaId(storeId: string): string {
  const store = storeSeeds.find((seed) => seed.id === storeId);
  return (store && seedDeliveryAreas(store)[0]?.id) ?? `${storeId}-centro`;
}

/** A delivery address in store "1"'s own bairro (Bela Vista). */
export const TEST_DELIVERY_ADDRESS = {
  areaId: ownAreaId("1"),
  cep: "01310-200",
  street: "Av. Paulista",
  number: "1000",
};

/**
 * A valid order: one Picolé de Cajá (product "1", R$ 8,99) delivered from store "1" to its own
 * bairro, paid with the test method. Top-level fields are replaced by overrides; customer
 * fields are merged.
 */
export function orderBody(
  overrides: Omit<Partial<CreateOrderInput>, "customer"> & { customer?: Partial<Customer> } = {},
): CreateOrderInput {
  const customer: Customer = {
    name: "Maria da Silva",
    phone: "(81) 99999-0000",
    ...overrides.customer,
  };
  const storeId = overrides.storeId ?? "1";
  return {
    storeId,
    items: [{ productId: "1", size: "medio", addonIds: [], quantity: 1 }],
    deliveryMethod: "delivery",
    deliveryAddress: { ...TEST_DELIVERY_ADDRESS, areaId: ownAreaId(storeId) },
    paymentMethod: "test",
    ...overrides,
    customer,
  };
}

/** A fresh, valid Idempotency-Key, as the checkout makes one per order attempt. */
export function newIdempotencyKey(): string {
  return randomUUID();
}

/** What a test may add to POST /api/orders: besides its body and Idempotency-Key. */
export interface PostOrderOptions {
  /** The Idempotency-Key: a fresh one unless given; null leaves the header out. */
  key?: string | null;
  /** Headers of its own (the client's X-Forwarded-For, a cookie); they win over the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * POST /api/orders to the test app (or any target: serverAt, inProcess). `body` is sent as
 * JSON unless it is already a string (to send malformed JSON).
 */
export function postOrder(
  t: RequestTarget,
  body: unknown,
  options: PostOrderOptions = {},
): Promise<Response> {
  const key = options.key === undefined ? newIdempotencyKey() : options.key;
  return t.request("/api/orders", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(key === null ? {} : { "idempotency-key": key }),
      ...options.headers,
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/**
 * Places an order that must succeed (201) and returns what the server answered (with the
 * owner proof the placing device keeps). The third argument: its Idempotency-Key, or
 * postOrder's options.
 */
export async function placeTestOrder(
  t: RequestTarget,
  body: unknown = orderBody(),
  keyOrOptions: string | PostOrderOptions = {},
): Promise<PlacedOrder> {
  const options = typeof keyOrOptions === "string" ? { key: keyOrOptions } : keyOrOptions;
  const response = await postOrder(t, body, options);
  if (response.status !== 201) {
    throw new Error(`expected 201, got ${response.status}: ${await response.text()}`);
  }
  return (await response.json()) as PlacedOrder;
}

export async function readError(response: Response): Promise<ApiErrorBody["error"]> {
  return ((await response.json()) as ApiErrorBody).error;
}

/** Where a test's stock lives: store "1" (orderBody's) unless it says otherwise. */
export interface StockAt {
  storeId?: string;
  /** The store's "esgotado" switch; left as it is unless given (a new row: on). */
  isAvailable?: boolean;
}

/** Sets a store's count (and switch) of a flavour, making its row if the store had none. */
export async function setStoreStock(
  db: Database,
  productId: string,
  quantity: number,
  { storeId = "1", isAvailable }: StockAt = {},
): Promise<void> {
  await db
    .insert(storeStock)
    .values({ storeId, productId, stockQuantity: quantity, isAvailable: isAvailable ?? true })
    .onConflictDoUpdate({
      target: [storeStock.storeId, storeStock.productId],
      set: { stockQuantity: quantity, ...(isAvailable === undefined ? {} : { isAvailable }) },
    });
}

/** A store's count of a flavour (store "1" unless given); undefined when it has no row. */
export async function storeStockOf(
  db: Database,
  productId: string,
  storeId = "1",
): Promise<number | undefined> {
  const [row] = await db
    .select({ stock: storeStock.stockQuantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.productId, productId)));
  return row?.stock;
}

/** setStoreStock on the test app's database: store "1" unless `at` names another. */
export function setStock(
  t: TestApp,
  productId: string,
  quantity: number,
  at: StockAt = {},
): Promise<void> {
  return setStoreStock(t.database.db, productId, quantity, at);
}

/** storeStockOf on the test app's database: store "1" unless given. */
export function stockOf(t: TestApp, productId: string, storeId = "1"): Promise<number | undefined> {
  return storeStockOf(t.database.db, productId, storeId);
}
