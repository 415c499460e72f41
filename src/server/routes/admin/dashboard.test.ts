import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders, products, settings } from "#server/db/schema.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import type { OrderStatus } from "#shared/orders.ts";

/** Mid-March 2025 in São Paulo (UTC-3): the dashboard's "now" in these tests. */
const NOW = new Date("2025-03-15T12:00:00-03:00");

async function dashboard(admin: SignedInStaff): Promise<DashboardFigures> {
  const response = await admin.browser.request("/api/admin/dashboard");
  expect(response.status).toBe(200);
  return (await response.json()) as DashboardFigures;
}

describe("the dashboard of a shop without orders", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
  });
  afterAll(() => t.database.dispose());

  it("says so, with zeros and the seeded goals", async () => {
    expect(await dashboard(admin)).toEqual({
      hasOrders: false,
      totalSalesCents: 0,
      confirmedOrders: 0,
      averageTicketCents: 0,
      activeCustomers: 0,
      newCustomers: 0,
      lowStock: [],
      topSellers: [],
      currentMonthSalesCents: 0,
      monthlyGoalCents: 8_000_000,
      currentMonthQuantity: 0,
      monthlyGoalQuantity: 8_900,
    });
  });
});

describe("the dashboard's figures", () => {
  let t: TestApp;
  let admin: SignedInStaff;
  /** Totals of the orders placed below, by letter. */
  const totals: Record<string, number> = {};

  /** Places an order of `lines` [productId, quantity] and moves it to `status` at `createdAt`. */
  async function order(
    letter: string,
    phone: string,
    lines: [string, number][],
    status: OrderStatus,
    createdAt: string,
  ) {
    const placed = await placeTestOrder(
      t,
      orderBody({
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
      .set({ status, createdAt: new Date(createdAt) })
      .where(eq(orders.id, placed.id));
  }

  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    admin = await signedInStaff(t, { admin: true });
    // A and B: one customer, the phone typed two ways; first bought in February.
    await order("A", "(81) 99999-0001", [["1", 2]], "delivered", "2025-03-10T10:00:00-03:00");
    await order("B", "81999990001", [["2", 1]], "pending", "2025-02-20T10:00:00-03:00");
    // C: cancelled, so neither a sale nor a customer.
    await order("C", "(81) 98888-0002", [["3", 3]], "cancelled", "2025-03-12T10:00:00-03:00");
    // D: a new customer, at the first instant of March in São Paulo.
    await order(
      "D",
      "(11) 97777-0003",
      [
        ["1", 1],
        ["4", 4],
      ],
      "preparing",
      "2025-03-01T00:00:00-03:00",
    );
    // E: the last second of February in São Paulo, already March in UTC.
    await order("E", "(21) 96666-0004", [["5", 1]], "ready", "2025-02-28T23:59:59-03:00");
    // F: January: a sale, but not an active customer any more.
    await order("F", "(31) 95555-0005", [["6", 1]], "delivered", "2025-01-10T10:00:00-03:00");

    await t.database.db.update(products).set({ stockQuantity: 5 }).where(eq(products.id, "10"));
    await t.database.db.update(products).set({ stockQuantity: 79 }).where(eq(products.id, "11"));
    await t.database.db.update(products).set({ stockQuantity: 80 }).where(eq(products.id, "12"));
    await t.database.db
      .update(products)
      .set({ stockQuantity: 1, isActive: false })
      .where(eq(products.id, "13"));
  });
  afterAll(() => t.database.dispose());

  const sum = (...letters: string[]) => letters.reduce((total, l) => total + (totals[l] ?? 0), 0);

  it("adds up sales, leaving cancelled orders out", async () => {
    const figures = await dashboard(admin);
    expect(figures.hasOrders).toBe(true);
    expect(figures.totalSalesCents).toBe(sum("A", "B", "D", "E", "F"));
    expect(figures.averageTicketCents).toBe(Math.round(sum("A", "B", "D", "E", "F") / 5));
    // preparing, ready and delivered: A, D, E, F (B is still pending).
    expect(figures.confirmedOrders).toBe(4);
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

  it("flags active products under 80 units, the emptiest first", async () => {
    const figures = await dashboard(admin);
    expect(figures.lowStock.map((item) => [item.id, item.stockQuantity])).toEqual([
      ["10", 5],
      ["11", 79],
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
