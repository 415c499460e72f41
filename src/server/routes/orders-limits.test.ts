import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ephemeralAuthSettings } from "#server/auth/settings.ts";
import { cancelUnacceptedOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import {
  orderBody,
  postOrder,
  readError,
  setStoreStock,
  storeStockOf,
} from "#server/testing/orders.ts";
import { secondInstance } from "#server/testing/second-instance.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { SYSTEM_CANCEL_ACTOR_NAMES } from "#shared/cancel-reasons.ts";
import {
  DEFAULT_ORDER_LIMITS,
  ORDER_LIMIT_MESSAGES,
  type OrderLimits,
} from "#shared/order-limits.ts";

/**
 * The rate limits and unit caps of POST /api/orders (order-limits.ts). In-process requests
 * have no socket, so the client address is the X-Forwarded-For a trusted proxy would send.
 */
let t: TestApp;
const LIMITS: OrderLimits = {
  ...DEFAULT_ORDER_LIMITS,
  ordersPerAddress: 3,
  ordersPerPhone: 2,
  maxUnitsPerLine: 5,
  maxUnitsPerOrder: 8,
  couponChecksPerMinute: 4,
};

beforeAll(async () => {
  t = await createTestApp({ orderLimits: LIMITS });
  await setStoreStock(t.database.db, "1", 500, { storeId: "1", isAvailable: true });
  await setStoreStock(t.database.db, "2", 500, { storeId: "1", isAvailable: true });
});
afterAll(() => t.database.dispose());

let phoneSerial = 0;
/** A phone number no other order of this file uses: (81) 98xxx-xxxx. */
function freshPhone(): string {
  phoneSerial += 1;
  return `(81) 98${String(phoneSerial).padStart(3, "0")}-${String(phoneSerial).padStart(4, "0")}`;
}

function post(
  app: TestApp,
  from: string,
  body = orderBody({ customer: { phone: freshPhone() } }),
): Promise<Response> {
  return postOrder(app, body, { headers: { "x-forwarded-for": from } });
}

describe("orders per client address", () => {
  it("places the address's first orders and refuses the rest with 429, Retry-After and a pt-BR message", async () => {
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await post(t, "203.0.113.9")).status);
    expect(statuses).toEqual([201, 201, 201, 429, 429]);
    const refused = await post(t, "203.0.113.9");
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.windowMinutes * 60);
    expect(await readError(refused)).toMatchObject({
      code: "too_many_orders",
      message: ORDER_LIMIT_MESSAGES.tooManyFromAddress,
    });
    // Another customer is not held back by this one.
    expect((await post(t, "203.0.113.10")).status).toBe(201);
  });

  it("counts an IPv6 client by its /64", async () => {
    for (const host of ["1", "2", "3"]) {
      expect((await post(t, `2001:db8:7:7::${host}`)).status).toBe(201);
    }
    expect((await post(t, "2001:db8:7:7:abcd::99")).status).toBe(429);
    expect((await post(t, "2001:db8:7:8::1")).status).toBe(201);
  });

  it("starts counting again when the window is over", async () => {
    for (let i = 0; i < 3; i += 1) expect((await post(t, "198.51.100.1")).status).toBe(201);
    expect((await post(t, "198.51.100.1")).status).toBe(429);
    await t.database.db.execute(
      sql`update request_counters set window_started_at = now() - interval '11 minutes'
        where key = 'orders:address:198.51.100.1'`,
    );
    expect((await post(t, "198.51.100.1")).status).toBe(201);
  });

  it("is counted in the database: another instance of the shop sees the same count", async () => {
    const other = await secondInstance(t, ephemeralAuthSettings());
    try {
      expect((await post(t, "198.51.100.2")).status).toBe(201);
      expect((await post(other.app, "198.51.100.2")).status).toBe(201);
      expect((await post(t, "198.51.100.2")).status).toBe(201);
      expect((await post(other.app, "198.51.100.2")).status).toBe(429);
    } finally {
      await other.close();
    }
  });

  it("follows the limits staff saved over the defaults", async () => {
    await writeStoredSettings(t.database.db, { order_limits: { ...LIMITS, ordersPerAddress: 1 } });
    try {
      expect((await post(t, "198.51.100.3")).status).toBe(201);
      expect((await post(t, "198.51.100.3")).status).toBe(429);
    } finally {
      await writeStoredSettings(t.database.db, { order_limits: null });
    }
  });
});

describe("orders per phone number", () => {
  it("refuses a phone's orders past its limit from any address, however the number is written", async () => {
    const phones = ["(81) 97777-1234", "+55 81 97777-1234", "81977771234"];
    const statuses = [];
    for (const [i, phone] of phones.entries()) {
      statuses.push((await post(t, `192.0.2.${i + 1}`, orderBody({ customer: { phone } }))).status);
    }
    expect(statuses).toEqual([201, 201, 429]);
    const refused = await post(t, "192.0.2.50", orderBody({ customer: { phone: phones[0] } }));
    expect(await readError(refused)).toMatchObject({
      code: "too_many_orders",
      message: ORDER_LIMIT_MESSAGES.tooManyForPhone,
    });
  });

  it("takes no stock and no coupon use for a refused order", async () => {
    const phone = "(81) 97777-5678";
    for (let i = 0; i < 2; i += 1) {
      expect((await post(t, `192.0.2.${60 + i}`, orderBody({ customer: { phone } }))).status).toBe(
        201,
      );
    }
    const before = await storeStockOf(t.database.db, "1");
    const refused = await post(
      t,
      "192.0.2.70",
      orderBody({ customer: { phone }, couponCode: "FROSTY10" }),
    );
    expect(refused.status).toBe(429);
    expect(await storeStockOf(t.database.db, "1")).toEqual(before);
  });
});

describe("units per line and per order", () => {
  it("refuses a line with more units than the limit, on its quantity, and takes nothing", async () => {
    const before = await storeStockOf(t.database.db, "1");
    const response = await post(
      t,
      "192.0.2.80",
      orderBody({
        customer: { phone: freshPhone() },
        items: [
          { productId: "1", size: "medio", addonIds: [], quantity: 2 },
          { productId: "2", size: "medio", addonIds: [], quantity: 6 },
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "too_many_units",
      message: ORDER_LIMIT_MESSAGES.lineTooLarge(5),
      issues: [{ path: ["items", 1, "quantity"], message: ORDER_LIMIT_MESSAGES.lineTooLarge(5) }],
    });
    expect(await storeStockOf(t.database.db, "1")).toEqual(before);
  });

  it("refuses an order whose lines add up to more units than the limit", async () => {
    const response = await post(
      t,
      "192.0.2.81",
      orderBody({
        customer: { phone: freshPhone() },
        items: [
          { productId: "1", size: "medio", addonIds: [], quantity: 5 },
          { productId: "2", size: "medio", addonIds: [], quantity: 4 },
        ],
      }),
    );
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      code: "too_many_units",
      message: ORDER_LIMIT_MESSAGES.orderTooLarge(8),
    });
  });

  it("places an order right at the limits", async () => {
    const response = await post(
      t,
      "192.0.2.82",
      orderBody({
        customer: { phone: freshPhone() },
        items: [
          { productId: "1", size: "medio", addonIds: [], quantity: 5 },
          { productId: "2", size: "medio", addonIds: [], quantity: 3 },
        ],
      }),
    );
    expect(response.status, await response.clone().text()).toBe(201);
  });
});

describe("units held in orders not yet paid or accepted, per client address", () => {
  /** Caps low enough to reach, and no other limit in the way (an order per address is free). */
  const HELD: OrderLimits = {
    ...LIMITS,
    ordersPerAddress: 1_000,
    heldUnitsPerAddress: 20,
    heldUnitsPer56: 40,
    heldUnitsPer48: 60,
  };
  /** A store and flavour of these tests' own: store "3", Picolé de Graviola (product "3"). */
  const STORE = "3";
  const cashOrder = (units: number, { storeId = STORE, productId = "3" } = {}) =>
    orderBody({
      storeId,
      customer: { phone: freshPhone() },
      items: [{ productId, size: "medio", addonIds: [], quantity: units }],
      paymentMethod: "cash",
    });
  const stock = () => storeStockOf(t.database.db, "3", STORE);

  beforeAll(async () => {
    await writeStoredSettings(t.database.db, { order_limits: HELD });
    await setStoreStock(t.database.db, "3", 10_000, { storeId: STORE, isAvailable: true });
    await setStoreStock(t.database.db, "4", 10_000, { storeId: "4", isAvailable: true });
  });
  afterAll(() => writeStoredSettings(t.database.db, { order_limits: null }));

  it("holds at most the cap per address against a drain script (15 addresses, a new phone per order), and gives the units back after the store's time", async () => {
    const before = await stock();
    const addresses = Array.from({ length: 15 }, (_, i) => `198.18.0.${i + 1}`);
    // Six orders of 5 units from each address at once: 30 units each were it not for the cap.
    const responses = await Promise.all(
      addresses.flatMap((from) =>
        Array.from({ length: 6 }, async () => ({
          from,
          response: await post(t, from, cashOrder(5)),
        })),
      ),
    );
    for (const from of addresses) {
      const statuses = responses
        .filter((sent) => sent.from === from)
        .map((sent) => sent.response.status)
        .sort();
      expect(statuses, from).toEqual([201, 201, 201, 201, 429, 429]);
    }
    const refused = responses.find((sent) => sent.response.status === 429)?.response;
    expect(Number(refused?.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused?.json()).toEqual({
      error: { code: "too_many_held_units", message: ORDER_LIMIT_MESSAGES.tooManyHeldUnits },
    });
    // 15 addresses × 20 units, not 15 × 30.
    expect(await stock()).toBe((before ?? 0) - 15 * HELD.heldUnitsPerAddress);

    // Not before the store's time: the orders are only minutes old.
    await t.database.db.execute(
      sql`update stores set cancel_unaccepted_after_minutes = 5 where id = ${STORE}`,
    );
    expect(await cancelUnacceptedOrders(t.database.db)).toEqual([]);
    // Past it, the system cancels them and every unit is back on sale.
    await t.database.db.execute(
      sql`update orders set created_at = created_at - interval '6 minutes'
        where store_id = ${STORE} and status = 'pending'`,
    );
    const cancelled = await cancelUnacceptedOrders(t.database.db);
    expect(cancelled).toHaveLength(15 * 4);
    expect(await stock()).toBe(before);
    const history = await t.database.db.execute(
      sql`select distinct changed_by_name, system_reason from order_status_history
        where order_id = any(${sql.param(cancelled)}::text[]) and to_status = 'cancelled'`,
    );
    expect((history as unknown as { rows: unknown[] }).rows).toEqual([
      {
        changed_by_name: SYSTEM_CANCEL_ACTOR_NAMES.store_did_not_confirm,
        system_reason: "store_did_not_confirm",
      },
    ]);
    // The addresses hold nothing now: they may order again.
    expect((await post(t, addresses[0] ?? "", cashOrder(5))).status).toBe(201);
  });

  it("is exact across instances: two shops placing at once never let an address hold more", async () => {
    const other = await secondInstance(t, ephemeralAuthSettings());
    try {
      // A new /64 per order, all in 2001:db8:99::/56, half of them to another store through the
      // other instance: no counter, stock or store row is shared, only the /56's held units
      // (40: 8 orders of 5).
      const responses = await Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          i % 2
            ? post(t, `2001:db8:99:${i}::1`, cashOrder(5))
            : post(
                other.app,
                `2001:db8:99:${i}::1`,
                cashOrder(5, { storeId: "4", productId: "4" }),
              ),
        ),
      );
      const statuses = responses.map((response) => response.status).sort();
      expect(statuses).toEqual([...Array(8).fill(201), ...Array(4).fill(429)]);
    } finally {
      await other.close();
    }
  });

  it("stops counting an order once the store accepts it, and forgets its client's address", async () => {
    const from = "198.18.1.1";
    const placed: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await post(t, from, cashOrder(5));
      expect(response.status).toBe(201);
      placed.push(((await response.json()) as { id: string }).id);
    }
    expect((await post(t, from, cashOrder(1))).status).toBe(429);
    const [accepted, confirmed, cancelled, waiting] = placed;
    await t.database.db.execute(sql`update orders set status = 'preparing' where id = ${accepted}`);
    expect((await post(t, from, cashOrder(5))).status).toBe(201);
    expect((await post(t, from, cashOrder(1))).status).toBe(429);

    // However an order stops holding units (accepted, paid, cancelled), its row keeps no
    // address; one still waiting keeps it.
    await t.database.db.execute(
      sql`update orders set payment_confirmed_at = now() where id = ${confirmed}`,
    );
    await t.database.db.execute(
      sql`update orders set status = 'cancelled' where id = ${cancelled}`,
    );
    const kept = await t.database.db.execute(
      sql`select id, client_address_keys as keys from orders
        where id = any(${sql.param(placed)}::text[]) order by id`,
    );
    const keysOf = new Map(
      (kept as unknown as { rows: { id: string; keys: string[] | null }[] }).rows.map((row) => [
        row.id,
        row.keys,
      ]),
    );
    expect(keysOf.get(accepted ?? "")).toBeNull();
    expect(keysOf.get(confirmed ?? "")).toBeNull();
    expect(keysOf.get(cancelled ?? "")).toBeNull();
    expect(keysOf.get(waiting ?? "")).toEqual([from]);
  });

  it("counts an IPv6 client by its /56 and its /48 as well as its /64, each with its own cap", async () => {
    // A new /64 for every order (2001:db8:56:10::/64 to :18::/64), all in one /56
    // (2001:db8:56::/56): the /56's 40 units bind, not the /64s' 20.
    const in56 = await Promise.all(
      Array.from({ length: 9 }, (_, i) => post(t, `2001:db8:56:1${i}::1`, cashOrder(5))),
    );
    expect(in56.map((response) => response.status).sort()).toEqual([...Array(8).fill(201), 429]);
    // Another /56 of the same /48 (2001:db8:56:2000::/56): fresh /64s and /56, but the /48
    // holds 40 of its 60 units already.
    const statuses = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await post(t, `2001:db8:56:20${i}::1`, cashOrder(5))).status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    // Another /48 is another client.
    expect((await post(t, "2001:db8:57:10::1", cashOrder(5))).status).toBe(201);
  });
});

describe("coupon checks", () => {
  it("answers a client address's checks past the limit with 429, and other addresses still", async () => {
    const check = (from: string, code: string) =>
      t.request(`/api/coupons/${code}`, { headers: { "x-forwarded-for": from } });
    const statuses = [];
    for (const code of ["A1", "B2", "FROSTY10", "C3", "D4", "FROSTY10"]) {
      statuses.push((await check("203.0.113.77", code)).status);
    }
    expect(statuses).toEqual([404, 404, 200, 404, 429, 429]);
    const refused = await check("203.0.113.77", "FROSTY10");
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await readError(refused)).toMatchObject({
      code: "too_many_coupon_checks",
      message: ORDER_LIMIT_MESSAGES.tooManyCouponChecks,
    });
    expect((await check("203.0.113.78", "FROSTY10")).status).toBe(200);
  });
});
