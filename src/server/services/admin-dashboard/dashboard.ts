import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import { periodTotals } from "#server/services/admin-reports/sales-breakdowns.ts";
import { ACTIVE_CUSTOMER_DAYS } from "#server/services/sales/shop-calendar.ts";
import type { StoreIds } from "#server/services/sales/store-scope.ts";
import type { DashboardFigures, NamedPeriod } from "#shared/admin-dashboard.ts";
import { periodName } from "#shared/admin-reports.ts";
import { type DayPeriod, lastDaysPeriod, monthPeriod, shopDate } from "#shared/shop-calendar.ts";
import { lowStock } from "./low-stock.ts";
import { type MonthlyGoals, readMonthlyGoals } from "./monthly-goals.ts";
import { newCustomersThisMonth, orderFigures, unitsSoldThisMonth } from "./order-figures.ts";
import { topSellers } from "./product-figures.ts";

function storeList(db: Database) {
  return db
    .select({
      id: stores.id,
      name: stores.name,
      city: stores.city,
      state: stores.state,
      isActive: stores.isActive,
    })
    .from(stores);
}

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** The stores counted, named, and the chain's goals shared out among them. */
function scopeOf(
  all: Awaited<ReturnType<typeof storeList>>,
  storeIds: StoreIds,
  goals: MonthlyGoals,
) {
  if (storeIds === null) {
    return { scope: { chain: true, stores: [] }, goals, goalShare: null };
  }
  const counted = all
    .filter((store) => storeIds.includes(store.id))
    .map(({ isActive: _, ...store }) => store)
    .sort((a, b) => byName.compare(a.name, b.name));
  const chainStoreCount = Math.max(1, all.filter((store) => store.isActive).length);
  const share = (goal: number) =>
    Math.max(1, Math.round((goal * counted.length) / chainStoreCount));
  return {
    scope: { chain: false, stores: counted },
    goals: {
      monthlyGoalCents: share(goals.monthlyGoalCents),
      monthlyGoalQuantity: share(goals.monthlyGoalQuantity),
    },
    goalShare: { storeCount: counted.length, chainStoreCount },
  };
}

/** The dashboard's periods, São Paulo days seen from `now`, each with its name. */
function periodsOf(now: Date) {
  const today = shopDate(now);
  const named = (period: DayPeriod): NamedPeriod => ({
    ...period,
    label: periodName(period, today),
  });
  return {
    today: named({ from: today, to: today }),
    last7Days: named(lastDaysPeriod(today, 7)),
    activeCustomersPeriod: named(lastDaysPeriod(today, ACTIVE_CUSTOMER_DAYS)),
    currentMonth: named(monthPeriod(today)),
  };
}

/**
 * The staff dashboard of the stores counted (null: the whole chain), computed from the
 * database on each request (a few aggregate queries). See docs/decisions/004-dashboard-figures.md
 * for what each figure counts; a store's goals are its equal share of the chain's.
 */
export async function dashboardFigures(
  db: Database,
  now: Date,
  storeIds: StoreIds,
): Promise<DashboardFigures> {
  const periods = periodsOf(now);
  const [
    figures,
    today,
    last7Days,
    newCustomers,
    currentMonthQuantity,
    sellers,
    low,
    chainGoals,
    all,
  ] = await Promise.all([
    orderFigures(db, now, periods.activeCustomersPeriod, storeIds),
    // The reports' own query: a period's orders here are the same as there.
    periodTotals(db, periods.today, storeIds),
    periodTotals(db, periods.last7Days, storeIds),
    newCustomersThisMonth(db, now, storeIds),
    unitsSoldThisMonth(db, now, storeIds),
    topSellers(db, storeIds),
    lowStock(db, storeIds),
    readMonthlyGoals(db),
    storeList(db),
  ]);
  const { scope, goals, goalShare } = scopeOf(all, storeIds, chainGoals);
  return {
    scope,
    hasOrders: figures.orderCount > 0,
    today: { ...periods.today, ...today },
    last7Days: { ...periods.last7Days, ...last7Days },
    activeCustomersPeriod: periods.activeCustomersPeriod,
    currentMonth: periods.currentMonth,
    activeCustomers: figures.activeCustomers,
    newCustomers,
    lowStock: low,
    topSellers: sellers,
    currentMonthSalesCents: figures.currentMonthSalesCents,
    currentMonthQuantity,
    ...goals,
    goalShare,
  };
}
