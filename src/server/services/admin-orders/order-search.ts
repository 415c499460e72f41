import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import { orders, stores } from "#server/db/schema.ts";
import type { AdminOrderFilters } from "#shared/admin-orders.ts";
import { SHOP_TIME_ZONE } from "#shared/shop-time-zone.ts";
import { MAX_HOURS_BEHIND_BRASILIA } from "#shared/store-time-zone.ts";

const ACCENTED = "áàâãäéèêëíìîïóòôõöúùûüçñ";
const PLAIN = "aaaaaeeeeiiiiooooouuuucn";

/** Lower case without accents, so "jose" finds "José" (PGlite has no unaccent extension). */
function folded(value: SQL | string): SQL {
  return sql`translate(lower(${value}::text), ${ACCENTED}, ${PLAIN})`;
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * The search box: an order number ("ORD-1718…" or some of its digits), part of the customer's
 * name, or part of the phone number compared by digits, whatever punctuation either side has.
 */
function matchesSearch(q: string): SQL | undefined {
  const digits = q.replace(/\D/g, "");
  if (/^ord-?\d*$/i.test(q)) return sql`${orders.id} ilike ${containing(`ORD-${digits}`)}`;
  const byName = sql`${folded(sql`${orders.customerName}`)} like ${folded(containing(q))}`;
  if (digits.length === 0) return byName;
  const phoneDigits = sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g')`;
  return sql`(${byName} or ${phoneDigits} like ${containing(digits)} or ${orders.id} like ${containing(digits)})`;
}

/** Start of a São Paulo calendar day, as an instant. */
function dayStart(day: string | SQL): SQL {
  return sql`(${day}::date::timestamp at time zone ${SHOP_TIME_ZONE})`;
}

/** The ids of the stores in a state and/or city (HQ's filters), as a subquery. */
function storesWhere(filters: Pick<AdminOrderFilters, "state" | "city">): SQL | undefined {
  if (!filters.state && !filters.city) return undefined;
  const located = and(
    filters.state ? eq(stores.state, filters.state) : undefined,
    filters.city ? sql`lower(${stores.city}) = lower(${filters.city})` : undefined,
  );
  return inArray(orders.storeId, sql`(select ${stores.id} from ${stores} where ${located})`);
}

/** The WHERE clause of the queue's filters (status aside: each column is one status). */
export function orderFilterConditions(filters: Omit<AdminOrderFilters, "status">): SQL | undefined {
  return and(
    filters.storeId ? eq(orders.storeId, filters.storeId) : undefined,
    storesWhere(filters),
    filters.method ? eq(orders.deliveryMethod, filters.method) : undefined,
    // Days are each store's own (an order's business day, on its store's clock). The instants
    // around them keep the created_at index in use: a store's day starts when Brasília's does
    // or later, and ends at most MAX_HOURS_BEHIND_BRASILIA after Brasília's.
    filters.from
      ? sql`${orders.createdAt} >= ${dayStart(filters.from)} and ${orders.businessDay} >= ${filters.from}`
      : undefined,
    filters.to
      ? sql`${orders.createdAt} < ${dayStart(sql`(${filters.to}::date + 1)::text`)} + ${`${MAX_HOURS_BEHIND_BRASILIA} hours`}::interval and ${orders.businessDay} <= ${filters.to}`
      : undefined,
    filters.q ? matchesSearch(filters.q) : undefined,
  );
}
