import { count, desc, eq, inArray } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createApp } from "#server/app.ts";
import { coupons, orders } from "#server/db/schema.ts";
import {
  newIdempotencyKey,
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
  stockOf,
} from "#server/testing/orders.ts";
import { inProcess } from "#server/testing/request-target.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

async function ordersWithKey(key: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(orders)
    .where(eq(orders.idempotencyKey, key));
  return row?.n ?? 0;
}

async function clockPastLatestOrderId(): Promise<void> {
  const [latest] = await t.database.db
    .select({ id: orders.id })
    .from(orders)
    // Every id here has 13 digits, so text order is numeric order.
    .orderBy(desc(orders.id))
    .limit(1);
  const latestMs = Number(latest?.id.slice("ORD-".length) ?? 0);
  while (Date.now() <= latestMs) await new Promise((resolve) => setTimeout(resolve, 1));
}

const oneOf = (productId: string, quantity = 1) =>
  orderBody({ items: [{ productId, size: "medio", addonIds: [], quantity }] });

describe("Idempotency-Key", () => {
  it("answers a retry of the same request with the same order, 200, stock taken once", async () => {
    await setStock(t, "1", 50);
    const key = newIdempotencyKey();
    const body = oneOf("1", 3);

    const first = await postOrder(t, body, { key });
    expect(first.status).toBe(201);
    const placed = (await first.json()) as OrderView;

    // The same request again, with its keys in another order and a price the server ignores.
    const { items, ...rest } = body;
    const reordered = { items: items.map((item) => ({ unitPriceCents: 1, ...item })), ...rest };
    const retry = await postOrder(t, reordered, { key });
    expect(retry.status).toBe(200);
    expect(retry.headers.get("location")).toBeNull();
    expect(await retry.json()).toEqual(placed);

    expect(await stockOf(t, "1")).toBe(47);
    expect(await ordersWithKey(key)).toBe(1);
  });

  it("refuses the same key with a different request with 409", async () => {
    const key = newIdempotencyKey();
    await placeTestOrder(t, oneOf("2", 1), key);
    const response = await postOrder(t, oneOf("2", 2), { key });
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      code: "idempotency_conflict",
      message: "Esta chave de idempotência já foi usada com outro pedido",
    });
    expect(await ordersWithKey(key)).toBe(1);
  });

  it("lets a request that failed be retried with its key once the problem is gone", async () => {
    await setStock(t, "3", 0);
    const key = newIdempotencyKey();
    const refused = await postOrder(t, oneOf("3"), { key });
    expect(refused.status).toBe(409);
    await setStock(t, "3", 1);
    const retried = await postOrder(t, oneOf("3"), { key });
    expect(retried.status).toBe(201);
  });

  it("creates exactly one order for 100 concurrent requests with one key", async () => {
    await setStock(t, "4", 100);
    const key = newIdempotencyKey();
    const body = oneOf("4", 1);

    const responses = await Promise.all(
      Array.from({ length: 100 }, () => postOrder(t, body, { key })),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 200)).toHaveLength(99);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as OrderView[];
    expect(new Set(bodies.map((b) => b.id)).size).toBe(1);
    expect(new Set(bodies.map((b) => b.accessToken)).size).toBe(1);

    expect(await ordersWithKey(key)).toBe(1);
    expect(await stockOf(t, "4")).toBe(99);
  });
});

describe("concurrent orders", () => {
  it("never sell more than the stock: 20 orders for 5 units, exactly 5 placed", async () => {
    await setStock(t, "5", 5);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => postOrder(t, oneOf("5", 1))),
    );
    const placed = responses.filter((r) => r.status === 201);
    const refused = responses.filter((r) => r.status === 409);
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(15);
    for (const response of refused) {
      expect(await readError(response)).toEqual({
        code: "out_of_stock",
        message: "Picolé de Açaí está esgotado nesta loja.",
        issues: [{ path: ["items", 0], message: "Picolé de Açaí está esgotado nesta loja." }],
      });
    }
    const ids = ((await Promise.all(placed.map((r) => r.json()))) as OrderView[]).map((o) => o.id);
    expect(new Set(ids).size).toBe(5);
    expect(await stockOf(t, "5")).toBe(0);
  });

  it("never use a coupon past its limit", async () => {
    await t.database.db
      .insert(coupons)
      .values({ code: "TRES", percentOff: 15, isActive: true, usageLimit: 3 });
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => postOrder(t, orderBody({ couponCode: "tres" }))),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(3);
    expect(statuses.filter((s) => s === 422)).toHaveLength(7);
    const [coupon] = await t.database.db.select().from(coupons).where(eq(coupons.code, "TRES"));
    expect(coupon?.usageCount).toBe(3);
  });

  it("get distinct ids when two instances place orders in the same milliseconds", async () => {
    // A second app on the same database: its id clock knows nothing of the first one's.
    const other = createApp({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      orderLimits: t.catalog.limitDefaults,
    });
    const viaOther = {
      ...t,
      request: async (path: string, init?: RequestInit) => other.app.request(path, init),
    };
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postOrder(i % 2 ? t : viaOther, orderBody())),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201));
    const ids = ((await Promise.all(responses.map((r) => r.json()))) as OrderView[]).map(
      (o) => o.id,
    );
    expect(new Set(ids).size).toBe(20);
  });

  it("skip ids another instance already took", async () => {
    // A burst of orders takes one millisecond of ids per order, so the ids of the tests above
    // may still lie a few milliseconds ahead of the clock: start once the clock has passed them.
    await clockPastLatestOrderId();
    const now = Date.now();
    const taken = Array.from({ length: 30 }, (_, i) => `ORD-${now + i}`);
    const [store] = await t.database.db.select({ id: orders.storeId }).from(orders).limit(1);
    await t.database.db.insert(orders).values(
      taken.map((id, index) => ({
        id,
        // A day of their own, so their numbers take none of today's.
        businessDay: "2000-01-01",
        shortNumber: index + 1,
        pickupCode: "0000",
        accessToken: `token-${id}`,
        idempotencyKey: `key-${id}`,
        requestHash: "x",
        storeId: store?.id ?? "1",
        customerName: "Outra instância",
        customerPhone: "0",
        deliveryMethod: "pickup" as const,
        paymentMethod: "test" as const,
        subtotalCents: 0,
        discountCents: 0,
        deliveryFeeCents: 0,
        totalCents: 0,
      })),
    );
    // A fresh app whose clock stands still at the first taken millisecond.
    const clock = vi.spyOn(Date, "now").mockReturnValue(now);
    let response: Response;
    try {
      const fresh = createApp({
        db: t.database.db,
        logger: pino({ level: "silent" }),
        orderLimits: t.catalog.limitDefaults,
      });
      response = await postOrder(inProcess(fresh.app), orderBody());
    } finally {
      clock.mockRestore();
    }
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as OrderView;
    expect(id).toBe(`ORD-${now + 30}`);
    const rows = await t.database.db
      .select({ id: orders.id })
      .from(orders)
      .where(inArray(orders.id, taken));
    expect(rows).toHaveLength(30);
  });
});
