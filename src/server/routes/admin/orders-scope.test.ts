import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, stores } from "#server/db/schema.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { revokeStores } from "#server/services/staff-team/memberships.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminOrderDetail, AdminOrderList, UnseenOrders } from "#shared/admin-orders.ts";
import type { OrderView } from "#shared/orders.ts";

/**
 * Store staff see and move their stores' orders only; HQ sees the chain, and narrows it by
 * store, state and city. Stores 60–62 are this file's own, so their lists hold only its orders.
 */
const STORE_A = "60";
const STORE_B = "61";
const STORE_C = "62";

let t: TestApp;
let admin: SignedInStaff;
let staffA: SignedInStaff;
let staffAC: SignedInStaff;
let staffB: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staffA = await signedInStaff(t, { stores: [STORE_A], name: "Caio da Loja A" });
  staffAC = await signedInStaff(t, { stores: [STORE_A, STORE_C] });
  staffB = await signedInStaff(t, { stores: [STORE_B] });
});
afterAll(() => t.database.dispose());

const placeAt = (storeId: string) => placeTestOrder(t, orderBody({ storeId }));

async function listAs(staff: SignedInStaff, query = ""): Promise<AdminOrderList> {
  const response = await staff.browser.request(`/api/admin/orders${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as AdminOrderList;
}

const idsOf = (list: AdminOrderList) => list.orders.map((order) => order.id);

async function unseenAs(staff: SignedInStaff): Promise<number> {
  const response = await staff.browser.request("/api/admin/orders/unseen-count");
  expect(response.status).toBe(200);
  return ((await response.json()) as UnseenOrders).unseenCount;
}

describe("store staff and their stores' orders", () => {
  it("lists only the orders of the staff member's stores", async () => {
    const atA = await placeAt(STORE_A);
    const atB = await placeAt(STORE_B);
    const atC = await placeAt(STORE_C);

    const mineA = idsOf(await listAs(staffA));
    expect(mineA).toContain(atA.id);
    expect(mineA).not.toContain(atB.id);
    expect(mineA).not.toContain(atC.id);
    expect(new Set((await listAs(staffA)).orders.map((order) => order.store.id))).toEqual(
      new Set([STORE_A]),
    );

    const mineAC = idsOf(await listAs(staffAC));
    expect(mineAC).toEqual(expect.arrayContaining([atA.id, atC.id]));
    expect(mineAC).not.toContain(atB.id);
    // One of their stores, by the store filter.
    expect(idsOf(await listAs(staffAC, `?storeId=${STORE_C}`))).toEqual([atC.id]);

    const all = idsOf(await listAs(admin));
    expect(all).toEqual(expect.arrayContaining([atA.id, atB.id, atC.id]));
  });

  it("refuses a store filter naming another store with a 403", async () => {
    const response = await staffA.browser.request(`/api/admin/orders?storeId=${STORE_B}`);
    expect(response.status).toBe(403);
    expect(await readError(response)).toEqual({
      code: "other_store",
      message: "Você não tem acesso a esta loja.",
    });
  });

  it("counts unseen orders of the staff member's stores only", async () => {
    const beforeA = await unseenAs(staffA);
    const beforeB = await unseenAs(staffB);
    const beforeChain = await unseenAs(admin);
    await placeAt(STORE_B);
    await placeAt(STORE_B);
    expect(await unseenAs(staffA)).toBe(beforeA);
    expect(await unseenAs(staffB)).toBe(beforeB + 2);
    expect(await unseenAs(admin)).toBe(beforeChain + 2);
  });

  it("answers another store's order as unknown (404) on every order route, changing nothing", async () => {
    const order = await placeAt(STORE_B);
    const unknown = { code: "order_not_found", message: "Pedido não encontrado" };
    const calls: [string, RequestInit & { json?: unknown }][] = [
      [`/api/admin/orders/${order.id}`, {}],
      [
        `/api/admin/orders/${order.id}/status`,
        { method: "PATCH", json: { status: "preparing", version: 1 } },
      ],
      [`/api/admin/orders/${order.id}/seen`, { method: "POST" }],
      [`/api/admin/orders/${order.id}/ticket-prints`, { method: "POST" }],
    ];
    for (const [path, init] of calls) {
      const response = await staffA.browser.request(path, init);
      expect(response.status, path).toBe(404);
      expect(await readError(response)).toEqual(unknown);
    }
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: "pending", version: 1, seenAt: null, ticketPrints: 0 });

    // Its own staff may.
    const own = await requestMove(staffB, order.id, { status: "preparing", version: 1 });
    expect(own.status).toBe(200);
  });

  it("records who of the store moved an order", async () => {
    const order = await placeAt(STORE_A);
    const detail = await moveOrder(staffA, order.id, "preparing", 1);
    expect(detail.history.at(-1)).toMatchObject({
      toStatus: "preparing",
      changedBy: { userId: staffA.userId, name: "Caio da Loja A" },
    });
  });

  it("takes a revoked membership away on the next request", async () => {
    const member = await signedInStaff(t, { stores: [STORE_C] });
    const order = await placeAt(STORE_C);
    expect((await member.browser.request(`/api/admin/orders/${order.id}`)).status).toBe(200);
    await revokeStores(t.database.db, member.email, [STORE_C], SHELL_GRANTOR);
    expect((await member.browser.request(`/api/admin/orders/${order.id}`)).status).toBe(403);
  });
});

describe("HQ's filters by state and city", () => {
  async function storeOf(id: string) {
    const [row] = await t.database.db.select().from(stores).where(eq(stores.id, id));
    if (!row) throw new Error(`no store ${id}`);
    return row;
  }

  it("narrows the chain's orders to a state, a city, or both", async () => {
    const a = await storeOf(STORE_A);
    const b = await storeOf(STORE_B);
    const atA = await placeAt(STORE_A);
    const atB = await placeAt(STORE_B);

    const inStateA = (await listAs(admin, `?state=${a.state}`)).orders;
    expect(inStateA.map((order) => order.id)).toContain(atA.id);
    expect(inStateA.every((order) => order.store.state === a.state)).toBe(true);

    const inCityB = (await listAs(admin, `?city=${encodeURIComponent(b.city.toUpperCase())}`))
      .orders;
    expect(inCityB.map((order) => order.id)).toContain(atB.id);
    expect(inCityB.every((order) => order.store.city === b.city)).toBe(true);

    const both = await listAs(
      admin,
      `?state=${a.state}&city=${encodeURIComponent(a.city)}&storeId=${STORE_A}`,
    );
    expect(idsOf(both)).toContain(atA.id);
    expect(both.orders.every((order) => order.store.id === STORE_A)).toBe(true);
  });

  it("finds nothing in a city of another state", async () => {
    const a = await storeOf(STORE_A);
    const other = a.state === "SP" ? "RJ" : "SP";
    const result = await listAs(admin, `?state=${other}&city=${encodeURIComponent(a.city)}`);
    expect(result.orders.filter((order) => order.store.id === STORE_A)).toEqual([]);
  });

  it.each([
    ["?state=pe", "state", "Estado inválido"],
    ["?state=PER", "state", "Estado inválido"],
    [`?city=${"a".repeat(101)}`, "city", "Cidade inválida"],
  ])("refuses %s with a 422 in Portuguese", async (query, field, message) => {
    const response = await admin.browser.request(`/api/admin/orders${query}`);
    expect(response.status).toBe(422);
    const error = await readError(response);
    expect(error.message).toBe(message);
    expect(error.issues?.[0]?.path).toEqual([field]);
  });
});

describe("late orders", () => {
  async function placedMinutesAgo(storeId: string, minutes: number): Promise<OrderView> {
    const order = await placeAt(storeId);
    await t.database.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
      .where(eq(orders.id, order.id));
    return order;
  }

  const cardOf = async (staff: SignedInStaff, id: string) =>
    (await listAs(staff)).orders.find((order) => order.id === id);

  it("marks a Pendente order late past its store's limit, on the card and in the detail", async () => {
    const waiting = await placedMinutesAgo(STORE_A, 6);
    const fresh = await placedMinutesAgo(STORE_A, 4);
    expect(await cardOf(staffA, waiting.id)).toMatchObject({ late: true });
    expect(await cardOf(staffA, fresh.id)).toMatchObject({ late: false });
    const detail = (await (
      await staffA.browser.request(`/api/admin/orders/${waiting.id}`)
    ).json()) as AdminOrderDetail;
    expect(detail.late).toBe(true);
    expect(Date.parse(detail.lateAt)).toBe(Date.parse(detail.createdAt) + 5 * 60_000);
  });

  it("follows the store's own limit", async () => {
    await t.database.db.update(stores).set({ lateAfterMinutes: 30 }).where(eq(stores.id, STORE_C));
    const order = await placedMinutesAgo(STORE_C, 20);
    expect(await cardOf(staffAC, order.id)).toMatchObject({ late: false });
    await t.database.db.update(stores).set({ lateAfterMinutes: 15 }).where(eq(stores.id, STORE_C));
    expect(await cardOf(staffAC, order.id)).toMatchObject({ late: true });
  });

  it("is no longer late once someone starts preparing it", async () => {
    const order = await placedMinutesAgo(STORE_A, 30);
    expect(await cardOf(staffA, order.id)).toMatchObject({ late: true });
    await moveOrder(staffA, order.id, "preparing", 1);
    expect(await cardOf(staffA, order.id)).toMatchObject({ late: false, status: "preparing" });
  });
});
