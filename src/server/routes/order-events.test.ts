import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type EventStreamReader, orderStream } from "#server/testing/event-stream.ts";
import { moveOrder } from "#server/testing/order-moves.ts";
import { placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

async function openStream(order: OrderView): Promise<EventStreamReader> {
  const stream = await orderStream(t, order);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(stream.response.headers.get("cache-control")).toBe("no-store");
  return stream;
}

describe("GET /api/orders/:id/events", () => {
  it("sends the current status, then every change the store makes", async () => {
    const order = await placeTestOrder(t);
    const stream = await openStream(order);
    try {
      expect(await stream.next()).toEqual({ event: "status", data: { status: "pending" } });
      await moveOrder(admin, order.id, "preparing", 1);
      expect(await stream.next()).toEqual({ event: "status", data: { status: "preparing" } });
      await moveOrder(admin, order.id, "ready", 2);
      expect(await stream.next()).toEqual({ event: "status", data: { status: "ready" } });
      await moveOrder(admin, order.id, "out_for_delivery", 3);
      expect(await stream.next()).toEqual({
        event: "status",
        data: { status: "out_for_delivery" },
      });
      await moveOrder(admin, order.id, "delivered", 4);
      expect(await stream.next()).toEqual({ event: "status", data: { status: "delivered" } });
    } finally {
      await stream.close();
    }
  });

  it("starts from where the order is now when the page (re)connects", async () => {
    const order = await placeTestOrder(t);
    await moveOrder(admin, order.id, "preparing", 1);
    const stream = await openStream(order);
    try {
      expect(await stream.next()).toEqual({ event: "status", data: { status: "preparing" } });
    } finally {
      await stream.close();
    }
  });

  it("tells a customer only about their own order", async () => {
    const mine = await placeTestOrder(t);
    const someoneElses = await placeTestOrder(t);
    const stream = await openStream(mine);
    try {
      await stream.nextOf("status");
      await moveOrder(admin, someoneElses.id, "cancelled", 1);
      await moveOrder(admin, mine.id, "preparing", 1);
      expect(await stream.next()).toEqual({ event: "status", data: { status: "preparing" } });
    } finally {
      await stream.close();
    }
  });

  it("answers a wrong, missing or other order's token with the same 404 as GET /:id", async () => {
    const order = await placeTestOrder(t);
    const other = await placeTestOrder(t);
    for (const path of [
      `/api/orders/${order.id}/events?token=errado`,
      `/api/orders/${order.id}/events`,
      `/api/orders/${order.id}/events?token=${encodeURIComponent(other.accessToken)}`,
      `/api/orders/ORD-1000000000001/events?token=${encodeURIComponent(order.accessToken)}`,
      `/api/orders/nada/events?token=x`,
    ]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await readError(response)).toEqual({
        code: "order_not_found",
        message: "Pedido não encontrado",
      });
    }
  });
});
