import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, stores } from "#server/db/schema.ts";
import { insertTestEncomenda } from "#server/testing/encomendas.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminOrderList, UnseenOrders } from "#shared/admin-orders.ts";
import type { ProductionList, ScheduledOrders } from "#shared/admin-scheduled-orders.ts";
import type { OrderStatus } from "#shared/orders.ts";

/**
 * "Agendados": a store's encomendas and its production list, scoped to the staff member's
 * stores, and how the live board treats an encomenda. The encomendas are orders placed through
 * the checkout, then given their slot (and a box's mix) in the table, as the order path stores
 * them (insertTestEncomenda). Stores 70 and 71 (São Paulo's clock) are this file's.
 */
const STORE_A = "70";
const STORE_B = "71";

let t: TestApp;
let admin: SignedInStaff;
let staffA: SignedInStaff;
let staffB: SignedInStaff;
let flavours: { id: string; name: string }[];
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  staffA = await signedInStaff(t, { stores: [STORE_A] });
  staffB = await signedInStaff(t, { stores: [STORE_B] });
  flavours = await t.database.db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ["1", "2", "3", "4"]))
    .orderBy(products.id);
  await t.database.db
    .update(stores)
    .set({ timeZone: "America/Sao_Paulo" })
    .where(inArray(stores.id, [STORE_A, STORE_B]));
});
afterAll(() => t.database.dispose());

const flavour = (id: string) => {
  const found = flavours.find((product) => product.id === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
};

/** An encomenda at `storeId` for `slot` (of its São Paulo day); `box`: two boxes of 20 + 15. */
const encomenda = (
  storeId: string,
  slot: string,
  options: { status?: OrderStatus; box?: boolean } = {},
) =>
  insertTestEncomenda(t, {
    storeId,
    slot,
    ...(options.status ? { status: options.status } : {}),
    ...(options.box
      ? {
          box: [
            { productId: "3", name: flavour("3").name, quantity: 20 },
            { productId: "4", name: flavour("4").name, quantity: 15 },
          ],
        }
      : {}),
  });

async function read<T>(staff: SignedInStaff, path: string): Promise<T> {
  const response = await staff.browser.request(path);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as T;
}

const scheduledPath = (storeId: string, from: string, to: string) =>
  `/api/admin/orders/scheduled?storeId=${storeId}&from=${from}&to=${to}`;

describe("GET /api/admin/orders/scheduled", () => {
  it("lists a store's encomendas of the period by slot, with slot, units and box mix", async () => {
    const late = await encomenda(STORE_A, "2030-03-10T19:00:00Z", { box: true });
    const early = await encomenda(STORE_A, "2030-03-10T13:30:00Z", {
      status: "pending",
    });
    const nextDay = await encomenda(STORE_A, "2030-03-11T18:00:00Z");
    const cancelled = await encomenda(STORE_A, "2030-03-10T18:00:00Z", {
      status: "cancelled",
    });
    const outside = await encomenda(STORE_A, "2030-03-12T18:00:00Z");
    const otherStore = await encomenda(STORE_B, "2030-03-10T18:00:00Z");
    const forNow = await placeTestOrder(t, orderBody({ storeId: STORE_A }));

    const list = await read<ScheduledOrders>(
      staffA,
      scheduledPath(STORE_A, "2030-03-10", "2030-03-11"),
    );
    expect(list).toMatchObject({ storeId: STORE_A, timeZone: "America/Sao_Paulo" });
    const ids = list.orders.map((order) => order.id);
    expect(ids).toEqual([early, late, nextDay]);
    expect(ids).not.toContain(cancelled);
    expect(ids).not.toContain(outside);
    expect(ids).not.toContain(otherStore);
    expect(ids).not.toContain(forNow.id);

    const box = list.orders[1];
    expect(box).toMatchObject({
      scheduledFor: "2030-03-10T19:00:00.000Z",
      scheduledDay: "2030-03-10",
      slotTime: "16:00",
      units: 73,
      status: "scheduled",
    });
    expect(box?.items[0]).toMatchObject({
      quantity: 2,
      boxParts: [
        { productId: "3", name: flavour("3").name, quantity: 20 },
        { productId: "4", name: flavour("4").name, quantity: 15 },
      ],
    });
    expect(box?.items[1]).toMatchObject({ quantity: 3, boxParts: null });
    expect(list.orders[0]).toMatchObject({ slotTime: "10:30", status: "pending" });

    // HQ reads any store the same way.
    const asHq = await read<ScheduledOrders>(
      admin,
      scheduledPath(STORE_A, "2030-03-10", "2030-03-11"),
    );
    expect(asHq.orders.map((order) => order.id)).toEqual(ids);
  });

  it("refuses another store's staff, an unknown store and bad periods in Portuguese", async () => {
    const otherStore = await staffB.browser.request(
      scheduledPath(STORE_A, "2030-03-10", "2030-03-11"),
    );
    expect(otherStore.status).toBe(403);
    expect((await readError(otherStore)).code).toBe("other_store");
    const production = await staffB.browser.request(
      `/api/admin/orders/production?storeId=${STORE_A}&day=2030-03-10`,
    );
    expect(production.status).toBe(403);

    const unknown = await admin.browser.request(
      scheduledPath("nao-existe", "2030-03-10", "2030-03-11"),
    );
    expect(unknown.status).toBe(404);
    expect(await readError(unknown)).toMatchObject({ message: "Loja não encontrada" });
    const unknownDay = await admin.browser.request(
      "/api/admin/orders/production?storeId=nao-existe&day=2030-03-10",
    );
    expect(unknownDay.status).toBe(404);

    const cases: [string, string][] = [
      [
        scheduledPath(STORE_A, "2030-03-10", "2030-04-10"),
        "Escolha um período de no máximo 31 dias",
      ],
      [
        scheduledPath(STORE_A, "2030-03-11", "2030-03-10"),
        "A data final deve ser igual ou posterior à inicial",
      ],
      [scheduledPath(STORE_A, "2030-02-30", "2030-03-10"), "Data inválida"],
      [scheduledPath(STORE_A, "10/03/2030", "2030-03-10"), "Use a data no formato AAAA-MM-DD"],
      [
        `/api/admin/orders/production?storeId=${STORE_A}&day=amanha`,
        "Use a data no formato AAAA-MM-DD",
      ],
      [`/api/admin/orders/production?storeId=${STORE_A}`, "Use a data no formato AAAA-MM-DD"],
      [scheduledPath("70%00", "2030-03-10", "2030-03-11"), "caracteres inválidos"],
    ];
    for (const [path, message] of cases) {
      const response = await staffA.browser.request(path);
      expect(response.status, path).toBe(422);
      expect(JSON.stringify(await response.json()), path).toContain(message);
    }
    // 31 days, both counted, is the longest period.
    expect(
      (await staffA.browser.request(scheduledPath(STORE_A, "2030-03-01", "2030-03-31"))).status,
    ).toBe(200);
  });
});

describe("GET /api/admin/orders/production", () => {
  it("adds boxes opened into flavours (× boxes) and plain lines, with slots and totals", async () => {
    const day = "2030-05-04";
    await encomenda(STORE_A, "2030-05-04T18:00:00Z", { box: true });
    await encomenda(STORE_A, "2030-05-04T18:00:00Z", { status: "pending" });
    await encomenda(STORE_A, "2030-05-04T20:30:00Z", { box: true, status: "ready" });
    await encomenda(STORE_A, "2030-05-04T20:30:00Z", { box: true, status: "cancelled" });
    await encomenda(STORE_A, "2030-05-05T18:00:00Z", { box: true });

    const list = await read<ProductionList>(
      staffA,
      `/api/admin/orders/production?storeId=${STORE_A}&day=${day}`,
    );
    expect(list).toMatchObject({ storeId: STORE_A, day, orders: 3 });
    // Two encomendas with 2 boxes of 20 + 15 each, and 3 of flavour 2 in every one.
    expect(list.flavours).toEqual([
      { productId: "3", name: flavour("3").name, quantity: 80 },
      { productId: "4", name: flavour("4").name, quantity: 60 },
      { productId: "2", name: flavour("2").name, quantity: 9 },
    ]);
    expect(list.totalUnits).toBe(149);
    expect(list.slots).toEqual([
      { slotStart: "2030-05-04T18:00:00.000Z", time: "15:00", orders: 2, units: 76 },
      { slotStart: "2030-05-04T20:30:00.000Z", time: "17:30", orders: 1, units: 73 },
    ]);

    const empty = await read<ProductionList>(
      admin,
      `/api/admin/orders/production?storeId=${STORE_B}&day=${day}`,
    );
    expect(empty).toMatchObject({ orders: 0, totalUnits: 0, flavours: [], slots: [] });
  });
});

describe("encomendas on the live board", () => {
  it("keeps waiting encomendas off the board, its counts and the badge", async () => {
    const unseenBefore = (await read<UnseenOrders>(staffA, "/api/admin/orders/unseen-count"))
      .unseenCount;
    const waiting = await encomenda(STORE_A, "2030-06-01T18:00:00Z");
    const board = await read<AdminOrderList>(staffA, `/api/admin/orders?storeId=${STORE_A}`);
    expect(board.orders.map((order) => order.id)).not.toContain(waiting);
    expect(Object.keys(board.counts)).not.toContain("scheduled");
    expect((await read<UnseenOrders>(staffA, "/api/admin/orders/unseen-count")).unseenCount).toBe(
      unseenBefore,
    );
    const filtered = await staffA.browser.request("/api/admin/orders?status=scheduled");
    expect(filtered.status).toBe(422);
  });

  it("shows an encomenda in the queue with its slot, late when not ready by it", async () => {
    const past = new Date(Date.now() - 10 * 60_000);
    const future = new Date(Date.now() + 60 * 60_000);
    const dayOf = (at: Date) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(at);
    const overdue = await encomenda(STORE_A, past.toISOString(), {
      status: "preparing",
    });
    const onTime = await encomenda(STORE_A, future.toISOString(), {
      status: "pending",
    });
    const done = await encomenda(STORE_A, past.toISOString(), { status: "ready" });

    const board = await read<AdminOrderList>(staffA, `/api/admin/orders?storeId=${STORE_A}`);
    const card = (id: string) => board.orders.find((order) => order.id === id);
    expect(card(overdue)).toMatchObject({
      late: true,
      lateAt: past.toISOString(),
      schedule: { slotStart: past.toISOString(), day: dayOf(past) },
    });
    expect(card(onTime)).toMatchObject({ late: false, lateAt: future.toISOString() });
    expect(card(onTime)?.schedule?.time).toMatch(/^\d{2}:\d{2}$/);
    expect(card(done)?.late).toBe(false);

    const detail = await read<{ late: boolean; lateAt: string }>(
      staffA,
      `/api/admin/orders/${overdue}`,
    );
    expect(detail).toMatchObject({ late: true, lateAt: past.toISOString() });
  });
});
