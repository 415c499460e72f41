import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  orderStatusHistory,
  orders,
  products,
  settings,
  storeStock,
  stores,
} from "#server/db/schema.ts";
import { csvText, parseCsv } from "#server/testing/csv.ts";
import { insertStoreDayOrder } from "#server/testing/encomendas.ts";
import { orderBody, placeTestOrder, readError, setStock } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { DashboardFigures, ScheduledLoad } from "#shared/admin-dashboard.ts";
import type { ReportSummary } from "#shared/admin-reports.ts";
import type { OrderStatus } from "#shared/orders.ts";
import { shopDate } from "#shared/shop-calendar.ts";

/** An order moved to `createdAt` is of that day too (its store keeps Brasília's clock). */
const placedAt = (createdAt: string) => ({
  createdAt: new Date(createdAt),
  businessDay: shopDate(new Date(createdAt)),
});

/** Mid-March 2025 in São Paulo (UTC-3): the dashboard's "now" in these tests. */
const NOW = new Date("2025-03-15T12:00:00-03:00");

async function dashboard(staff: SignedInStaff, storeId?: string): Promise<DashboardFigures> {
  const query = storeId === undefined ? "" : `?storeId=${encodeURIComponent(storeId)}`;
  const response = await staff.browser.request(`/api/admin/dashboard${query}`);
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as DashboardFigures;
}

/** Every store holds 500 of every flavour: only what a test lowers is low. */
async function stockEverywhere(t: TestApp) {
  await t.database.db.update(storeStock).set({ stockQuantity: 500, isAvailable: true });
}

const NO_LOW_STOCK = { pairCount: 0, storeCount: 0, flavours: [], stores: [] };

describe("the dashboard of a shop without orders", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    await stockEverywhere(t);
  });
  afterAll(() => t.database.dispose());

  it("says so, with zeros and the seeded goals", async () => {
    expect(await dashboard(admin)).toEqual({
      scope: { chain: true, stores: [] },
      hasOrders: false,
      today: {
        from: "2025-03-15",
        to: "2025-03-15",
        label: "Hoje, 15/03",
        orderCount: 0,
        totalCents: 0,
        averageTicketCents: 0,
      },
      last7Days: {
        from: "2025-03-09",
        to: "2025-03-15",
        label: "Últimos 7 dias: 09/03 – 15/03",
        orderCount: 0,
        totalCents: 0,
        averageTicketCents: 0,
      },
      activeCustomersPeriod: {
        from: "2025-02-14",
        to: "2025-03-15",
        label: "Últimos 30 dias: 14/02 – 15/03",
      },
      currentMonth: { from: "2025-03-01", to: "2025-03-31", label: "Este mês: 01/03 – 31/03" },
      activeCustomers: 0,
      newCustomers: 0,
      lowStock: NO_LOW_STOCK,
      topSellers: [],
      currentMonthSalesCents: 0,
      monthlyGoalCents: 8_000_000,
      currentMonthQuantity: 0,
      monthlyGoalQuantity: 8_900,
      goalShare: null,
    });
  });
});

describe("the dashboard's figures", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  /** Totals of the orders placed below, by letter. */
  const totals: Record<string, number> = {};

  /**
   * Places an order at `storeId` of `lines` [productId, quantity] and moves it to `status` at
   * `createdAt`.
   */
  async function order(
    letter: string,
    storeId: string,
    phone: string,
    lines: [string, number][],
    status: OrderStatus,
    createdAt: string,
  ) {
    const placed = await placeTestOrder(
      t,
      orderBody({
        storeId,
        customer: { phone },
        deliveryMethod: "pickup",
        items: lines.map(([productId, quantity]) => ({
          productId,
          size: "medio",
          addonIds: [],
          quantity,
        })),
      }),
    );
    totals[letter] = placed.totalCents;
    await t.database.db
      .update(orders)
      .set({ status, ...placedAt(createdAt) })
      .where(eq(orders.id, placed.id));
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    await stockEverywhere(t);
    // A and B at store 1: one customer, the phone typed two ways; first bought in February.
    await order("A", "1", "(81) 99999-0001", [["1", 2]], "delivered", "2025-03-10T10:00:00-03:00");
    await order("B", "1", "81999990001", [["2", 1]], "pending", "2025-02-20T10:00:00-03:00");
    // C at store 2: cancelled, so neither a sale nor a customer.
    await order("C", "2", "(81) 98888-0002", [["3", 3]], "cancelled", "2025-03-12T10:00:00-03:00");
    // D at store 3: a new customer, at the first instant of March in São Paulo.
    await order(
      "D",
      "3",
      "(11) 97777-0003",
      [
        ["1", 1],
        ["4", 4],
      ],
      "preparing",
      "2025-03-01T00:00:00-03:00",
    );
    // E at store 2: the last second of February in São Paulo, already March in UTC.
    await order("E", "2", "(21) 96666-0004", [["5", 1]], "ready", "2025-02-28T23:59:59-03:00");
    // F at store 3: January: a sale, but not an active customer any more.
    await order("F", "3", "(31) 95555-0005", [["6", 1]], "delivered", "2025-01-10T10:00:00-03:00");

    // Low stock, per store. Store 1: 5 and 79 units are low, 80 is not, an inactive flavour
    // alarms nobody. Store 2: one at 0, one with no row at all (none). Store 5: one.
    await setStock(t, "10", 5);
    await setStock(t, "11", 79, { isAvailable: false });
    await setStock(t, "12", 80);
    await setStock(t, "13", 1);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, "13"));
    await setStock(t, "10", 0, { storeId: "2" });
    await t.database.db
      .delete(storeStock)
      .where(and(eq(storeStock.storeId, "2"), eq(storeStock.productId, "14")));
    await setStock(t, "3", 50, { storeId: "5" });
    // Store 6 is off the site: the chain does not count its stock (nor its share of goals).
    await setStock(t, "1", 3, { storeId: "6" });
    await t.database.db.update(stores).set({ isActive: false }).where(eq(stores.id, "6"));
  });
  afterAll(() => t.database.dispose());

  const sum = (...letters: string[]) => letters.reduce((total, l) => total + (totals[l] ?? 0), 0);

  it("adds up the last 7 days' orders, leaving cancelled ones and older ones out", async () => {
    const figures = await dashboard(admin);
    expect(figures.hasOrders).toBe(true);
    // 9–15 March: A (C is cancelled; D, E, B and F are older).
    expect(figures.last7Days).toMatchObject({
      orderCount: 1,
      totalCents: sum("A"),
      averageTicketCents: sum("A"),
    });
    expect(figures.today).toMatchObject({ orderCount: 0, totalCents: 0 });
  });

  it("counts customers by phone digits, in São Paulo's month", async () => {
    const figures = await dashboard(admin);
    // A/B, D and E ordered within 30 days; F did not; C only cancelled.
    expect(figures.activeCustomers).toBe(3);
    // Only D's first sale falls in March (A/B's was in February, E's on 28 February).
    expect(figures.newCustomers).toBe(1);
    expect(figures.currentMonthSalesCents).toBe(sum("A", "D"));
    expect(figures.currentMonthQuantity).toBe(2 + 1 + 4);
  });

  it("ranks the top sellers by units over sales", async () => {
    const figures = await dashboard(admin);
    expect(figures.topSellers.map((seller) => [seller.productId, seller.quantity])).toEqual([
      ["4", 4],
      ["1", 3],
      ["2", 1],
      ["5", 1],
      ["6", 1],
    ]);
    const [first] = figures.topSellers;
    expect(first?.revenueCents).toBe(4 * 899);
    expect(first?.name).toMatch(/^Picolé/);
  });

  it("flags a store's flavours on sale under 80 units, the emptiest first", async () => {
    const figures = await dashboard(admin, "1");
    expect(figures.lowStock).toEqual({
      pairCount: 2,
      storeCount: 1,
      flavours: [
        { productId: "10", name: expect.any(String), stockQuantity: 5, isAvailable: true },
        { productId: "11", name: expect.any(String), stockQuantity: 79, isAvailable: false },
      ],
      stores: [],
    });
  });

  it("counts the chain's low (store, flavour) pairs and names the stores most affected", async () => {
    const { lowStock } = await dashboard(admin);
    expect(lowStock.pairCount).toBe(2 + 2 + 1);
    expect(lowStock.storeCount).toBe(3);
    expect(lowStock.flavours).toEqual([]);
    // Store 2 and store 1 have two each; store 2's are both out, so it comes first.
    expect(lowStock.stores.map((store) => [store.storeId, store.lowCount, store.outCount])).toEqual(
      [
        ["2", 2, 2],
        ["1", 2, 0],
        ["5", 1, 0],
      ],
    );
    expect(lowStock.stores[0]).toMatchObject({ name: expect.any(String), state: "SP" });
    // An off-site store's stock counts when HQ looks at that store.
    expect((await dashboard(admin, "6")).lowStock.flavours).toEqual([
      expect.objectContaining({ productId: "1", stockQuantity: 3 }),
    ]);
  });

  it("reads the monthly goals from the settings, falling back on a bad value", async () => {
    await t.database.db
      .update(settings)
      .set({ value: 5_000_000 })
      .where(eq(settings.key, "monthly_goal_cents"));
    await t.database.db
      .update(settings)
      .set({ value: "muito" })
      .where(eq(settings.key, "monthly_goal_quantity"));
    const figures = await dashboard(admin);
    expect(figures.monthlyGoalCents).toBe(5_000_000);
    expect(figures.monthlyGoalQuantity).toBe(8_900);
  });
});

describe("the dashboard of one store, or of a staff member's stores", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let staffOf1: SignedInStaff;
  let staffOf1And3: SignedInStaff;
  const totals: Record<string, number> = {};

  async function order(
    letter: string,
    storeId: string,
    phone: string,
    status: OrderStatus,
    createdAt: string,
  ) {
    const placed = await placeTestOrder(
      t,
      orderBody({ storeId, customer: { phone }, deliveryMethod: "pickup" }),
    );
    totals[letter] = placed.totalCents;
    await t.database.db
      .update(orders)
      .set({ status, ...placedAt(createdAt) })
      .where(eq(orders.id, placed.id));
  }
  const sum = (...letters: string[]) => letters.reduce((total, l) => total + (totals[l] ?? 0), 0);

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    staffOf1 = await signedInStaff(t, { stores: ["1"] });
    staffOf1And3 = await signedInStaff(t, { stores: ["1", "3"] });
    await stockEverywhere(t);
    // One customer buys at store 1 in February and March, and at store 3 for the first time in
    // March; store 2 sells to someone else.
    await order("A", "1", "(81) 99999-0001", "delivered", "2025-02-10T10:00:00-03:00");
    await order("B", "1", "(81) 99999-0001", "pending", "2025-03-10T10:00:00-03:00");
    await order("C", "3", "(81) 99999-0001", "ready", "2025-03-11T10:00:00-03:00");
    await order("D", "2", "(21) 96666-0004", "delivered", "2025-03-12T10:00:00-03:00");
    await order("E", "3", "(31) 95555-0005", "cancelled", "2025-03-13T10:00:00-03:00");
    await setStock(t, "7", 10, { storeId: "1" });
    await setStock(t, "8", 20, { storeId: "3" });
    await setStock(t, "9", 30, { storeId: "2" });
  });
  afterAll(() => t.database.dispose());

  it("counts one store for HQ when asked, with its share of the chain's goals", async () => {
    const figures = await dashboard(admin, "1");
    expect(figures.scope).toEqual({
      chain: false,
      stores: [{ id: "1", name: "Frosty Paulista", city: "São Paulo", state: "SP" }],
    });
    expect(figures).toMatchObject({
      hasOrders: true,
      // 9–15 March: B (A is February's).
      last7Days: { orderCount: 1, totalCents: sum("B"), averageTicketCents: sum("B") },
      activeCustomers: 1,
      // The customer's first sale at store 1 was in February.
      newCustomers: 0,
      currentMonthSalesCents: sum("B"),
      currentMonthQuantity: 1,
      goalShare: { storeCount: 1, chainStoreCount: 138 },
      monthlyGoalCents: Math.round(8_000_000 / 138),
      monthlyGoalQuantity: Math.round(8_900 / 138),
    });
    expect(figures.topSellers.map((seller) => [seller.productId, seller.quantity])).toEqual([
      ["1", 2],
    ]);
    expect(figures.lowStock.flavours.map((flavour) => flavour.productId)).toEqual(["7"]);
  });

  it("shows store staff their own store, the same figures HQ sees for it", async () => {
    const mine = await dashboard(staffOf1);
    expect(mine).toEqual(await dashboard(admin, "1"));
    expect(await dashboard(staffOf1, "1")).toEqual(mine);
  });

  it("adds up the stores of staff who work at several", async () => {
    const figures = await dashboard(staffOf1And3);
    expect(figures.scope.chain).toBe(false);
    expect(figures.scope.stores.map((store) => store.id).sort()).toEqual(["1", "3"]);
    expect(figures).toMatchObject({
      last7Days: {
        orderCount: 2,
        totalCents: sum("B", "C"),
        averageTicketCents: Math.round(sum("B", "C") / 2),
      },
      activeCustomers: 1,
      newCustomers: 0,
      currentMonthSalesCents: sum("B", "C"),
      goalShare: { storeCount: 2, chainStoreCount: 138 },
      monthlyGoalCents: Math.round((8_000_000 * 2) / 138),
    });
    expect(figures.lowStock).toMatchObject({ pairCount: 2, storeCount: 2, flavours: [] });
    expect(figures.lowStock.stores.map((store) => store.storeId).sort()).toEqual(["1", "3"]);
    // One of their stores on its own: the customer's first sale at store 3 is March's.
    expect(await dashboard(staffOf1And3, "3")).toMatchObject({
      last7Days: { orderCount: 1, totalCents: sum("C") },
      newCustomers: 1,
    });
  });

  it("keeps the chain to HQ", async () => {
    const chain = await dashboard(admin);
    expect(chain.scope).toEqual({ chain: true, stores: [] });
    expect(chain.last7Days.totalCents).toBe(sum("B", "C", "D"));
    expect(chain.lowStock.storeCount).toBe(3);
  });

  it("refuses store staff another store's figures with 403", async () => {
    for (const storeId of ["2", "9999"]) {
      const response = await staffOf1.browser.request(`/api/admin/dashboard?storeId=${storeId}`);
      expect(response.status).toBe(403);
      expect(await readError(response)).toEqual({
        code: "other_store",
        message: "Você não tem acesso a esta loja.",
      });
    }
  });

  it("answers HQ's unknown store with 404, bad text with 422, an empty filter as none", async () => {
    const unknown = await admin.browser.request("/api/admin/dashboard?storeId=9999");
    expect(unknown.status).toBe(404);
    expect(await readError(unknown)).toEqual({
      code: "store_not_found",
      message: "Loja não encontrada",
    });
    // Text no store id can hold is refused before any store is looked for.
    for (const storeId of ["a%00b", "9".repeat(65)]) {
      const response = await admin.browser.request(`/api/admin/dashboard?storeId=${storeId}`);
      expect(response.status, storeId).toBe(422);
    }
    const empty = await admin.browser.request("/api/admin/dashboard?storeId=");
    expect(((await empty.json()) as DashboardFigures).scope.chain).toBe(true);
  });
});

describe("the dashboard and the reports", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  let staffOf4: SignedInStaff;
  const totals: Record<string, number> = {};

  async function order(letter: string, status: OrderStatus, createdAt: string) {
    const placed = await placeTestOrder(t, orderBody({ storeId: "4", deliveryMethod: "pickup" }));
    totals[letter] = placed.totalCents;
    await t.database.db
      .update(orders)
      .set({ status, ...placedAt(createdAt) })
      .where(eq(orders.id, placed.id));
  }
  const sum = (...letters: string[]) => letters.reduce((total, l) => total + (totals[l] ?? 0), 0);

  async function report(query: string) {
    const response = await admin.browser.request(`/api/admin/reports/summary?${query}`);
    expect(response.status).toBe(200);
    return (await response.json()) as ReportSummary;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    staffOf4 = await signedInStaff(t, { stores: ["4"] });
    await stockEverywhere(t);
    // Today (15 March), one order in every status.
    await order("A", "awaiting_payment", "2025-03-15T08:00:00-03:00");
    await order("B", "pending", "2025-03-15T09:00:00-03:00");
    await order("C", "preparing", "2025-03-15T10:00:00-03:00");
    await order("D", "ready", "2025-03-15T10:30:00-03:00");
    await order("E", "out_for_delivery", "2025-03-15T11:00:00-03:00");
    await order("F", "delivered", "2025-03-15T00:00:00-03:00");
    await order("G", "cancelled", "2025-03-15T11:30:00-03:00");
    // The 14th just before midnight in São Paulo (the 15th in UTC), and the 8th: out of 7 days.
    await order("H", "delivered", "2025-03-14T23:59:59-03:00");
    await order("I", "delivered", "2025-03-08T12:00:00-03:00");
  });
  afterAll(() => t.database.dispose());

  it("count the same orders of the same period: placed, not cancelled, Pix paid", async () => {
    const figures = await dashboard(staffOf4);
    const today = await report("from=2025-03-15&to=2025-03-15&storeId=4");
    expect(figures.today).toEqual({
      from: "2025-03-15",
      to: "2025-03-15",
      label: "Hoje, 15/03",
      orderCount: 5,
      totalCents: sum("B", "C", "D", "E", "F"),
      averageTicketCents: Math.round(sum("B", "C", "D", "E", "F") / 5),
    });
    expect(today).toMatchObject({
      label: figures.today.label,
      orderCount: figures.today.orderCount,
      totalCents: figures.today.totalCents,
      averageTicketCents: figures.today.averageTicketCents,
    });

    const week = await report(
      `from=${figures.last7Days.from}&to=${figures.last7Days.to}&storeId=4`,
    );
    expect(figures.last7Days).toMatchObject({
      orderCount: 6,
      totalCents: sum("B", "C", "D", "E", "F", "H"),
    });
    expect(week).toMatchObject({
      label: "Últimos 7 dias: 09/03 – 15/03",
      orderCount: figures.last7Days.orderCount,
      totalCents: figures.last7Days.totalCents,
    });
  });
});

describe("each store's own day, and the encomendas ahead", () => {
  /** 23:45 on Saturday 28 November in Manaus: already 00:45 on Sunday the 29th in Brasília. */
  const LATE_IN_MANAUS = new Date("2026-11-28T23:45:00-04:00");
  let t: TestApp;
  let admin: SignedInStaff;
  let staffOf135: SignedInStaff;
  const ids: Record<string, string> = {};

  async function report(query: string) {
    const response = await admin.browser.request(`/api/admin/reports/summary?${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ReportSummary;
  }

  async function load(staff: SignedInStaff, query = "") {
    const response = await staff.browser.request(`/api/admin/dashboard/scheduled-load${query}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as ScheduledLoad;
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => LATE_IN_MANAUS });
    admin = await signedInStaff(t, { admin: true });
    staffOf135 = await signedInStaff(t, { stores: ["135"] });
    const db = t.database.db;
    // Picolés a Manaus store takes in encomendas, Sunday first: Saturday 700, Monday 200.
    await db
      .update(stores)
      .set({ dailyCapacity: [100, 200, 300, 400, 500, 600, 700] })
      .where(eq(stores.id, "135"));
    // 23:30 on Saturday in Manaus (00:30 on Sunday in Brasília): Saturday's, by the store's clock.
    ids.late = await insertStoreDayOrder(db, {
      storeId: "135",
      status: "delivered",
      createdAt: "2026-11-28T23:30:00-04:00",
      totalCents: 1500,
    });
    // Placed on Wednesday for Saturday 15:00: Saturday's.
    ids.forSaturday = await insertStoreDayOrder(db, {
      storeId: "135",
      status: "delivered",
      createdAt: "2026-11-25T10:00:00-04:00",
      totalCents: 4000,
      schedule: { slotStart: "2026-11-28T15:00:00-04:00", units: 40 },
      // Two Caixas Festa 50.
      box: {
        productId: "31",
        quantity: 2,
        parts: [
          { productId: "1", name: "Picolé de Cajá", quantity: 30 },
          { productId: "2", name: "Picolé de Limão", quantity: 20 },
        ],
      },
    });
    // Placed on Saturday for Monday 16:00, and one for Monday cancelled.
    ids.forMonday = await insertStoreDayOrder(db, {
      storeId: "135",
      status: "scheduled",
      createdAt: "2026-11-28T12:00:00-04:00",
      totalCents: 6000,
      schedule: { slotStart: "2026-11-30T16:00:00-04:00", units: 60 },
    });
    await insertStoreDayOrder(db, {
      storeId: "135",
      status: "cancelled",
      createdAt: "2026-11-28T12:00:00-04:00",
      totalCents: 9000,
      schedule: { slotStart: "2026-11-30T16:00:00-04:00", units: 100 },
    });
    // São Paulo: Saturday 23:30 is yesterday there now; an encomenda for Tuesday.
    await insertStoreDayOrder(db, {
      storeId: "1",
      status: "delivered",
      createdAt: "2026-11-28T23:30:00-03:00",
      totalCents: 2000,
    });
    await insertStoreDayOrder(db, {
      storeId: "1",
      status: "scheduled",
      createdAt: "2026-11-28T20:00:00-03:00",
      totalCents: 2500,
      schedule: { slotStart: "2026-12-01T10:00:00-03:00", units: 20 },
    });
    // The other Manaus store: an encomenda beyond the next 7 days.
    await insertStoreDayOrder(db, {
      storeId: "136",
      status: "scheduled",
      createdAt: "2026-11-28T12:00:00-04:00",
      schedule: { slotStart: "2026-12-10T15:00:00-04:00", units: 10 },
    });
  });
  afterAll(() => t.database.dispose());

  it("counts a Manaus store's today by its clock, with the encomendas for today", async () => {
    const figures = await dashboard(admin, "135");
    expect(figures.today).toEqual({
      from: "2026-11-28",
      to: "2026-11-28",
      label: "Hoje, 28/11",
      orderCount: 2,
      totalCents: 5500,
      averageTicketCents: 2750,
    });
    // The week holds Saturday's two; Monday's encomenda is not sold yet.
    expect(figures.last7Days).toMatchObject({ from: "2026-11-22", orderCount: 2 });
    expect(figures.currentMonthSalesCents).toBe(5500 + 6000);
    // Saturday's encomenda: two Caixas Festa 50 of 30 Cajá and 20 Limão are 100 picolés.
    expect(figures.currentMonthQuantity).toBe(100);
  });

  it("counts each store in its own today on the chain's dashboard", async () => {
    const figures = await dashboard(admin);
    // Brasília is on Sunday: its Saturday order is yesterday's; Manaus's Saturday is today.
    expect(figures.today).toMatchObject({ label: "Hoje, 29/11", orderCount: 2, totalCents: 5500 });
    expect(figures.last7Days).toMatchObject({ orderCount: 3, totalCents: 7500 });
    expect((await dashboard(admin, "1")).today).toMatchObject({
      label: "Hoje, 29/11",
      orderCount: 0,
    });
  });

  it("reports an order in its store's day and hour, an encomenda in its slot's", async () => {
    const manaus = await report("from=2026-11-25&to=2026-11-30&storeId=135");
    const day = (date: string) => manaus.salesByDay.find((row) => row.date === date);
    expect(day("2026-11-25")).toMatchObject({ orderCount: 0 });
    expect(day("2026-11-28")).toMatchObject({ orderCount: 2, totalCents: 5500 });
    expect(day("2026-11-30")).toMatchObject({ orderCount: 1, totalCents: 6000 });
    const hour = (h: number) => manaus.byHour[h]?.orderCount;
    expect([hour(23), hour(15), hour(16), hour(10), hour(0)]).toEqual([1, 1, 1, 0, 0]);
    // Saturday, each store's own: Manaus's two and São Paulo's Saturday-night order.
    expect(await report("from=2026-11-28&to=2026-11-28")).toMatchObject({
      orderCount: 3,
      totalCents: 7500,
    });
    expect(await report("from=2026-11-29&to=2026-11-29")).toMatchObject({ orderCount: 0 });
  });

  it("ranks a box's picolés in their flavours, and reports the box as boxes", async () => {
    // Saturday's encomenda: two Caixas Festa 50 of 30 Cajá and 20 Limão, R$ 40,00. "Mais
    // vendidos" ranks flavours by picolés, each with its share of the line by its picolés.
    const figures = await dashboard(admin, "135");
    expect(
      figures.topSellers.map(({ productId, quantity, revenueCents }) => [
        productId,
        quantity,
        revenueCents,
      ]),
    ).toEqual([
      ["1", 60, 2400],
      ["2", 40, 1600],
    ]);
    // Per product, as sold: the box counts its boxes ("Caixa Festa 50: 2"), its flavours none.
    const manaus = await report("from=2026-11-28&to=2026-11-28&storeId=135");
    expect(manaus.byProduct).toEqual([
      { productId: "31", name: "Caixa Festa 50", quantity: 2, revenueCents: 4000 },
    ]);
  });

  it("exports an encomenda with the day it counts in and its slot, on the store's clock", async () => {
    const response = await admin.browser.request(
      "/api/admin/reports/orders.csv?from=2026-11-28&to=2026-11-28&storeId=135",
    );
    const { rows } = parseCsv(await csvText(response));
    expect(rows[0]?.slice(0, 4)).toEqual(["Número", "Dia", "Feito em", "Agendado para"]);
    expect(rows.slice(1).map((row) => row.slice(0, 4))).toEqual([
      [ids.forSaturday, "28/11/2026", "25/11/2026 10:00", "28/11/2026 15:00"],
      [ids.late, "28/11/2026", "28/11/2026 23:30", ""],
    ]);
  });

  it("sums each store's encomendas of its next 7 days against its capacity", async () => {
    const chain = await load(admin);
    // Store 136's only encomenda is beyond the 7 days: the chain lists the stores with some.
    expect(chain.stores.map((store) => store.storeId)).toEqual(["135", "1"]);
    const manaus = chain.stores[0];
    expect(manaus?.days.map((day) => day.date)).toEqual([
      "2026-11-28",
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
      "2026-12-03",
      "2026-12-04",
    ]);
    expect(manaus?.days[0]).toEqual({
      date: "2026-11-28",
      orderCount: 1,
      units: 40,
      capacity: 700,
    });
    // The cancelled one leaves Monday's capacity.
    expect(manaus?.days[2]).toEqual({
      date: "2026-11-30",
      orderCount: 1,
      units: 60,
      capacity: 200,
    });
    const brasilia = chain.stores[1];
    expect(brasilia?.days[0]?.date).toBe("2026-11-29");
    expect(brasilia?.days[2]).toEqual({
      date: "2026-12-01",
      orderCount: 1,
      units: 20,
      capacity: 300,
    });
    // A store asked for is listed with nothing booked.
    const quiet = await load(admin, "?storeId=136");
    expect(quiet.stores).toHaveLength(1);
    expect(quiet.stores[0]?.days.every((day) => day.orderCount === 0 && day.units === 0)).toBe(
      true,
    );
  });

  it("rates an encomenda late only when it was not ready by its slot", async () => {
    const db = t.database.db;
    const history = (orderId: string, moves: [OrderStatus, OrderStatus, string][]) =>
      db.insert(orderStatusHistory).values(
        moves.map(([fromStatus, toStatus, at]) => ({
          orderId,
          fromStatus,
          toStatus,
          changedByName: "Equipe",
          changedAt: new Date(at),
        })),
      );
    const slot = (hour: string) => `2026-11-27T${hour}:00:00-04:00`;
    // Placed days before, accepted when released and ready before 14:00: on time.
    const onTime = await insertStoreDayOrder(db, {
      storeId: "136",
      status: "delivered",
      createdAt: "2026-11-20T10:00:00-04:00",
      schedule: { slotStart: slot("14"), units: 20 },
    });
    await history(onTime, [
      ["scheduled", "pending", slot("13")],
      ["pending", "preparing", "2026-11-27T13:20:00-04:00"],
      ["preparing", "ready", "2026-11-27T13:50:00-04:00"],
    ]);
    // Ready ten minutes after its 16:00 slot: late.
    const lateOne = await insertStoreDayOrder(db, {
      storeId: "136",
      status: "delivered",
      createdAt: "2026-11-20T10:00:00-04:00",
      schedule: { slotStart: slot("16"), units: 20 },
    });
    await history(lateOne, [
      ["scheduled", "pending", slot("15")],
      ["pending", "preparing", "2026-11-27T15:05:00-04:00"],
      ["preparing", "ready", "2026-11-27T16:10:00-04:00"],
    ]);
    const { lateByStore } = await report("from=2026-11-27&to=2026-11-27&storeId=136");
    expect(lateByStore).toEqual([
      expect.objectContaining({ storeId: "136", orderCount: 2, lateCount: 1, latePercent: 50 }),
    ]);
  });

  it("shows store staff their own stores' encomendas only", async () => {
    const mine = await load(staffOf135);
    expect(mine.scope).toMatchObject({ chain: false, stores: [{ id: "135" }] });
    expect(mine.stores.map((store) => store.storeId)).toEqual(["135"]);
    const other = await staffOf135.browser.request("/api/admin/dashboard/scheduled-load?storeId=1");
    expect(other.status).toBe(403);
    const unknown = await admin.browser.request("/api/admin/dashboard/scheduled-load?storeId=9999");
    expect(unknown.status).toBe(404);
  });
});
