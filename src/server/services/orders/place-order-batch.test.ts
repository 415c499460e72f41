import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { drizzle as drizzlePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database, databaseTraits } from "#server/db/client.ts";
import * as schema from "#server/db/schema.ts";
import { coupons, orders } from "#server/db/schema.ts";
import { NO_PAYMENT_DEFAULTS } from "#server/pix-config.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { ownAreaId, setStoreStock, storeStockOf } from "#server/testing/orders.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { type CreateOrderInput, createOrderSchema } from "#shared/orders.ts";
import type { Settled } from "./group-commit-queue.ts";
import { OrderIdClock } from "./order-ids.ts";
import { type OrderRequest, type PlacedOrder, placeOrderBatch } from "./place-order-batch.ts";
import { requestHash } from "./request-hash.ts";
import { placeOrdersResiliently } from "./resilient-batch.ts";

let database: TestDatabase;
let soldOutCalls = 0;
const deps = () => ({
  db: database.db,
  traits: databaseTraits(database.db),
  ids: new OrderIdClock(),
  onSoldOut: () => {
    soldOutCalls++;
  },
  payments: NO_PAYMENT_DEFAULTS,
  limitDefaults: GENEROUS_ORDER_LIMITS,
});

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

function request(
  productId: string,
  quantity: number,
  extra: Partial<CreateOrderInput> = {},
  idempotencyKey: string = randomUUID(),
): OrderRequest {
  const storeId = extra.storeId ?? "1";
  const input = createOrderSchema.parse({
    storeId,
    items: [{ productId, size: "medio", addonIds: [], quantity }],
    customer: { name: "Ana", phone: "(81) 98888-0000" },
    deliveryMethod: "delivery",
    deliveryAddress: { areaId: ownAreaId(storeId), cep: "01310-200", street: "Rua A", number: "1" },
    paymentMethod: "test",
    ...extra,
  });
  return { input, idempotencyKey, hash: requestHash(input), addressKey: null, memberId: null };
}

/** Store "1"'s stock unless `storeId` says otherwise (request() orders from store "1"). */
const setStock = (productId: string, stock: number, storeId = "1") =>
  setStoreStock(database.db, productId, stock, { storeId, isAvailable: true });
const stockOf = (productId: string, storeId = "1") => storeStockOf(database.db, productId, storeId);

/** The same database, through a Drizzle that notes every statement it sends, in order. */
function recordingDatabase(): { db: Database; statements: string[]; parameters: unknown[][] } {
  const statements: string[] = [];
  const parameters: unknown[][] = [];
  const logger = {
    logQuery: (query: string, params: unknown[]) => {
      statements.push(query.replace(/\s+/g, " ").trim());
      parameters.push(params);
    },
  };
  const client = (database.db as unknown as { $client: never }).$client;
  const db =
    database.kind === "pglite"
      ? drizzlePglite(client, { schema, logger })
      : drizzlePostgres(client, { schema, logger });
  return { db: db as unknown as Database, statements, parameters };
}

function errorCode(outcome: Settled<PlacedOrder> | undefined): string | undefined {
  if (!outcome || outcome.ok) return undefined;
  return (outcome.error as { code?: string }).code;
}

function placedOrder(outcome: Settled<PlacedOrder> | undefined): PlacedOrder {
  if (!outcome?.ok) throw new Error(`expected a placed order, got ${JSON.stringify(outcome)}`);
  return outcome.value;
}

describe("a batch of orders in one transaction", () => {
  it("refuses the order that runs out of stock and places the others, in arrival order", async () => {
    await setStock("1", 3);
    await setStock("2", 10);
    const outcomes = await placeOrderBatch(deps(), [
      request("1", 2),
      request("1", 2),
      request("2", 1),
      request("1", 1),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, true]);
    expect(errorCode(outcomes[1])).toBe("out_of_stock");
    expect(await stockOf("1")).toBe(0);
    expect(await stockOf("2")).toBe(9);

    const ids = outcomes.filter((o) => o.ok).map((o) => placedOrder(o).order.id);
    expect(new Set(ids).size).toBe(3);
    // Ids follow arrival order.
    expect([...ids].sort()).toEqual(ids);
    const rows = await database.db.select({ id: orders.id }).from(orders);
    expect(rows.map((row) => row.id)).toEqual(expect.arrayContaining(ids));
  });

  it("takes each order's units from its own store", async () => {
    await setStock("9", 1, "1");
    await setStock("9", 5, "2");
    const outcomes = await placeOrderBatch(deps(), [
      request("9", 1),
      request("9", 1, { storeId: "2" }),
      request("9", 1),
      request("9", 4, { storeId: "2" }),
      request("9", 1, { storeId: "2" }),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, true, false, true, false]);
    expect((outcomes[2] as { error: Error }).error.message).toBe(
      "Picolé de Caju está esgotado nesta loja.",
    );
    expect(await stockOf("9", "1")).toBe(0);
    expect(await stockOf("9", "2")).toBe(0);
  });

  it("names the units a store has left, and gives nothing of a flavour it switched off", async () => {
    await setStock("10", 3);
    await setStoreStock(database.db, "16", 50, { storeId: "1", isAvailable: false });
    const outcomes = await placeOrderBatch(deps(), [request("10", 4), request("16", 1)]);
    expect(outcomes.map((o) => (o.ok ? "ok" : (o.error as Error).message))).toEqual([
      "Picolé de Mangaba: só restam 3 unidades nesta loja.",
      "Picolé de Manga está esgotado nesta loja.",
    ]);
    expect(errorCode(outcomes[1])).toBe("out_of_stock");
    expect(await stockOf("10")).toBe(3);
    expect(await stockOf("16")).toBe(50);
  });

  it("tells the catalogue once when the batch sold a product out", async () => {
    await setStock("3", 2);
    soldOutCalls = 0;
    await placeOrderBatch(deps(), [request("3", 1), request("3", 1), request("3", 1)]);
    expect(soldOutCalls).toBe(1);
    expect(await stockOf("3")).toBe(0);
  });

  it("stops giving a coupon out once its usage limit is reached mid-batch", async () => {
    await database.db.insert(coupons).values({ code: "DUAS", percentOff: 20, usageLimit: 2 });
    await setStock("4", 1);
    await setStock("5", 100);
    const outcomes = await placeOrderBatch(deps(), [
      request("5", 1, { couponCode: "duas" }),
      // Refused for stock: it must not use the coupon up.
      request("4", 2, { couponCode: "duas" }),
      request("5", 1, { couponCode: "DUAS" }),
      request("5", 1, { couponCode: "duas" }),
      request("5", 1),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true, false, true]);
    expect(errorCode(outcomes[1])).toBe("out_of_stock");
    expect(errorCode(outcomes[3])).toBe("coupon_used_up");
    expect(placedOrder(outcomes[2]).order).toMatchObject({
      couponCode: "DUAS",
      discountCents: 180,
    });
    const [coupon] = await database.db.select().from(coupons).where(eq(coupons.code, "DUAS"));
    expect(coupon?.usageCount).toBe(2);
    // The refused orders took nothing: 3 units of product 5 went to the 3 placed orders.
    expect(await stockOf("5")).toBe(97);
    expect(await stockOf("4")).toBe(1);
  });

  it("gives each order its own refusal when the catalogue rejects it", async () => {
    await setStock("6", 10);
    const outcomes = await placeOrderBatch(deps(), [
      request("999", 1),
      request("6", 1),
      request("6", 1, { storeId: "no-such-store" }),
    ]);
    expect(errorCode(outcomes[0])).toBe("unknown_product");
    expect(outcomes[1]?.ok).toBe(true);
    expect(errorCode(outcomes[2])).toBe("unknown_store");
    expect(await stockOf("6")).toBe(9);
  });

  it("answers a retry in a later batch with the first order, and a changed request with 409", async () => {
    await setStock("7", 10);
    const first = request("7", 2);
    const [placed] = await placeOrderBatch(deps(), [first]);
    const outcomes = await placeOrderBatch(deps(), [first, request("7", 1)]);
    expect(placedOrder(outcomes[0])).toEqual({ order: placedOrder(placed).order, created: false });
    expect(placedOrder(outcomes[1]).created).toBe(true);
    const changed = { ...request("7", 3), idempotencyKey: first.idempotencyKey };
    const [conflict] = await placeOrderBatch(deps(), [changed]);
    expect(errorCode(conflict)).toBe("idempotency_conflict");
    expect(await stockOf("7")).toBe(7);
  });

  it("gives back the units of an order that found no free id, and keeps the others'", async () => {
    await setStock("24", 10);
    const [taken] = await placeOrderBatch(deps(), [request("24", 1)]);
    const takenId = placedOrder(taken).order.id;
    // A clock that only ever offers the id an order already has: no round can insert it.
    const stuck = { next: () => takenId } as unknown as OrderIdClock;
    const [refused] = await placeOrderBatch({ ...deps(), ids: stuck }, [request("24", 4)]);
    expect(errorCode(refused)).toBe("order_id_unavailable");
    expect(await stockOf("24")).toBe(9);
  });

  it("places the other orders when one makes the database fail", async () => {
    await setStock("8", 10);
    // A NUL character gets past nothing but this direct call (readJson refuses it with 422);
    // PostgreSQL refuses it, which rolls the batch back.
    const poisoned = request("8", 1);
    poisoned.input.customer.name = "Ana\u0000";
    const outcomes = await placeOrdersResiliently(deps(), [
      request("8", 1),
      poisoned,
      request("8", 1),
    ]);
    expect(outcomes.map((o) => o.ok)).toEqual([true, false, true]);
    expect(await stockOf("8")).toBe(8);
  });
});

describe("the statements a batch sends", () => {
  const batch = () => [request("6", 1, { couponCode: "FROSTY10" }), request("7", 1)];

  it("reads with the keys locked first and the stores' stock before coupons, where other sessions write too", async () => {
    const { db, statements } = recordingDatabase();
    const traits = { ...databaseTraits(database.db), concurrentWriters: true };
    const outcomes = await placeOrderBatch({ ...deps(), db, traits }, batch());
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    // PGlite's driver has no BEGIN to say it in.
    const sent = statements.filter((statement) => !/^(begin|commit)\b/i.test(statement));
    if (database.kind === "postgres") {
      expect(statements[0]).toBe("begin isolation level read committed");
    } else {
      expect(sent.shift()).toBe("set transaction isolation level read committed");
    }
    const expected = [
      /^select pg_advisory_xact_lock\(/,
      /^select .* from "orders" inner join "stores"/,
      /^select .* from "products" where "products"."id" in \(select jsonb_array_elements_text/,
      /^select .* from "store_stock" as x where .* order by s.store_id, s.product_id for update of s$/,
      /^select .* from "coupons" .* for update$/,
      /^select .* from "stores" where/,
      /^select .* from "delivery_areas" where/,
      /^select .* from "settings"/,
      // The new orders counted against their address's and phone's limits (order-limits.ts).
      /^insert into request_counters /,
      // The orders' insert (insert-orders.ts), then their stores' stock (take-stock.ts).
      /^with .* insert into orders /,
      /^update store_stock set stock_quantity = /,
    ];
    expect(sent).toHaveLength(expected.length);
    for (const [index, statement] of sent.entries()) {
      expect(statement).toMatch(expected[index] as RegExp);
    }
  });

  it("neither locks keys or rows nor sets the isolation where it is the only writer (PGlite)", async () => {
    const { db, statements } = recordingDatabase();
    const traits = { ...databaseTraits(database.db), concurrentWriters: false };
    const outcomes = await placeOrderBatch({ ...deps(), db, traits }, batch());
    expect(outcomes.every((outcome) => outcome.ok)).toBe(true);
    expect(statements.some((statement) => /advisory|isolation/.test(statement))).toBe(false);
    // One transaction at a time: no row to lock against another.
    expect(statements.some((statement) => /for update/.test(statement))).toBe(false);
    expect(statements.filter((statement) => / insert into orders /.test(statement))).toHaveLength(
      1,
    );
  });

  it("gives its writes and its reads of the small tables only JSON, so that PGlite plans them once", async () => {
    const { db, statements, parameters } = recordingDatabase();
    const traits = { ...databaseTraits(database.db), concurrentWriters: false };
    await placeOrderBatch({ ...deps(), db, traits }, batch());
    const planOnce =
      /^(with .* insert into orders |update store_stock |select s\.store_id|select .* from "(products|stores|coupons|delivery_areas|settings)" )/;
    const chosen = statements.flatMap((statement, index) =>
      planOnce.test(statement) ? [parameters[index] ?? []] : [],
    );
    // The orders table grows: the lookup of the batch's keys is planned for them every time.
    expect(chosen).toHaveLength(8);
    for (const params of chosen) {
      expect(params.length).toBeGreaterThan(0);
      for (const param of params) expect(String(param)).toMatch(/^[[{]/);
    }
  });
});
