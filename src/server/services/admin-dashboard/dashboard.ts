import type { Database } from "#server/db/client.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";
import { readMonthlyGoals } from "./monthly-goals.ts";
import { newCustomersThisMonth, orderFigures, unitsSoldThisMonth } from "./order-figures.ts";
import { lowStock, topSellers } from "./product-figures.ts";

/**
 * The staff dashboard, computed from the database on each request (a few aggregate queries;
 * a shop's order volume keeps them cheap). See docs/decisions/004-dashboard-figures.md for
 * what each figure counts.
 */
export async function dashboardFigures(db: Database, now: Date): Promise<DashboardFigures> {
  const [figures, newCustomers, currentMonthQuantity, sellers, low, goals] = await Promise.all([
    orderFigures(db, now),
    newCustomersThisMonth(db, now),
    unitsSoldThisMonth(db, now),
    topSellers(db),
    lowStock(db),
    readMonthlyGoals(db),
  ]);
  return {
    hasOrders: figures.orderCount > 0,
    totalSalesCents: figures.totalSalesCents,
    confirmedOrders: figures.confirmedOrders,
    averageTicketCents:
      figures.saleCount === 0 ? 0 : Math.round(figures.totalSalesCents / figures.saleCount),
    activeCustomers: figures.activeCustomers,
    newCustomers,
    lowStock: low,
    topSellers: sellers,
    currentMonthSalesCents: figures.currentMonthSalesCents,
    currentMonthQuantity,
    ...goals,
  };
}
