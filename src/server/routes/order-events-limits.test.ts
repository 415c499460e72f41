import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  EventStreamReader,
  type FollowedOrder,
  orderStream,
  requestOrderStream,
  requestStaffStream,
} from "#server/testing/event-stream.ts";
import { readError } from "#server/testing/orders.ts";
import { insertRawOrder, rawOrderToken } from "#server/testing/raw-orders.ts";
import { newClientIp, type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** Small caps, so that a test reaches them with a handful of streams. */
const LIMITS = { total: 100, staffReserve: 10, perOrder: 3, perAddress: 5 };

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({ streamLimits: LIMITS });
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

/** An order of its own for each test (straight into the table: no checkout, no rate limit). */
async function newOrder(): Promise<FollowedOrder> {
  const id = await insertRawOrder(t.database.db, {
    storeId: "1",
    status: "pending",
    createdAt: new Date(),
  });
  return { id, accessToken: rawOrderToken(id) };
}

/** A stream that opened and said where the order is: the caller closes it. */
async function openStream(order: FollowedOrder, ip: string): Promise<EventStreamReader> {
  const stream = await orderStream(t, order, { ip });
  expect(await stream.next()).toEqual({ event: "status", data: { status: "pending" } });
  return stream;
}

async function expectRefused(response: Response, message: RegExp): Promise<void> {
  expect(response.status).toBe(429);
  expect(Number(response.headers.get("retry-after"))).toBeGreaterThan(0);
  const error = await readError(response);
  expect(error.code).toBe("too_many_streams");
  expect(error.message).toMatch(message);
}

async function expectStaffStreamOpens(): Promise<void> {
  const response = await requestStaffStream(admin, "?lifetime=0");
  expect(response.status).toBe(200);
  expect(await new EventStreamReader(response).rest()).toEqual([
    { event: "ready", data: { unseenCount: expect.any(Number) } },
  ]);
}

async function closeAll(streams: EventStreamReader[]): Promise<void> {
  await Promise.all(streams.map((stream) => stream.close()));
}

describe("customers' order streams, capped per order and per client address", () => {
  it("refuses an order's streams past its cap with a 429, from any address, while staff still connect", async () => {
    const order = await newOrder();
    const streams: EventStreamReader[] = [];
    try {
      for (let index = 0; index < LIMITS.perOrder; index++) {
        streams.push(await openStream(order, newClientIp()));
      }
      await expectRefused(
        await requestOrderStream(t, order, { ip: newClientIp() }),
        /pedido.*muitas telas/,
      );
      await expectStaffStreamOpens();
      // Another order is not held back by this one's streams.
      const other = await openStream(await newOrder(), newClientIp());
      streams.push(other);

      // A stream that ends gives its place back.
      await streams.shift()?.close();
      await expect
        .poll(async () => {
          const response = await requestOrderStream(t, order, { ip: newClientIp() });
          if (response.status === 200) streams.push(new EventStreamReader(response));
          else await response.body?.cancel();
          return response.status;
        })
        .toBe(200);
    } finally {
      await closeAll(streams);
    }
  });

  it("refuses one address's streams past its cap across orders, and not another address's", async () => {
    // Addresses of one IPv6 /64 (one home's or phone's block) count as one client.
    const home = (host: number) => `2001:db8:15:7::${host.toString(16)}`;
    const orders = [await newOrder(), await newOrder()];
    const streams: EventStreamReader[] = [];
    try {
      for (let index = 0; index < LIMITS.perAddress; index++) {
        streams.push(await openStream(orders[index % 2] as FollowedOrder, home(index + 1)));
      }
      const third = await newOrder();
      await expectRefused(await requestOrderStream(t, third, { ip: home(99) }), /sua rede/);
      await expectRefused(await requestOrderStream(t, third, { ip: home(1) }), /sua rede/);
      await expectStaffStreamOpens();
      // The same order from another client is fine: the cap is the address's, not the order's.
      streams.push(await openStream(third, "2001:db8:15:8::1"));
      streams.push(await openStream(third, newClientIp()));
    } finally {
      await closeAll(streams);
    }
  });

  it("still answers a wrong token with the 404, not with the cap", async () => {
    const order = await newOrder();
    const streams: EventStreamReader[] = [];
    try {
      for (let index = 0; index < LIMITS.perOrder; index++) {
        streams.push(await openStream(order, newClientIp()));
      }
      const wrong = await t.request(`/api/orders/${order.id}/events?token=errado`);
      expect(wrong.status).toBe(404);
      expect((await readError(wrong)).code).toBe("order_not_found");
    } finally {
      await closeAll(streams);
    }
  });
});
