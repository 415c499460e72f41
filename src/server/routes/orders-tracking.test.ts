import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "#server/db/schema.ts";
import { expireUnpaidOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { requestOrderStream } from "#server/testing/event-stream.ts";
import { moveOrder } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { OrderStatus, OrderView, TrackedOrder } from "#shared/orders.ts";

let t: TestApp;
let ana: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({
    payments: {
      pixReceiver: TEST_PIX_RECEIVER,
    },
  });
  ana = await signedInStaff(t, { name: "Ana Souza", stores: ["1"] });
});
afterAll(() => t.database.dispose());

function getOrder(id: string, token?: string): Promise<Response> {
  return t.request(`/api/orders/${encodeURIComponent(id)}`, {
    headers: token === undefined ? {} : { "x-order-token": token },
  });
}

async function tracked(order: OrderView): Promise<TrackedOrder> {
  const response = await getOrder(order.id, order.accessToken);
  expect(response.status).toBe(200);
  return (await response.json()) as TrackedOrder;
}

async function staffDetail(id: string): Promise<AdminOrderDetail> {
  const response = await ana.browser.request(`/api/admin/orders/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as AdminOrderDetail;
}

describe("GET /api/orders/:id: the status history", () => {
  it("starts with the order's creation, at the time it was placed", async () => {
    const order = await placeTestOrder(t);
    const found = await tracked(order);
    expect(found.statusHistory).toEqual([{ status: "pending", at: order.createdAt }]);
  });

  it("lists every move in the order it was made, with the times staff see, a move back included", async () => {
    const order = await placeTestOrder(t);
    const moves: OrderStatus[] = [
      "preparing",
      "ready",
      "preparing",
      "ready",
      "out_for_delivery",
      "delivered",
    ];
    for (const [index, status] of moves.entries())
      await moveOrder(ana, order.id, status, index + 1);

    const found = await tracked(order);
    expect(found.status).toBe("delivered");
    expect(found.statusHistory.map((change) => change.status)).toEqual(["pending", ...moves]);
    // The same moments the staff's history records, one for one.
    const { history } = await staffDetail(order.id);
    expect(found.statusHistory.map((change) => change.at)).toEqual(
      history.map((entry) => entry.changedAt),
    );
    const times = found.statusHistory.map((change) => Date.parse(change.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.every(Number.isFinite)).toBe(true);
  });

  it("tells the customer when their Pix was confirmed, and when an unpaid one ran out", async () => {
    const paid = placeTestOrder(t, orderBody({ paymentMethod: "pix" }));
    const unpaid = placeTestOrder(t, orderBody({ paymentMethod: "pix" }));
    const [paidOrder, unpaidOrder] = await Promise.all([paid, unpaid]);

    const confirmed = await ana.browser.request(
      `/api/admin/orders/${paidOrder.id}/payment-confirmation`,
      { method: "POST", json: { version: 1 } },
    );
    expect(confirmed.status).toBe(200);
    const afterPayment = await tracked(paidOrder);
    expect(afterPayment.statusHistory.map((change) => change.status)).toEqual([
      "awaiting_payment",
      "pending",
    ]);
    expect(afterPayment.statusHistory[1]?.at).toBe(afterPayment.payment.confirmedAt);

    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(orders.id, unpaidOrder.id));
    expect(await expireUnpaidOrders(t.database.db)).toContain(unpaidOrder.id);
    const expired = await tracked(unpaidOrder);
    expect(expired.statusHistory.map((change) => change.status)).toEqual([
      "awaiting_payment",
      "cancelled",
    ]);
  });

  it("says nothing of who moved the order or what the staff noted", async () => {
    const order = await placeTestOrder(t);
    await moveOrder(ana, order.id, "cancelled", 1);
    const body = await (await getOrder(order.id, order.accessToken)).text();
    expect(body).toContain('"statusHistory"');
    expect(body).not.toContain("Ana Souza");
    expect(body).not.toContain(ana.userId);
    expect(body).not.toContain("Estoque devolvido");
    const found = JSON.parse(body) as TrackedOrder;
    for (const change of found.statusHistory)
      expect(Object.keys(change).sort()).toEqual(["at", "status"]);
  });

  it("shows no history to anyone without the order's token", async () => {
    const mine = await placeTestOrder(t);
    const theirs = await placeTestOrder(t);
    await moveOrder(ana, mine.id, "preparing", 1);
    const attempts = await Promise.all([
      getOrder(mine.id),
      getOrder(mine.id, ""),
      getOrder(mine.id, "wrong"),
      getOrder(mine.id, theirs.accessToken),
      getOrder(mine.id, mine.accessToken.slice(0, -1)),
    ]);
    for (const response of attempts) {
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain("statusHistory");
      expect(body).not.toContain("preparing");
    }
    // The stream's URL takes the token too, and answers a wrong one the same way.
    const stream = await requestOrderStream(t, { id: mine.id, accessToken: theirs.accessToken });
    expect(stream.status).toBe(404);
  });
});
