import { sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import {
  cancelUnacceptedOrders,
  expireUnpaidOrders,
} from "#server/services/orders/expire-unpaid-orders.ts";
import {
  orderBody,
  placeTestOrder,
  postOrder,
  readError,
  setStock,
  stockOf,
} from "#server/testing/orders.ts";
import { createTestApp, type TestApp, testAppOf } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import type { TrackedOrder } from "#shared/orders.ts";

/** Every test here runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (vitest.config.ts). */
let t: TestApp;
/** A second instance of the app on the same database: its own order queue and catalogue cache. */
let other: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  other = testAppOf(
    t.database,
    createApp({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      orderLimits: t.catalog.limitDefaults,
    }),
  );
});
afterAll(() => t.database.dispose());

const oneOf = (productId: string, quantity: number, storeId = "1") =>
  orderBody({ storeId, items: [{ productId, size: "medio", addonIds: [], quantity }] });

async function catalogueStore(app: TestApp, storeId: string) {
  const catalog = (await (await app.request("/api/catalog")).json()) as CatalogWithSite;
  return catalog.stores.find((store) => store.id === storeId);
}

describe("stock per store, under concurrency", () => {
  it("sells the last unit at a store exactly once to 50 concurrent orders, across two instances", async () => {
    await setStock(t, "17", 1, { storeId: "5" });
    await setStock(t, "17", 40, { storeId: "6" });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => postOrder(i % 2 ? t : other, oneOf("17", 1, "5"))),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    const refused = responses.filter((response) => response.status === 409);
    for (const response of refused) {
      expect(await readError(response)).toEqual({
        code: "out_of_stock",
        message: "Picolé de Tamarindo está esgotado nesta loja.",
        // The line the checkout marks.
        issues: [{ path: ["items", 0], message: "Picolé de Tamarindo está esgotado nesta loja." }],
      });
    }
    expect(await stockOf(t, "17", "5")).toBe(0);
    // Another store's stock of the same flavour is its own.
    expect(await stockOf(t, "17", "6")).toBe(40);
  });

  it("never oversells a store's units to many orders at once, each taking some", async () => {
    await setStock(t, "18", 10, { storeId: "7" });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => postOrder(i % 2 ? t : other, oneOf("18", 3, "7"))),
    );
    const placed = responses.filter((response) => response.status === 201);
    expect(placed).toHaveLength(3);
    expect(await stockOf(t, "18", "7")).toBe(1);
    const refused = responses.filter((response) => response.status === 409);
    expect(refused).toHaveLength(27);
    const messages = new Set(
      await Promise.all(refused.map(async (r) => (await readError(r)).message)),
    );
    // 10 → 7 → 4 → 1: every refusal found the one unit left.
    expect(messages).toEqual(new Set(["Picolé de Jaca: só resta 1 unidade nesta loja."]));
  });
});

describe("an order at a store that cannot sell a flavour", () => {
  it("is refused with 409 naming the flavour and the units left there, and takes nothing", async () => {
    await setStock(t, "19", 2, { storeId: "8" });
    const response = await postOrder(t, oneOf("19", 3, "8"));
    expect(response.status).toBe(409);
    expect(await readError(response)).toEqual({
      code: "out_of_stock",
      message: "Picolé de Bacuri: só restam 2 unidades nesta loja.",
      issues: [
        { path: ["items", 0], message: "Picolé de Bacuri: só restam 2 unidades nesta loja." },
      ],
    });
    expect(await stockOf(t, "19", "8")).toBe(2);
  });

  it("is refused when the store switched the flavour off, whatever its count", async () => {
    await setStock(t, "20", 300, { storeId: "9", isAvailable: false });
    const response = await postOrder(t, oneOf("20", 1, "9"));
    expect(response.status).toBe(409);
    expect((await readError(response)).message).toBe(
      "Picolé de Abacaxi com Hortelã está esgotado nesta loja.",
    );
    expect(await stockOf(t, "20", "9")).toBe(300);
    // The same flavour still sells at a store that has it on.
    await setStock(t, "20", 300, { storeId: "10", isAvailable: true });
    await placeTestOrder(t, oneOf("20", 1, "10"));
    expect(await stockOf(t, "20", "10")).toBe(299);
  });
});

describe("the catalogue's availability per store", () => {
  it("lists what each store cannot sell, and drops a flavour at a store once an order takes its last unit there", async () => {
    await setStock(t, "21", 1, { storeId: "11" });
    await setStock(t, "21", 5, { storeId: "12" });
    await setStock(t, "22", 0, { storeId: "11" });
    t.catalog.invalidate();
    expect((await catalogueStore(t, "11"))?.unavailableProductIds).toEqual(["22"]);

    await placeTestOrder(t, oneOf("21", 1, "11"));
    expect((await catalogueStore(t, "11"))?.unavailableProductIds).toEqual(["21", "22"]);
    expect((await catalogueStore(t, "12"))?.unavailableProductIds).toEqual([]);
  });

  it("marks a flavour sold out only when no store can sell it", async () => {
    const soldOut = async () => {
      const catalog = (await (await t.request("/api/catalog")).json()) as CatalogWithSite;
      return catalog.products.find((product) => product.id === "23")?.soldOut;
    };
    const stores = ((await (await t.request("/api/catalog")).json()) as CatalogWithSite).stores;
    for (const store of stores.slice(1)) await setStock(t, "23", 0, { storeId: store.id });
    await setStock(t, "23", 1, { storeId: stores[0]?.id ?? "1" });
    t.catalog.invalidate();
    expect(await soldOut()).toBe(false);
    await placeTestOrder(t, oneOf("23", 1, stores[0]?.id ?? "1"));
    expect(await soldOut()).toBe(true);
  });
});

describe("an order the store never accepted", () => {
  it("gives its units back after the store's time unless staff opened, printed or moved it", async () => {
    await setStock(t, "24", 100, { storeId: "13" });
    await t.database.db.execute(
      sql`update stores set cancel_unaccepted_after_minutes = 10 where id = '13'`,
    );
    const place = (paymentMethod: "cash" | "whatsapp" | "test") =>
      placeTestOrder(t, { ...oneOf("24", 2, "13"), paymentMethod });
    const untouched = [await place("cash"), await place("whatsapp"), await place("test")];
    const [seen, printed, moved] = [await place("cash"), await place("cash"), await place("cash")];
    const touch = async (id: string, change: ReturnType<typeof sql>) =>
      t.database.db.execute(sql`update orders set ${change} where id = ${id}`);
    await touch(seen?.id ?? "", sql`seen_at = now()`);
    await touch(printed?.id ?? "", sql`ticket_prints = 1`);
    // Moved on and back to "Pendente": every staff change bumps the version.
    await touch(moved?.id ?? "", sql`version = 3`);
    expect(await stockOf(t, "24", "13")).toBe(100 - 6 * 2);

    const age = (minutes: number) =>
      t.database.db.execute(
        sql`update orders set created_at = now() - make_interval(mins => ${minutes}::int)
          where store_id = '13'`,
      );
    await age(9);
    expect(await cancelUnacceptedOrders(t.database.db)).toEqual([]);
    await age(11);
    // The Pix expiry is another sweep: it has nothing to do with these.
    expect(await expireUnpaidOrders(t.database.db)).toEqual([]);
    expect((await cancelUnacceptedOrders(t.database.db)).sort()).toEqual(
      untouched.map((order) => order.id).sort(),
    );
    expect(await stockOf(t, "24", "13")).toBe(100 - 3 * 2);
    // The customer's page says why (the shared tracking link too).
    const [first] = untouched;
    const tracked = (await (
      await t.request(`/api/orders/${first?.id}`, {
        headers: { "x-order-token": first?.accessToken ?? "" },
      })
    ).json()) as TrackedOrder;
    expect(tracked.status).toBe("cancelled");
    expect(tracked.statusHistory.at(-1)).toMatchObject({
      status: "cancelled",
      reason: "store_did_not_confirm",
    });
    // Once: a second sweep finds nothing.
    expect(await cancelUnacceptedOrders(t.database.db)).toEqual([]);
  });
});
