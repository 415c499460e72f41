import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type EventStreamReader,
  readyStaffStream,
  requestStaffStream,
  staffStream,
} from "#server/testing/event-stream.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, postOrder, setStock } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true, name: "Ana Souza" });
});
afterAll(() => t.database.dispose());

async function openStream(staff = admin, query = ""): Promise<EventStreamReader> {
  const stream = await staffStream(staff, query);
  expect(stream.response.status).toBe(200);
  expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
  expect(stream.response.headers.get("cache-control")).toBe("no-store");
  return stream;
}

const forOrder = (id: string) => (data: unknown) => (data as { orderId?: string }).orderId === id;

describe("GET /api/admin/orders/events", () => {
  it("starts with the unseen count, then announces new, seen and moved orders", async () => {
    await placeTestOrder(t);
    const stream = await openStream();
    try {
      const ready = await stream.nextOf("ready");
      expect(ready.data).toEqual({ unseenCount: expect.any(Number) });
      expect((ready.data as { unseenCount: number }).unseenCount).toBeGreaterThanOrEqual(1);

      const order = await placeTestOrder(t, orderBody({ storeId: "12" }));
      const created = await stream.nextOf("order.created", forOrder(order.id));
      expect(created.data).toEqual({
        type: "order.created",
        orderId: order.id,
        storeId: "12",
        shortNumber: order.shortNumber,
      });

      await admin.browser.post(`/api/admin/orders/${order.id}/seen`);
      expect((await stream.nextOf("order.seen", forOrder(order.id))).data).toEqual({
        type: "order.seen",
        orderId: order.id,
        storeId: "12",
      });
      // Seen once: a second opening is not announced again, the move below comes next.
      await admin.browser.post(`/api/admin/orders/${order.id}/seen`);
      await moveOrder(admin, order.id, "preparing", 1);
      expect(await stream.next()).toEqual({
        event: "order.updated",
        data: {
          type: "order.updated",
          orderId: order.id,
          storeId: "12",
          status: "preparing",
          version: 2,
        },
      });
    } finally {
      await stream.close();
    }
  });

  it("says nothing of an order that was not placed, nor of a refused change", async () => {
    const stream = await openStream();
    try {
      await stream.nextOf("ready");
      await setStock(t, "9", 0);
      const refused = await postOrder(
        t,
        orderBody({ items: [{ productId: "9", size: "medio", addonIds: [], quantity: 1 }] }),
      );
      expect(refused.status).toBe(409);
      const conflict = await requestMove(admin, "ORD-1", { status: "ready", version: 1 });
      expect(conflict.status).toBe(404);

      const placed = await placeTestOrder(t);
      // The first event after the refusals is the order that really exists.
      const next = await stream.next();
      expect(next?.event).toBe("order.created");
      expect(next?.data).toMatchObject({ orderId: placed.id });
    } finally {
      await stream.close();
    }
  });

  it("reaches every open stream, one per staff member's screen", async () => {
    const other = await signedInStaff(t, { admin: true, name: "Bia Rocha" });
    const streams = [await openStream(), await openStream(other)];
    try {
      for (const stream of streams) await stream.nextOf("ready");
      const order = await placeTestOrder(t);
      for (const stream of streams) await stream.nextOf("order.created", forOrder(order.id));
    } finally {
      for (const stream of streams) await stream.close();
    }
  });

  it("ends after `lifetime` seconds; 0 sends `ready` and ends at once", async () => {
    const stream = await openStream(admin, "?lifetime=0");
    const events = await stream.rest();
    expect(events.map((event) => event.event)).toEqual(["ready"]);
  });

  it.each(["-1", "301", "abc", "1.5"])("refuses lifetime=%s with a 422", async (lifetime) => {
    const response = await requestStaffStream(admin, `?lifetime=${lifetime}`);
    expect(response.status).toBe(422);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "validation_failed",
    );
  });

  it("ends open streams when the server closes its database (shutdown)", async () => {
    const own = await createTestApp();
    const staff = await signedInStaff(own, { admin: true });
    const stream = await readyStaffStream(staff);
    await own.database.events.close();
    expect(await stream.rest()).toEqual([]);
    await own.database.dispose();
  });
});
