import { inArray, type SQL, sql } from "drizzle-orm";
import { orders } from "#server/db/schema.ts";

/**
 * The stores a staff member's order queries keep to (storeScope() in auth/staff-access.ts):
 * null is HQ, every store. An order outside it is, for that staff member, an unknown order.
 */
export type OrderScope = readonly string[] | null;

/** The WHERE condition keeping a query to the scope's stores (none for HQ). */
export function withinScope(scope: OrderScope): SQL | undefined {
  if (scope === null) return undefined;
  return scope.length > 0 ? inArray(orders.storeId, [...scope]) : sql`false`;
}
