import { asc, eq, sql } from "drizzle-orm";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { coupons, orderStatusHistory, orders } from "#server/db/schema.ts";
import type { AppEvent } from "#server/services/events/app-events.ts";
import { subscribeToEvents } from "#server/services/events/subscribe-events.ts";
import {
  expireUnpaidOrders,
  PIX_EXPIRED_ACTOR_NAME,
} from "#server/services/orders/expire-unpaid-orders.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError, setStock, stockOf } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import {
  type AdminOrderDetail,
  AWAITING_PAYMENT_MESSAGES,
  STOCK_HISTORY_NOTES,
} from "#shared/admin-orders.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
let ana: SignedInStaff;
let otherStore: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({
    payments: {
      pixReceiver: TEST_PIX_RECEIVER,
    },
  });
  ana = await signedInStaff(t, { name: "Ana Souza", stores: ["1"] });
  otherStore = await signedInStaff(t, { name: "Caio Lima", stores: ["2"] });
});
afterAll(() => t.database.dispose());

const pixOrder = (productId: string, quantity = 1, couponCode?: string, storeId = "1") =>
  placeTestOrder(
    t,
    orderBody({
      storeId,
      paymentMethod: "pix",
      items: [{ productId, size: "medio", addonIds: [], quantity }],
      ...(couponCode ? { couponCode } : {}),
    }),
  );

function confirm(id: string, version: number, staff = ana): Promise<Response> {
  return staff.browser.request(`/api/admin/orders/${id}/payment-confirmation`, {
    method: "POST",
    json: { version },
  });
}

async function customerCopy(order: OrderView): Promise<OrderView> {
  const response = await t.request(`/api/orders/${order.id}`, {
    headers: { "x-order-token": order.accessToken },
  });
  return (await response.json()) as OrderView;
}

/** Moves the order's payment deadline into the past. */
async function expireNow(id: string): Promise<void> {
  await t.database.db
    .update(orders)
    .set({ paymentExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(orders.id, id));
}

const usesOf = async (code: string) =>
  (await t.database.db.select().from(coupons).where(eq(coupons.code, code)))[0]?.usageCount;

/** What a cancellation left on the order: its status, version, units returned, last history. */
async function cancellationOf(id: string) {
  const [order] = await t.database.db
    .select({
      status: orders.status,
      version: orders.version,
      stockReleasedAt: orders.stockReleasedAt,
    })
    .from(orders)
    .where(eq(orders.id, id));
  const history = await t.database.db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, id))
    .orderBy(asc(orderStatusHistory.changedAt));
  const last = history.at(-1);
  return {
    status: order?.status,
    version: order?.version,
    stockReturned: order?.stockReleasedAt != null,
    history: [last?.fromStatus, last?.toStatus, last?.note],
  };
}

/** The events published while `run` runs (and up to the last one it expects) */
async function eventsDuring(run: () => Promise<void>, until: (events: AppEvent[]) => boolean) {
  const events: AppEvent[] = [];
  let heard: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    heard = resolve;
  });
  const unsubscribe = await subscribeToEvents(
    t.database.db,
    {
      onEvent(event) {
        events.push(event);
        if (until(events)) heard();
      },
    },
    pino({ level: "silent" }),
  );
  try {
    await run();
    await done;
  } finally {
    await unsubscribe();
  }
  return events;
}

describe("Pix recebido", () => {
  it("keeps an unpaid Pix order from being started, and moves it to Pendente once staff saw the money", async () => {
    await setStock(t, "4", 10);
    const order = await pixOrder("4");

    const start = await requestMove(ana, order.id, { status: "preparing", version: 1 });
    expect(start.status).toBe(422);
    expect(await readError(start)).toMatchObject({
      code: "payment_pending",
      message: AWAITING_PAYMENT_MESSAGES.notPaid,
    });

    expect((await confirm(order.id, 1, otherStore)).status).toBe(404);
    expect((await confirm(order.id, 7)).status).toBe(409);

    const response = await confirm(order.id, 1);
    expect(response.status, await response.clone().text()).toBe(200);
    const detail = (await response.json()) as AdminOrderDetail;
    expect(detail).toMatchObject({
      status: "pending",
      version: 2,
      paymentConfirmedBy: "Ana Souza",
    });
    expect(detail.payment.confirmedAt).not.toBeNull();
    expect(detail.payment.confirmedBy).toBe("store");
    expect(
      detail.history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedBy.name]),
    ).toEqual([
      [null, "awaiting_payment", "Cliente"],
      ["awaiting_payment", "pending", "Ana Souza"],
    ]);
    expect((await customerCopy(order)).status).toBe("pending");

    // A second confirmation finds nothing to confirm.
    const again = await confirm(order.id, 2);
    expect(again.status).toBe(409);
    expect((await readError(again)).message).toBe(AWAITING_PAYMENT_MESSAGES.notAwaiting);
  });

  it("counts towards the unseen badge only once its money is confirmed", async () => {
    const unseen = async () => {
      const response = await ana.browser.request("/api/admin/orders/unseen-count");
      return ((await response.json()) as { unseenCount: number }).unseenCount;
    };
    await setStock(t, "8", 10);
    const before = await unseen();
    const order = await pixOrder("8");
    expect(await unseen()).toBe(before);
    expect((await confirm(order.id, 1)).status).toBe(200);
    expect(await unseen()).toBe(before + 1);
  });

  it("refuses to confirm an order that never awaited a payment", async () => {
    const order = await placeTestOrder(t, orderBody());
    expect((await confirm(order.id, 1)).status).toBe(409);
  });
});

describe("an unpaid Pix order past its expiry", () => {
  it("is cancelled once, its units and coupon use given back, and cannot be confirmed after", async () => {
    await setStock(t, "5", 10);
    const usesBefore = (await usesOf("FROSTY10")) ?? 0;
    const order = await pixOrder("5", 3, "FROSTY10");
    const kept = await pixOrder("5", 1);
    expect(await stockOf(t, "5")).toBe(6);
    expect(await usesOf("FROSTY10")).toBe(usesBefore + 1);

    await expireNow(order.id);
    // Two sweeps at once (two instances): the order is cancelled by exactly one of them.
    const [first, second] = await Promise.all([
      expireUnpaidOrders(t.database.db),
      expireUnpaidOrders(t.database.db),
    ]);
    expect([...first, ...second]).toEqual([order.id]);
    expect(await expireUnpaidOrders(t.database.db)).toEqual([]);

    expect((await customerCopy(order)).status).toBe("cancelled");
    expect((await customerCopy(kept)).status).toBe("awaiting_payment");
    expect(await stockOf(t, "5")).toBe(9);
    expect(await usesOf("FROSTY10")).toBe(usesBefore);
    const history = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(eq(orderStatusHistory.orderId, order.id));
    expect(history.map((entry) => [entry.toStatus, entry.changedByName, entry.note])).toEqual([
      ["awaiting_payment", "Cliente", null],
      ["cancelled", PIX_EXPIRED_ACTOR_NAME, STOCK_HISTORY_NOTES.stockAndCouponBack],
    ]);

    const late = await confirm(order.id, 2);
    expect(late.status).toBe(409);
    expect((await readError(late)).code).toBe("not_awaiting_payment");
  });

  it("cannot be reopened once cancelled unpaid: the customer orders again", async () => {
    await setStock(t, "7", 10);
    const order = await pixOrder("7");
    await expireNow(order.id);
    expect(await expireUnpaidOrders(t.database.db)).toEqual([order.id]);
    const reopen = await requestMove(ana, order.id, { status: "pending", version: 2 });
    expect(reopen.status).toBe(422);
    expect(await readError(reopen)).toMatchObject({
      code: "unpaid_pix_cancelled",
      message: AWAITING_PAYMENT_MESSAGES.unpaidCancelled,
    });
    expect(await stockOf(t, "7")).toBe(10);
  });

  it("is not cancelled when staff confirmed it first", async () => {
    await setStock(t, "6", 10);
    const order = await pixOrder("6");
    expect((await confirm(order.id, 1)).status).toBe(200);
    await expireNow(order.id);
    expect(await expireUnpaidOrders(t.database.db)).toEqual([]);
    expect((await customerCopy(order)).status).toBe("pending");
    expect(await stockOf(t, "6")).toBe(9);
  });
});

describe("the Pix expiry and a staff cancel", () => {
  it("give back the same units and coupon use, with the same history note and event", async () => {
    await setStock(t, "10", 10);
    await t.database.db.insert(coupons).values({ code: "IGUAL5", percentOff: 5, usageLimit: 9 });
    const byStaff = await pixOrder("10", 2, "IGUAL5");
    const byExpiry = await pixOrder("10", 2, "IGUAL5");
    expect(await stockOf(t, "10")).toBe(6);
    expect(await usesOf("IGUAL5")).toBe(2);

    const cancelledBy = (id: string) => (events: AppEvent[]) =>
      events.some((event) => event.type === "order.updated" && event.orderId === id);
    const staffEvents = await eventsDuring(async () => {
      await moveOrder(ana, byStaff.id, "cancelled", 1);
    }, cancelledBy(byStaff.id));
    expect(await stockOf(t, "10")).toBe(8);
    expect(await usesOf("IGUAL5")).toBe(1);

    await expireNow(byExpiry.id);
    const expiryEvents = await eventsDuring(async () => {
      expect(await expireUnpaidOrders(t.database.db)).toEqual([byExpiry.id]);
    }, cancelledBy(byExpiry.id));
    expect(await stockOf(t, "10")).toBe(10);
    expect(await usesOf("IGUAL5")).toBe(0);

    const staffCancel = await cancellationOf(byStaff.id);
    expect(staffCancel).toEqual({
      status: "cancelled",
      version: 2,
      stockReturned: true,
      history: ["awaiting_payment", "cancelled", STOCK_HISTORY_NOTES.stockAndCouponBack],
    });
    expect(await cancellationOf(byExpiry.id)).toEqual(staffCancel);
    const updated = (events: AppEvent[], orderId: string) =>
      events.filter((event) => event.type === "order.updated" && event.orderId === orderId);
    expect(updated(staffEvents, byStaff.id)).toEqual([
      { type: "order.updated", orderId: byStaff.id, storeId: "1", status: "cancelled", version: 2 },
    ]);
    expect(updated(expiryEvents, byExpiry.id)).toEqual([
      {
        type: "order.updated",
        orderId: byExpiry.id,
        storeId: "1",
        status: "cancelled",
        version: 2,
      },
    ]);
  });

  it("give the units back once when both cancel the same order at the same moment", async () => {
    await setStock(t, "11", 10);
    await t.database.db.insert(coupons).values({ code: "CORRIDA5", percentOff: 5 });
    const order = await pixOrder("11", 3, "CORRIDA5");
    expect(await stockOf(t, "11")).toBe(7);
    await expireNow(order.id);

    const [staff, swept] = await Promise.all([
      requestMove(ana, order.id, { status: "cancelled", version: 1 }),
      expireUnpaidOrders(t.database.db),
    ]);
    // Whichever came second found the order moved on (409) or, under its lock, skipped it.
    expect([staff.status === 200, swept.includes(order.id)].filter(Boolean)).toHaveLength(1);
    expect(await stockOf(t, "11")).toBe(10);
    expect(await usesOf("CORRIDA5")).toBe(0);
    expect((await cancellationOf(order.id)).version).toBe(2);
  });

  it("sweeps orders of several stores at once, each store's units and each coupon use back once", async () => {
    await setStock(t, "12", 10, { storeId: "1" });
    await setStock(t, "12", 10, { storeId: "2" });
    await t.database.db.insert(coupons).values({ code: "VARIAS5", percentOff: 5 });
    const placed = [
      await pixOrder("12", 1, "VARIAS5", "1"),
      await pixOrder("12", 2, "VARIAS5", "2"),
      await pixOrder("12", 3, undefined, "2"),
    ];
    expect(await stockOf(t, "12", "1")).toBe(9);
    expect(await stockOf(t, "12", "2")).toBe(5);
    expect(await usesOf("VARIAS5")).toBe(2);
    for (const order of placed) await expireNow(order.id);

    expect((await expireUnpaidOrders(t.database.db)).sort()).toEqual(
      placed.map((order) => order.id).sort(),
    );
    expect(await stockOf(t, "12", "1")).toBe(10);
    expect(await stockOf(t, "12", "2")).toBe(10);
    expect(await usesOf("VARIAS5")).toBe(0);
    const notes = await Promise.all(
      placed.map(async (order) => (await cancellationOf(order.id)).history[2]),
    );
    expect(notes).toEqual([
      STOCK_HISTORY_NOTES.stockAndCouponBack,
      STOCK_HISTORY_NOTES.stockAndCouponBack,
      STOCK_HISTORY_NOTES.stockBack,
    ]);
    expect(await expireUnpaidOrders(t.database.db)).toEqual([]);
    expect(await stockOf(t, "12", "2")).toBe(10);
  });
});
