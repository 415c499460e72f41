import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ephemeralAuthSettings } from "#server/auth/settings.ts";
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
