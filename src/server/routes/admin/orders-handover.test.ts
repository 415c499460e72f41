import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, stores } from "#server/db/schema.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminOrderDetail, TicketPrint } from "#shared/admin-orders.ts";
import type { OrderView } from "#shared/orders.ts";

/** Store 70 is this file's: its staff hand orders over and print their tickets. */
const STORE = "70";

let t: TestApp;
let staff: SignedInStaff;
let other: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t, { stores: [STORE] });
  other = await signedInStaff(t, { stores: ["71"] });
});
afterAll(() => t.database.dispose());

const pickupOrder = () =>
  placeTestOrder(t, orderBody({ storeId: STORE, deliveryMethod: "pickup" }));
const deliveryOrder = () => placeTestOrder(t, orderBody({ storeId: STORE }));

function deliver(order: OrderView, extra: Record<string, unknown> = {}, version = 1) {
  return requestMove(staff, order.id, { status: "delivered", version, ...extra });
}

async function stored(order: OrderView) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
  return row;
}

/** Any four digits but the order's own. */
const wrongCode = (order: OrderView) =>
  String((Number(order.pickupCode) + 1) % 10_000).padStart(4, "0");

describe("handing a pickup order over", () => {
  it("asks for the pickup code, and changes nothing without it", async () => {
    const order = await pickupOrder();
    const response = await deliver(order);
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "pickup_code_required",
      message: "Informe o código de retirada",
    });
    expect(await stored(order)).toMatchObject({
      status: "pending",
      version: 1,
      pickupCodeCheckedAt: null,
    });
  });

  it("refuses a wrong code with a 422 in Portuguese, and changes nothing", async () => {
    const order = await pickupOrder();
    const response = await deliver(order, { pickupCode: wrongCode(order) });
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "pickup_code_incorrect",
      message: "Código de retirada incorreto",
    });
    expect(await stored(order)).toMatchObject({ status: "pending", version: 1 });
  });

  it("hands it over with the right code, and records when it was checked", async () => {
    const order = await pickupOrder();
    const response = await deliver(order, { pickupCode: ` ${order.pickupCode} ` });
    expect(response.status, await response.clone().text()).toBe(200);
    const detail = (await response.json()) as AdminOrderDetail;
    expect(detail.status).toBe("delivered");
    expect(detail.pickupCodeCheckedAt).toEqual(expect.any(String));
    expect(Date.parse(detail.pickupCodeCheckedAt ?? "")).toBeGreaterThanOrEqual(
      Date.parse(order.createdAt),
    );
    expect(detail).not.toHaveProperty("pickupCode");
  });

  it.each(["123", "12345", "12a4", "", 1234])(
    "refuses the code %j as not four digits (422)",
    async (pickupCode) => {
      const order = await pickupOrder();
      const response = await deliver(order, { pickupCode });
      expect(response.status).toBe(422);
      const error = await readError(response);
      expect(error.message).toBe("O código de retirada tem 4 dígitos");
      expect(error.issues?.[0]?.path).toEqual(["pickupCode"]);
    },
  );

  it("needs no code for the other moves, and ignores one sent with them", async () => {
    const order = await pickupOrder();
    const response = await requestMove(staff, order.id, {
      status: "ready",
      version: 1,
      pickupCode: wrongCode(order),
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminOrderDetail).pickupCodeCheckedAt).toBeNull();
  });

  it("asks for the code again when a delivered order is reopened and delivered again", async () => {
    const order = await pickupOrder();
    expect((await deliver(order, { pickupCode: order.pickupCode })).status).toBe(200);
    const reopened = await requestMove(staff, order.id, { status: "ready", version: 2 });
    expect(reopened.status).toBe(200);
    expect((await deliver(order, {}, 3)).status).toBe(422);
    expect((await deliver(order, { pickupCode: order.pickupCode }, 3)).status).toBe(200);
  });
});

describe("handing a delivery order over", () => {
  /** A delivery is handed over once it went out (version 2). */
  async function outForDelivery() {
    const order = await deliveryOrder();
    await moveOrder(staff, order.id, "out_for_delivery", 1);
    return order;
  }

  it("needs no code", async () => {
    const order = await outForDelivery();
    const response = await deliver(order, {}, 2);
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminOrderDetail).pickupCodeCheckedAt).toBeNull();
  });

  it("records the code when the courier asked for it", async () => {
    const order = await outForDelivery();
    const response = await deliver(order, { pickupCode: order.pickupCode }, 2);
    expect(response.status).toBe(200);
    expect(((await response.json()) as AdminOrderDetail).pickupCodeCheckedAt).not.toBeNull();
  });

  it("refuses a wrong one", async () => {
    const order = await outForDelivery();
    const response = await deliver(order, { pickupCode: wrongCode(order) }, 2);
    expect(response.status).toBe(422);
    expect((await readError(response)).code).toBe("pickup_code_incorrect");
    expect(await stored(order)).toMatchObject({
      status: "out_for_delivery",
      pickupCodeCheckedAt: null,
    });
  });
});

describe("POST /api/admin/orders/:id/ticket-prints", () => {
  const print = (order: OrderView, as = staff) =>
    as.browser.request(`/api/admin/orders/${order.id}/ticket-prints`, { method: "POST" });

  it("counts each print, so the second one reads REIMPRESSÃO, without changing the order", async () => {
    const order = await deliveryOrder();
    const first = await print(order);
    expect(first.status).toBe(200);
    expect((await first.json()) as TicketPrint).toEqual({ id: order.id, prints: 1 });
    expect(await (await print(order)).json()).toEqual({ id: order.id, prints: 2 });

    const detail = (await (
      await staff.browser.request(`/api/admin/orders/${order.id}`)
    ).json()) as AdminOrderDetail;
    expect(detail.ticket.prints).toBe(2);
    // A print is not a change: the version (and so anyone's next move) stays.
    expect(detail.version).toBe(1);
  });

  it("tells the ticket's paper and whether the store prints by itself", async () => {
    await t.database.db
      .update(stores)
      .set({ ticketPaper: "58mm", autoPrintTickets: true })
      .where(eq(stores.id, STORE));
    const order = await deliveryOrder();
    const detail = (await (
      await staff.browser.request(`/api/admin/orders/${order.id}`)
    ).json()) as AdminOrderDetail;
    expect(detail.ticket).toEqual({ paper: "58mm", autoPrint: true, prints: 0 });
  });

  it("answers 404 for another store's order and an unknown one", async () => {
    const order = await deliveryOrder();
    expect((await print(order, other)).status).toBe(404);
    const unknown = await staff.browser.request("/api/admin/orders/ORD-1/ticket-prints", {
      method: "POST",
    });
    expect(unknown.status).toBe(404);
    expect((await stored(order))?.ticketPrints).toBe(0);
  });

  it("counts every one of many prints at once", async () => {
    const order = await deliveryOrder();
    const answers = await Promise.all(Array.from({ length: 10 }, () => print(order)));
    const counts = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as TicketPrint).prints),
    );
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
