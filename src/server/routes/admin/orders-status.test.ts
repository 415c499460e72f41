import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderStatusHistory, orders, users } from "#server/db/schema.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { type AdminOrderDetail, ORDER_CONFLICT_MESSAGE } from "#shared/admin-orders.ts";
import type { OrderView } from "#shared/orders.ts";

let t: TestApp;
let ana: SignedInStaff;
let bia: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  ana = await signedInStaff(t, { admin: true, name: "Ana Souza" });
  bia = await signedInStaff(t, { admin: true, name: "Bia Rocha" });
});
afterAll(() => t.database.dispose());

const UNKNOWN = "ORD-1000000000001";

async function detail(id: string, staff = ana): Promise<AdminOrderDetail> {
  const response = await staff.browser.request(`/api/admin/orders/${id}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminOrderDetail;
}

async function customerCopy(order: OrderView): Promise<OrderView> {
  const response = await t.request(`/api/orders/${order.id}`, {
    headers: { "x-order-token": order.accessToken },
  });
  return (await response.json()) as OrderView;
}

describe("GET /api/admin/orders/:id", () => {
  it("shows the whole order, its creation by the customer, and neither its access token nor its pickup code", async () => {
    const order = await placeTestOrder(
      t,
      orderBody({
        items: [{ productId: "6", size: "medio", addonIds: [], quantity: 2 }],
        couponCode: "FROSTY10",
        customer: { cpf: "123.456.789-09" },
      }),
    );
    const found = await detail(order.id);
    const { accessToken: _token, pickupCode: _code, ownerProof: _proof, ...customerView } = order;
    expect(found).toEqual({
      ...customerView,
      version: 1,
      updatedAt: expect.any(String),
      seenAt: null,
      lateAt: new Date(Date.parse(order.createdAt) + 5 * 60_000).toISOString(),
      late: false,
      pickupCodeCheckedAt: null,
      paymentConfirmedBy: null,
      ticket: { paper: "80mm", autoPrint: false, prints: 0 },
      history: [
        {
          fromStatus: null,
          toStatus: "pending",
          changedBy: { userId: null, name: "Cliente" },
          changedAt: order.createdAt,
          note: null,
        },
      ],
    });
    expect(JSON.stringify(found)).not.toContain(order.accessToken);
    expect(found).not.toHaveProperty("pickupCode");
  });

  it.each([UNKNOWN, "nada", "ORD-abc"])("answers 404 for %s", async (id) => {
    const response = await ana.browser.request(`/api/admin/orders/${id}`);
    expect(response.status).toBe(404);
    expect(await readError(response)).toEqual({
      code: "order_not_found",
      message: "Pedido não encontrado",
    });
  });
});

describe("PATCH /api/admin/orders/:id/status", () => {
  it("moves an order through every status, recording who and when", async () => {
    const order = await placeTestOrder(t);
    let version = 1;
    for (const [status, staff] of [
      ["preparing", ana],
      ["ready", bia],
      ["out_for_delivery", bia],
      ["delivered", ana],
    ] as const) {
      const updated = await moveOrder(staff, order.id, status, version);
      version += 1;
      expect(updated).toMatchObject({ id: order.id, status, version });
      expect((await customerCopy(order)).status).toBe(status);
    }
    const { history } = await detail(order.id);
    expect(history.map((entry) => [entry.fromStatus, entry.toStatus, entry.changedBy])).toEqual([
      [null, "pending", { userId: null, name: "Cliente" }],
      ["pending", "preparing", { userId: ana.userId, name: "Ana Souza" }],
      ["preparing", "ready", { userId: bia.userId, name: "Bia Rocha" }],
      ["ready", "out_for_delivery", { userId: bia.userId, name: "Bia Rocha" }],
      ["out_for_delivery", "delivered", { userId: ana.userId, name: "Ana Souza" }],
    ]);
    const times = history.map((entry) => Date.parse(entry.changedAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it("lets staff set any status, a final one included (SPEC: any given status)", async () => {
    const order = await placeTestOrder(t);
    await moveOrder(ana, order.id, "cancelled", 1);
    await moveOrder(ana, order.id, "pending", 2);
    // A delivery reaches Entregue through Saiu para entrega (see "a delivery's last steps").
    await moveOrder(ana, order.id, "out_for_delivery", 3);
    await moveOrder(ana, order.id, "delivered", 4);
    const reopened = await moveOrder(ana, order.id, "preparing", 5);
    expect(reopened.status).toBe("preparing");
    expect(reopened.history).toHaveLength(6);
  });

  it("sends back to Agendado only an encomenda, never an order for now", async () => {
    const order = await placeTestOrder(t);
    const response = await requestMove(ana, order.id, { status: "scheduled", version: 1 });
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({ code: "not_an_encomenda" });
    expect((await detail(order.id)).status).toBe("pending");
  });

  it("refuses a change made from an old copy with 409, and changes nothing", async () => {
    const order = await placeTestOrder(t);
    await moveOrder(bia, order.id, "preparing", 1);
    // Ana's screen still shows version 1.
    const stale = await requestMove(ana, order.id, { status: "cancelled", version: 1 });
    expect(stale.status).toBe(409);
    expect(await readError(stale)).toEqual({
      code: "order_conflict",
      message: ORDER_CONFLICT_MESSAGE,
    });
    const after = await detail(order.id);
    expect(after).toMatchObject({ status: "preparing", version: 2 });
    expect(after.history).toHaveLength(2);
    // With the current version the same change goes through.
    expect((await moveOrder(ana, order.id, "cancelled", 2)).status).toBe("cancelled");
  });

  it("lets exactly one of two simultaneous changes of one version through", async () => {
    const order = await placeTestOrder(t);
    const answers = await Promise.all([
      requestMove(ana, order.id, { status: "preparing", version: 1 }),
      requestMove(bia, order.id, { status: "cancelled", version: 1 }),
    ]);
    expect(answers.map((response) => response.status).sort()).toEqual([200, 409]);
    const after = await detail(order.id);
    expect(after.version).toBe(2);
    expect(after.history).toHaveLength(2);
  });

  it("refuses a move to the status the order already has", async () => {
    const order = await placeTestOrder(t);
    const response = await requestMove(ana, order.id, { status: "pending", version: 1 });
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "same_status",
      message: "O pedido já está com este status",
    });
    expect((await detail(order.id)).version).toBe(1);
  });

  it.each([
    [{ status: "entregue", version: 1 }, "Status inválido"],
    [{ version: 1 }, "Status inválido"],
    [{ status: "ready" }, "Versão do pedido inválida"],
    [{ status: "ready", version: 0 }, "Versão do pedido inválida"],
    [{ status: "ready", version: 1.5 }, "Versão do pedido inválida"],
    [{ status: "ready", version: "1" }, "Versão do pedido inválida"],
  ])("refuses %j with a 422 in Portuguese", async (body, message) => {
    const order = await placeTestOrder(t);
    const response = await requestMove(ana, order.id, body);
    expect(response.status).toBe(422);
    expect((await readError(response)).message).toBe(message);
  });

  it("refuses a body that is not JSON", async () => {
    const order = await placeTestOrder(t);
    const malformed = await ana.browser.request(`/api/admin/orders/${order.id}/status`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{status",
    });
    expect(malformed.status).toBe(400);
    const text = await ana.browser.request(`/api/admin/orders/${order.id}/status`, {
      method: "PATCH",
      headers: { "content-type": "text/plain" },
      body: "ready",
    });
    expect(text.status).toBe(415);
  });

  it("answers 404 for an unknown order", async () => {
    const response = await requestMove(ana, UNKNOWN, { status: "ready", version: 1 });
    expect(response.status).toBe(404);
    expect((await readError(response)).code).toBe("order_not_found");
  });

  it("marks the order as seen: whoever moved it has dealt with it", async () => {
    const order = await placeTestOrder(t);
    const updated = await moveOrder(ana, order.id, "preparing", 1);
    expect(updated.seenAt).not.toBeNull();
  });

  it("keeps the history's names after the staff account is gone", async () => {
    const temp = await signedInStaff(t, { admin: true, name: "Caio Temporário" });
    const order = await placeTestOrder(t);
    await moveOrder(temp, order.id, "preparing", 1);
    await t.database.db.delete(users).where(eq(users.id, temp.userId));
    const [entry] = await t.database.db
      .select()
      .from(orderStatusHistory)
      .where(
        and(eq(orderStatusHistory.orderId, order.id), eq(orderStatusHistory.toStatus, "preparing")),
      );
    expect(entry).toMatchObject({ changedByUserId: null, changedByName: "Caio Temporário" });
  });
});

describe("a delivery's last steps: Pronto, Saiu para entrega, Entregue", () => {
  const pickupOrder = () => placeTestOrder(t, orderBody({ deliveryMethod: "pickup" }));

  it("goes out when staff mark it, with its courier, and only then is delivered", async () => {
    const order = await placeTestOrder(t);
    await moveOrder(ana, order.id, "preparing", 1);
    await moveOrder(ana, order.id, "ready", 2);

    // Still on the counter: it cannot be delivered before it went out.
    const early = await requestMove(ana, order.id, { status: "delivered", version: 3 });
    expect(early.status).toBe(422);
    expect(await readError(early)).toEqual({
      code: "delivery_not_out_yet",
      message: "Marque “Saiu para entrega” antes: a entrega só é concluída depois que o pedido sai",
    });
    expect(await customerCopy(order)).toMatchObject({ status: "ready", courierName: null });

    const out = await requestMove(bia, order.id, {
      status: "out_for_delivery",
      version: 3,
      courierName: "  João Pedro ",
    });
    expect(out.status, await out.clone().text()).toBe(200);
    const moved = (await out.json()) as AdminOrderDetail;
    expect(moved).toMatchObject({
      status: "out_for_delivery",
      version: 4,
      courierName: "João Pedro",
    });
    expect(moved.history.at(-1)).toMatchObject({
      fromStatus: "ready",
      toStatus: "out_for_delivery",
      changedBy: { userId: bia.userId, name: "Bia Rocha" },
      note: "Saiu com João Pedro",
    });
    expect(await customerCopy(order)).toMatchObject({
      status: "out_for_delivery",
      courierName: "João Pedro",
    });

    const delivered = await moveOrder(ana, order.id, "delivered", 4);
    expect(delivered).toMatchObject({ status: "delivered", courierName: "João Pedro" });
  });

  it("refuses to deliver a delivery from any status but Saiu para entrega", async () => {
    const order = await placeTestOrder(t);
    for (const [status, version] of [
      ["pending", 1],
      ["preparing", 2],
      ["cancelled", 3],
    ] as const) {
      if (status !== "pending") await moveOrder(ana, order.id, status, version - 1);
      const refused = await requestMove(ana, order.id, { status: "delivered", version });
      expect(refused.status, status).toBe(422);
      expect((await readError(refused)).code).toBe("delivery_not_out_yet");
    }
    expect(await detail(order.id)).toMatchObject({ status: "cancelled", version: 3 });
  });

  it("refuses to send a pickup order out for delivery", async () => {
    const order = await pickupOrder();
    await moveOrder(ana, order.id, "preparing", 1);
    await moveOrder(ana, order.id, "ready", 2);
    const response = await requestMove(ana, order.id, { status: "out_for_delivery", version: 3 });
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "pickup_not_out_for_delivery",
      message: "Pedido de retirada não sai para entrega: o cliente busca na loja",
    });
    expect(await detail(order.id)).toMatchObject({ status: "ready", version: 3 });
  });

  it("names nobody when no courier is given, and forgets an earlier trip's courier", async () => {
    const order = await placeTestOrder(t);
    const longest = "Maria Eduarda dos Santos Albuquerque de Oliveira Vasconcelos";
    expect(longest).toHaveLength(60);
    await moveOrder(ana, order.id, "preparing", 1);
    await moveOrder(ana, order.id, "ready", 2);
    const first = await requestMove(ana, order.id, {
      status: "out_for_delivery",
      version: 3,
      courierName: longest,
    });
    expect(((await first.json()) as AdminOrderDetail).courierName).toBe(longest);
    // The courier came back with it; it goes out again with nobody named.
    await moveOrder(ana, order.id, "ready", 4);
    const again = await requestMove(ana, order.id, {
      status: "out_for_delivery",
      version: 5,
      courierName: " ",
    });
    expect(again.status).toBe(200);
    const moved = (await again.json()) as AdminOrderDetail;
    expect(moved.courierName).toBeNull();
    expect(moved.history.map((entry) => entry.note)).toEqual([
      null,
      null,
      null,
      `Saiu com ${longest}`,
      null,
      null,
    ]);
  });

  it.each([
    [{ courierName: "x".repeat(61) }, "Use no máximo 60 caracteres no nome do entregador"],
    [{ courierName: 42 }, "Informe o nome do entregador como texto"],
    [{ courierName: null }, "Informe o nome do entregador como texto"],
    [{ courierName: "João\nSilva" }, "Remova os caracteres de controle do texto"],
    [
      { status: "ready", courierName: "João" },
      "O entregador só é informado ao marcar “Saiu para entrega”",
    ],
  ])("refuses %j with a 422 in Portuguese, and changes nothing", async (bad, message) => {
    const order = await placeTestOrder(t);
    await moveOrder(ana, order.id, "preparing", 1);
    const response = await requestMove(ana, order.id, {
      status: "out_for_delivery",
      version: 2,
      ...bad,
    });
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.message).toBe(message);
    expect(error.issues?.[0]?.path).toEqual(["courierName"]);
    expect(await detail(order.id)).toMatchObject({ status: "preparing", courierName: null });
  });
});

describe("POST /api/admin/orders/:id/seen", () => {
  it("records the first opening and keeps it", async () => {
    const order = await placeTestOrder(t);
    const first = await ana.browser.post(`/api/admin/orders/${order.id}/seen`);
    expect(first.status).toBe(200);
    const { seenAt } = (await first.json()) as { id: string; seenAt: string };
    expect(Date.parse(seenAt)).not.toBeNaN();

    const again = await bia.browser.post(`/api/admin/orders/${order.id}/seen`);
    expect(await again.json()).toEqual({ id: order.id, seenAt });
    expect((await detail(order.id)).seenAt).toBe(seenAt);
    // Seeing is not a change of the order: the version a status change needs stays the same.
    const [row] = await t.database.db
      .select({ version: orders.version })
      .from(orders)
      .where(eq(orders.id, order.id));
    expect(row?.version).toBe(1);
  });

  it("answers 404 for an unknown order", async () => {
    const response = await ana.browser.post(`/api/admin/orders/${UNKNOWN}/seen`);
    expect(response.status).toBe(404);
  });
});
