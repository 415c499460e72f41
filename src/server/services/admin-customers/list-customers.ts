import { asc, desc, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { customerKey, isSale } from "#server/services/sales/order-filters.ts";
import { monthStart, nextMonthStart } from "#server/services/sales/shop-calendar.ts";
import {
  CUSTOMERS_PAGE_SIZE,
  type CustomerListQuery,
  type CustomerPage,
  type CustomerSummary,
} from "#shared/admin-customers.ts";
import { customerSearchCondition } from "./customer-search.ts";

// Fresh SQL objects each time: mapWith() sets the decoder on the object it is called on.
const firstOrderAt = () => sql`min(${orders.createdAt})`;
const lastOrderAt = () => sql`max(${orders.createdAt})`;

/** A column's value on the customer's latest order (ties: the later order id). */
const onLatestOrder = (column: typeof orders.customerName | typeof orders.customerPhone) =>
  sql`(array_agg(${column} order by ${orders.createdAt} desc, ${orders.id} desc))[1]`.mapWith(
    String,
  );

/**
 * Customers are not stored: they are the orders grouped by the phone's digits, the way the
 * dashboard counts them (docs/decisions/004). Only sales count, so a customer whose orders
 * were all cancelled is no customer, and "new this month" means the same as the dashboard's.
 */
function customerRows(db: Database, search: string, now: Date) {
  return db
    .select({
      phoneDigits: sql`${customerKey}`.mapWith(String),
      name: onLatestOrder(orders.customerName),
      phone: onLatestOrder(orders.customerPhone),
      orderCount: sql`count(*)`.mapWith(Number),
      totalSpentCents: sql`sum(${orders.totalCents})`.mapWith(Number),
      firstOrderAt: firstOrderAt().mapWith(orders.createdAt),
      lastOrderAt: lastOrderAt().mapWith(orders.createdAt),
      isNewThisMonth:
        sql`(${firstOrderAt()} >= ${monthStart(now)} and ${firstOrderAt()} < ${nextMonthStart(now)})`.mapWith(
          Boolean,
        ),
    })
    .from(orders)
    .where(isSale)
    .groupBy(customerKey)
    .having(customerSearchCondition(search))
    .$dynamic();
}

type CustomerRow = Awaited<ReturnType<typeof customerRows>>[number];

function toSummary(row: CustomerRow): CustomerSummary {
  return {
    ...row,
    firstOrderAt: row.firstOrderAt.toISOString(),
    lastOrderAt: row.lastOrderAt.toISOString(),
  };
}

/** The most recent customers first (ties by phone, so pages never overlap). */
const latestFirst = () => [desc(lastOrderAt()), asc(customerKey)];

/** One page of customers matching the search, most recent first. */
export async function listCustomers(
  db: Database,
  query: CustomerListQuery,
  now: Date,
): Promise<CustomerPage> {
  const matching = db
    .select({ phoneDigits: sql`${customerKey}`.as("phone_digits") })
    .from(orders)
    .where(isSale)
    .groupBy(customerKey)
    .having(customerSearchCondition(query.q))
    .as("matching");
  const [counted, rows] = await Promise.all([
    db.select({ total: sql`count(*)`.mapWith(Number) }).from(matching),
    customerRows(db, query.q, now)
      .orderBy(...latestFirst())
      .limit(CUSTOMERS_PAGE_SIZE)
      .offset((query.page - 1) * CUSTOMERS_PAGE_SIZE),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    customers: rows.map(toSummary),
    page: query.page,
    pageSize: CUSTOMERS_PAGE_SIZE,
    total,
    pageCount: Math.ceil(total / CUSTOMERS_PAGE_SIZE),
  };
}

/**
 * Every customer matching the search, for the CSV. One row per phone keeps this small next to
 * the orders (which the orders CSV streams in batches).
 */
export async function allCustomers(
  db: Database,
  search: string,
  now: Date,
): Promise<CustomerSummary[]> {
  const rows = await customerRows(db, search, now).orderBy(...latestFirst());
  return rows.map(toSummary);
}
