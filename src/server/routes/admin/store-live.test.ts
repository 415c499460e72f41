import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderItems, orders, stores } from "#server/db/schema.ts";
import { insertStoreDayOrder } from "#server/testing/encomendas.ts";
import { readError } from "#server/testing/orders.ts";
import { insertRawOrder, insertStaffStream } from "#server/testing/raw-orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { LiveStore, LiveStores } from "#shared/store-live.ts";
import { STORE_COUNT } from "#shared/stores.ts";

/** A Monday afternoon in São Paulo: "now" for these tests. */
const NOW = new Date("2026-11-23T15:00:00-03:00");
const ago = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);
const secondsAgo = (seconds: number) => new Date(NOW.getTime() - seconds * 1000);

let t: TestApp;
let admin: SignedInStaff;
let staff: SignedInStaff;

async function live(query = ""): Promise<LiveStores> {
  const response = await admin.browser.request(`/api/admin/stores/live${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as LiveStores;
}

const storeOf = (answer: LiveStores, id: string): LiveStore => {
  const store = answer.stores.find((candidate) => candidate.id === id);
  if (!store) throw new Error(`store ${id} not listed`);
  return store;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  admin = await signedInStaff(t, { admin: true });
  staff = await signedInStaff(t, { stores: ["12", "13"] });
  const db = t.database.db;
  const order = (
    storeId: string,
    status: "pending" | "preparing" | "delivered" | "cancelled",
    at: Date,
    totalCents = 1000,
  ) => insertRawOrder(db, { storeId, status, createdAt: at, totalCents });

  /** Gives a raw order a line of `quantity` units: what it holds while nobody accepts it. */
  const holding = async (id: Promise<string>, quantity: number) => {
    const orderId = await id;
    await db.insert(orderItems).values({
      orderId,
      position: 1,
      productId: "1",
      productName: "Picolé de Cajá",
      imageUrl: "/images/caja.webp",
      size: "medio",
      quantity,
      unitPriceCents: 100,
      lineTotalCents: 100 * quantity,
    });
    return orderId;
  };

  // Store 10: three waiting; past the default 5 minutes is late, and so is exactly 5 minutes
  // (as the board marks it: late from createdAt + the limit on), 2 minutes is not. Unpaid,
  // they hold their units (2 + 3 + 4); one paid (a confirmed Pix order is pending too) holds
  // none, and neither do orders that moved on.
  await holding(order("10", "pending", ago(10), 1500), 2);
  await holding(order("10", "pending", ago(5), 2500), 3);
  const paid = await holding(order("10", "pending", ago(2), 500), 10);
  await db
    .update(orders)
    .set({ paymentConfirmedAt: ago(1) })
    .where(eq(orders.id, paid));
  // Today's sales: a delivered one counts, a cancelled one does not, nor yesterday's.
  await holding(order("10", "delivered", ago(60), 1000), 5);
  await holding(order("10", "cancelled", ago(30), 7000), 6);
  // Yesterday's, so today's sales stay as they are.
  await holding(order("11", "preparing", new Date("2026-11-22T21:00:00-03:00")), 7);
  await order("10", "delivered", new Date("2026-11-22T23:59:59-03:00"), 9900);
  // Store 11: waiting 3 minutes, no panel.
  await order("11", "pending", ago(3));
  // Store 12: waiting 4 minutes, its staff's panel connected (it covers 12 and 13).
  await order("12", "pending", ago(4));
  await insertStaffStream(db, {
    userId: staff.userId,
    storeIds: ["12", "13"],
    seenAt: secondsAgo(30),
  });
  // Store 14: waiting 20 minutes under a 30-minute limit: not late, but the longest wait.
  await db.update(stores).set({ lateAfterMinutes: 30 }).where(eq(stores.id, "14"));
  await order("14", "pending", ago(20));
  // Store 15: a panel last seen 90 s ago has gone.
  await insertStaffStream(db, { userId: staff.userId, storeIds: ["15"], seenAt: secondsAgo(90) });
  // HQ's own stream covers no store.
  await insertStaffStream(db, { userId: admin.userId, storeIds: [], seenAt: secondsAgo(5) });
  // Store 16 closed by its switch, 17 off the site; a pending order placed yesterday at 18.
  await db.update(stores).set({ acceptsOrders: false }).where(eq(stores.id, "16"));
  await db.update(stores).set({ isActive: false }).where(eq(stores.id, "17"));
  await order("18", "pending", new Date("2026-11-22T20:00:00-03:00"), 3000);
});
afterAll(() => t.database.dispose());

describe("GET /api/admin/stores/live", () => {
  it("counts each store's waiting and late orders against its own limit", async () => {
    const answer = await live();
    expect(storeOf(answer, "10")).toMatchObject({
      waitingCount: 3,
      lateCount: 2,
      lateAfterMinutes: 5,
      oldestWaitingAt: ago(10).toISOString(),
      attention: "late",
    });
    expect(storeOf(answer, "14")).toMatchObject({
      waitingCount: 1,
      lateCount: 0,
      lateAfterMinutes: 30,
      oldestWaitingAt: ago(20).toISOString(),
      attention: "unattended",
    });
    expect(storeOf(answer, "18")).toMatchObject({
      waitingCount: 1,
      lateCount: 1,
      attention: "late",
    });
    expect(storeOf(answer, "1")).toMatchObject({
      waitingCount: 0,
      lateCount: 0,
      oldestWaitingAt: null,
    });
  });

  it("adds up the units each store holds in orders nobody paid or accepted yet", async () => {
    const answer = await live();
    expect(storeOf(answer, "10").heldUnits).toBe(2 + 3);
    // A raw order without lines holds nothing; an accepted one holds nothing either.
    expect(storeOf(answer, "11").heldUnits).toBe(0);
    expect(answer.totals.heldUnits).toBe(5);
  });

  it("sees a store's panel connected within the last 60 seconds, from any stream covering it", async () => {
    const answer = await live();
    expect(storeOf(answer, "12")).toMatchObject({
      panelCount: 1,
      panelSeenAt: secondsAgo(30).toISOString(),
      attention: "waiting",
    });
    expect(storeOf(answer, "13")).toMatchObject({ panelCount: 1, attention: "quiet" });
    expect(storeOf(answer, "15")).toMatchObject({ panelCount: 0, panelSeenAt: null });
    expect(storeOf(answer, "11")).toMatchObject({ panelCount: 0, attention: "unattended" });
    // HQ's stream (no stores) connects no store.
    expect(answer.totals.connectedCount).toBe(2);
  });

  it("adds up today's sales, without cancelled orders", async () => {
    const answer = await live();
    expect(answer.day).toBe("2026-11-23");
    expect(answer.at).toBe(NOW.toISOString());
    // The three waiting (1.500 + 2.500 + 500) and the delivered one (1.000); not the cancelled one
    // nor yesterday's.
    expect(storeOf(answer, "10")).toMatchObject({ todayOrderCount: 4, todaySalesCents: 5500 });
    // Store 18's only order was placed yesterday: waiting still, but not today's.
    expect(storeOf(answer, "18")).toMatchObject({ todayOrderCount: 0, todaySalesCents: 0 });
  });

  it("tells open, closed and off-site stores apart", async () => {
    const answer = await live();
    expect(storeOf(answer, "1")).toMatchObject({
      isOpen: true,
      acceptsOrders: true,
      attention: "unwatched",
    });
    expect(storeOf(answer, "16")).toMatchObject({
      isOpen: false,
      acceptsOrders: false,
      attention: "closed",
    });
    expect(storeOf(answer, "17")).toMatchObject({ isActive: false, attention: "inactive" });
    expect(answer.totals.openCount).toBe(STORE_COUNT - 1);
  });

  it("lists every store, what needs attention first", async () => {
    const answer = await live();
    expect(answer.stores).toHaveLength(STORE_COUNT);
    // Late (the longest wait first), waiting with no panel (longest first), waiting, then the
    // open stores nobody watches by id, the quiet ones, the closed, the off-site.
    expect(answer.stores.slice(0, 6).map((store) => store.id)).toEqual([
      "18",
      "10",
      "14",
      "11",
      "12",
      "1",
    ]);
    const attention = answer.stores.map((store) => store.attention);
    expect(attention.slice(-3)).toEqual(["quiet", "closed", "inactive"]);
    const unwatched = answer.stores.filter((store) => store.attention === "unwatched");
    expect(unwatched.map((store) => Number(store.id))).toEqual(
      unwatched.map((store) => Number(store.id)).sort((a, b) => a - b),
    );
    expect(answer.totals).toEqual({
      storeCount: STORE_COUNT,
      openCount: STORE_COUNT - 1,
      connectedCount: 2,
      waitingCount: 7,
      lateCount: 3,
      heldUnits: 5,
      // Store 10's four, and one each at 11, 12 and 14.
      todayOrderCount: 7,
      todaySalesCents: 5500 + 3 * 1000,
    });
  });

  it("filters by state, the states list staying whole", async () => {
    const all = await live();
    const sp = await live("?state=SP");
    expect(sp.stores.length).toBeGreaterThan(0);
    expect(sp.stores.every((store) => store.state === "SP")).toBe(true);
    expect(sp.stores.length).toBe(all.stores.filter((store) => store.state === "SP").length);
    expect(sp.totals.storeCount).toBe(sp.stores.length);
    expect(sp.states).toEqual(all.states);
    expect(all.states).toContain("PE");
    expect(all.states).toEqual([...all.states].sort());
    const none = await live("?state=TO");
    expect(none.stores).toEqual([]);
    expect(none.totals.storeCount).toBe(0);
    // Left empty, the filter is off.
    expect((await live("?state=")).stores).toHaveLength(STORE_COUNT);
  });

  it.each(["?state=sp", "?state=SPX", "?state=1"])("refuses %s with 422", async (query) => {
    const response = await admin.browser.request(`/api/admin/stores/live${query}`);
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({
      code: "validation_failed",
      message: "Estado inválido: use a sigla, como SP",
    });
  });

  it("is HQ's alone: store staff get 403", async () => {
    const response = await staff.browser.request("/api/admin/stores/live");
    expect(response.status).toBe(403);
    expect((await readError(response)).code).toBe("hq_only");
  });

  it("drops stores from the late list as soon as their orders move", async () => {
    const db = t.database.db;
    const id = await insertRawOrder(db, { storeId: "19", status: "pending", createdAt: ago(50) });
    expect(storeOf(await live(), "19").attention).toBe("late");
    const { orders } = await import("#server/db/schema.ts");
    await db
      .update(orders)
      .set({ status: "preparing" })
      .where(inArray(orders.id, [id]));
    expect(storeOf(await live(), "19")).toMatchObject({ waitingCount: 0, lateCount: 0 });
  });

  it("counts a store's today by its clock, encomendas on their day, none in the queue", async () => {
    const db = t.database.db;
    // 23:30 on Sunday in Manaus is Monday in Brasília: Sunday's, not today's.
    await insertStoreDayOrder(db, {
      storeId: "135",
      status: "delivered",
      createdAt: "2026-11-22T23:30:00-04:00",
      totalCents: 1200,
    });
    // Placed on Friday for today at noon: today's.
    await insertStoreDayOrder(db, {
      storeId: "135",
      status: "delivered",
      createdAt: "2026-11-20T10:00:00-04:00",
      totalCents: 3000,
      schedule: { slotStart: "2026-11-23T12:00:00-04:00", units: 30 },
    });
    // Placed a moment ago for tomorrow: waiting for its slot, not in the queue, not today's.
    await insertStoreDayOrder(db, {
      storeId: "135",
      status: "scheduled",
      createdAt: ago(10).toISOString(),
      totalCents: 5000,
      schedule: { slotStart: "2026-11-24T15:00:00-04:00", units: 50 },
    });
    expect(storeOf(await live(), "135")).toMatchObject({
      todayOrderCount: 1,
      todaySalesCents: 3000,
      waitingCount: 0,
      lateCount: 0,
      heldUnits: 0,
    });
  });

  it("puts a released encomenda in the queue from its release, late from its slot", async () => {
    const db = t.database.db;
    // Placed last week; its slot in 30 minutes, so released 15 minutes ago (45 of preparation).
    const inThirty = new Date(NOW.getTime() + 30 * 60_000).toISOString();
    await insertStoreDayOrder(db, {
      storeId: "136",
      status: "pending",
      createdAt: "2026-11-16T10:00:00-04:00",
      schedule: { slotStart: inThirty, units: 30 },
    });
    expect(storeOf(await live(), "136")).toMatchObject({
      waitingCount: 1,
      lateCount: 0,
      oldestWaitingAt: ago(15).toISOString(),
    });
    // One whose slot began 5 minutes ago and is still Pendente: late.
    await insertStoreDayOrder(db, {
      storeId: "136",
      status: "pending",
      createdAt: "2026-11-16T10:00:00-04:00",
      schedule: { slotStart: ago(5).toISOString(), units: 30 },
    });
    expect(storeOf(await live(), "136")).toMatchObject({ waitingCount: 2, lateCount: 1 });
  });

  it("holds a party box's picolés while its Pix is not paid", async () => {
    const db = t.database.db;
    // A Caixa Festa 20 of 12 Cajá and 8 Limão.
    await insertStoreDayOrder(db, {
      storeId: "134",
      status: "awaiting_payment",
      createdAt: ago(3).toISOString(),
      totalCents: 8990,
      schedule: { slotStart: "2026-11-25T15:00:00-03:00", units: 20 },
      box: {
        productId: "30",
        quantity: 1,
        parts: [
          { productId: "1", name: "Picolé de Cajá", quantity: 12 },
          { productId: "2", name: "Picolé de Limão", quantity: 8 },
        ],
      },
    });
    expect(storeOf(await live(), "134")).toMatchObject({ heldUnits: 20, waitingCount: 0 });
  });
});
