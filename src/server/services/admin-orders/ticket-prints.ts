import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders } from "#server/db/schema.ts";
import { ORDER_ID_PATTERN } from "#server/services/orders/order-ids.ts";
import type { TicketPrint } from "#shared/admin-orders.ts";
import { adminOrderErrors } from "./errors.ts";
import { type OrderScope, withinScope } from "./order-scope.ts";

/**
 * Counts one print of the order's kitchen ticket and says which it is: the first is the
 * ticket, any later one reads REIMPRESSÃO (so a kitchen never makes an order twice from two
 * slips). Not a change of the order: its version stays.
 */
export async function recordTicketPrint(
  db: Database,
  id: string,
  scope: OrderScope,
): Promise<TicketPrint> {
  if (!ORDER_ID_PATTERN.test(id)) throw adminOrderErrors.notFound();
  const [row] = await db
    .update(orders)
    .set({ ticketPrints: sql`${orders.ticketPrints} + 1` })
    .where(and(eq(orders.id, id), withinScope(scope)))
    .returning({ prints: orders.ticketPrints });
  if (!row) throw adminOrderErrors.notFound();
  return { id, prints: row.prints };
}
