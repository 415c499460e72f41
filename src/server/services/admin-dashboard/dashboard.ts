import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import { periodTotals } from "#server/services/admin-reports/sales-breakdowns.ts";
import { ACTIVE_CUSTOMER_DAYS } from "#server/services/sales/shop-calendar.ts";
import { daysSeenFrom, spanOf } from "#server/services/sales/store-days.ts";
import type { StoreIds } from "#server/services/sales/store-scope.ts";
import type { DashboardFigures, NamedPeriod } from "#shared/admin-dashboard.ts";
import { periodName } from "#shared/admin-reports.ts";
import { type DayPeriod, lastDaysPeriod, monthPeriod } from "#shared/shop-calendar.ts";
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
      timeZone: stores.timeZone,
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
    .map(({ isActive: _, timeZone: __, ...store }) => store)
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

const today = (date: string): DayPeriod => ({ from: date, to: date });
const last7Days = (date: string) => lastDaysPeriod(date, 7);
const activeDays = (date: string) => lastDaysPeriod(date, ACTIVE_CUSTOMER_DAYS);

/**
 * The dashboard's periods seen from `now`, each store counting its own days (its today by its
 * clock): the days each figure counts, and the dates the answer names. Those are the latest
 * today among the stores counted (Brasília's, when a store keeps it); they differ from a store's
 * own only in the hours after midnight in Brasília.
 */
function periodsOf(now: Date, zones: readonly string[]) {
  const seen = (window: (date: string) => DayPeriod) => daysSeenFrom(now, window, zones);
  const days = {
    today: seen(today),
    last7Days: seen(last7Days),
    activeCustomersPeriod: seen(activeDays),
    currentMonth: seen(monthPeriod),
  };
  const latest = spanOf(days.today).to;
  const named = (period: DayPeriod): NamedPeriod => ({
    ...period,
    label: periodName(period, latest),
  });
  return {
    days,
    named: {
      today: named(today(latest)),
      last7Days: named(last7Days(latest)),
      activeCustomersPeriod: named(activeDays(latest)),
      currentMonth: named(monthPeriod(latest)),
    },
  };
}

/** The time zones of the stores counted (every store's for the chain). */
function zonesOf(all: Awaited<ReturnType<typeof storeList>>, storeIds: StoreIds): string[] {
  const counted = storeIds === null ? all : all.filter((store) => storeIds.includes(store.id));
  const zones = [...new Set(counted.map((store) => store.timeZone))];
  // No store counted (a scope left empty): any clock names the days of no orders.
  return zones.length > 0 ? zones : ["America/Sao_Paulo"];
}

/**
 * The staff dashboard of the stores counted (null: the whole chain), computed from the
 * database on each request (a few aggregate queries). See docs/decisions/004-dashboard-figures.md
 * for what each figure counts; a store's goals are its equal share of the chain's. Days are each
 * store's own, an encomenda counted in the day it is for (decision 029).
 */
export async function dashboardFigures(
  db: Database,
  now: Date,
  storeIds: StoreIds,
): Promise<DashboardFigures> {
  const all = await storeList(db);
  const { days, named } = periodsOf(now, zonesOf(all, storeIds));
  const [figures, today, last7Days, newCustomers, currentMonthQuantity, sellers, low, chainGoals] =
    await Promise.all([
      orderFigures(
        db,
        { activeDays: days.activeCustomersPeriod, month: days.currentMonth },
        storeIds,
      ),
      // The reports' own query: a period's orders here are the same as there.
      periodTotals(db, days.today, storeIds),
      periodTotals(db, days.last7Days, storeIds),
      newCustomersThisMonth(db, days.currentMonth, storeIds),
      unitsSoldThisMonth(db, days.currentMonth, storeIds),
      topSellers(db, storeIds),
      lowStock(db, storeIds),
      readMonthlyGoals(db),
    ]);
  const { scope, goals, goalShare } = scopeOf(all, storeIds, chainGoals);
  return {
    scope,
    hasOrders: figures.orderCount > 0,
    today: { ...named.today, ...today },
    last7Days: { ...named.last7Days, ...last7Days },
    activeCustomersPeriod: named.activeCustomersPeriod,
    currentMonth: named.currentMonth,
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
