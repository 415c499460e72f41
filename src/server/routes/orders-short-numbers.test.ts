import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ephemeralAuthSettings } from "#server/auth/settings.ts";
import { orders, storeOrderCounters } from "#server/db/schema.ts";
import { orderBody, placeTestOrder, postOrder, setStock } from "#server/testing/orders.ts";
import { secondInstance } from "#server/testing/second-instance.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { OrderView, PlacedOrder } from "#shared/orders.ts";
import { shopDate } from "#shared/shop-calendar.ts";

/**
 * Each order gets a short number at its store, per São Paulo day, from 1 (`#042` on the
 * board, the ticket and the customer's page), and a 4-digit pickup code. Each test uses
 * stores of its own (80–89), so their counters start where the test says.
 */
let a: TestApp;
let b: TestApp;
let closeB: () => Promise<void>;
beforeAll(async () => {
  const auth = ephemeralAuthSettings();
  a = await createTestApp({ auth });
  const second = await secondInstance(a, auth);
  b = second.app;
  closeB = second.close;
});
afterAll(async () => {
  await closeB();
  await a.database.dispose();
});

const placeAt = (storeId: string, t: TestApp = a) => placeTestOrder(t, orderBody({ storeId }));

async function enoughStock(storeId: string): Promise<void> {
  await setStock(a, "1", 10_000, { storeId, isAvailable: true });
}

async function counterOf(storeId: string, day: string): Promise<number | undefined> {
  const [row] = await a.database.db
    .select({ last: storeOrderCounters.lastNumber })
    .from(storeOrderCounters)
    .where(and(eq(storeOrderCounters.storeId, storeId), eq(storeOrderCounters.day, day)));
  return row?.last;
}

describe("short numbers and pickup codes", () => {
  it("numbers a store's orders 1, 2, 3… on the São Paulo day they are placed", async () => {
    await enoughStock("80");
    const placed: OrderView[] = [];
    for (let i = 0; i < 3; i++) placed.push(await placeAt("80"));
    expect(placed.map((order) => order.shortNumber)).toEqual([1, 2, 3]);

    const [row] = await a.database.db
      .select({ day: orders.businessDay, number: orders.shortNumber })
      .from(orders)
      .where(eq(orders.id, placed[2]?.id ?? ""));
    const today = shopDate(new Date(placed[2]?.createdAt ?? ""));
    expect(row).toEqual({ day: today, number: 3 });
    expect(await counterOf("80", today)).toBe(3);
  });

  it("counts each store on its own", async () => {
    await enoughStock("81");
    await enoughStock("82");
    const first81 = await placeAt("81");
    const first82 = await placeAt("82");
    const second81 = await placeAt("81");
    expect([first81.shortNumber, first82.shortNumber, second81.shortNumber]).toEqual([1, 1, 2]);
  });

  it("goes on from the day's counter, and starts again at 1 on a new day", async () => {
    await enoughStock("83");
    await enoughStock("84");
    const today = shopDate(new Date());
    await a.database.db.insert(storeOrderCounters).values([
      { storeId: "83", day: today, lastNumber: 41 },
      // Yesterday's numbers are yesterday's.
      { storeId: "84", day: "2020-01-01", lastNumber: 99 },
    ]);
    expect((await placeAt("83")).shortNumber).toBe(42);
    expect((await placeAt("84")).shortNumber).toBe(1);
  });

  it("skips a number an order already holds (as after a restore) instead of failing", async () => {
    await enoughStock("85");
    const first = await placeAt("85");
    // The counter falls behind the orders: the next order's number (2) is taken.
    await a.database.db.update(orders).set({ shortNumber: 2 }).where(eq(orders.id, first.id));
    const next = await placeAt("85");
    expect(next.shortNumber).toBe(3);
  });

  it("gives every one of many simultaneous orders at one store its own number, on two instances", async () => {
    await enoughStock("86");
    const count = 60;
    const responses = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        postOrder(i % 2 === 0 ? a : b, orderBody({ storeId: "86" })),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(count).fill(201));
    const placed = (await Promise.all(responses.map((r) => r.json()))) as OrderView[];
    const numbers = placed.map((order) => order.shortNumber).sort((x, y) => x - y);
    // Unique, and with no gap: 1 to 60.
    expect(numbers).toEqual(Array.from({ length: count }, (_, i) => i + 1));
    expect(await counterOf("86", shopDate(new Date(placed[0]?.createdAt ?? "")))).toBe(count);
  });

  it("gives each order four random digits as its pickup code, and shows them to the customer", async () => {
    await enoughStock("87");
    const placed = await Promise.all(Array.from({ length: 20 }, () => placeAt("87")));
    for (const order of placed) expect(order.pickupCode).toMatch(/^\d{4}$/);
    // Twenty draws from 10,000: the same code for all would be a broken generator.
    expect(new Set(placed.map((order) => order.pickupCode)).size).toBeGreaterThan(1);

    // To the device that placed it: the link alone does not show the code (orders-read.test.ts).
    const order = placed[0] as PlacedOrder;
    const response = await a.request(`/api/orders/${order.id}`, {
      headers: { "x-order-token": order.accessToken, "x-order-owner": order.ownerProof },
    });
    expect(await response.json()).toMatchObject({
      id: order.id,
      shortNumber: order.shortNumber,
      pickupCode: order.pickupCode,
    });
  });

  it("gives a retried order its first number, not a new one", async () => {
    await enoughStock("88");
    const key = crypto.randomUUID();
    const first = await placeTestOrder(a, orderBody({ storeId: "88" }), key);
    const retry = await postOrder(b, orderBody({ storeId: "88" }), { key });
    expect(retry.status).toBe(200);
    expect(await retry.json()).toMatchObject({
      id: first.id,
      shortNumber: first.shortNumber,
      pickupCode: first.pickupCode,
    });
    expect((await placeAt("88")).shortNumber).toBe(first.shortNumber + 1);
  });

  it("counts a Manaus store's orders in Manaus's day, an hour behind São Paulo's", async () => {
    // Frosty Adrianópolis (135) is in Manaus.
    await enoughStock("135");
    const order = await placeAt("135");
    const [row] = await a.database.db
      .select({ day: orders.businessDay })
      .from(orders)
      .where(eq(orders.id, order.id));
    const manausDay = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Manaus" });
    expect(row?.day).toBe(manausDay.format(new Date(order.createdAt)));
    // The store's own day, as the insert reads it: past São Paulo's midnight at a month's end,
    // Manaus is still on the last day of the month.
    const result = await a.database.db.execute(sql`
      select (timestamptz '2025-04-01 00:30:00-03' at time zone time_zone)::date::text as day,
        time_zone from stores where id = '135'`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { day: "2025-03-31", time_zone: "America/Manaus" },
    ]);
  });
});
