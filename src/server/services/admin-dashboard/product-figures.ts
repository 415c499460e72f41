import { and, eq, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, products } from "#server/db/schema.ts";
import { isSale } from "#server/services/sales/order-filters.ts";
import { inScope, type StoreIds } from "#server/services/sales/store-scope.ts";
import type { DashboardFigures } from "#shared/admin-dashboard.ts";

export const TOP_SELLER_COUNT = 5;

function rowsOf(result: unknown): Record<string, unknown>[] {
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/**
 * The best-selling flavours of all time at the stores counted, by picolés, over sales only
 * (cancelled orders do not count); ties by revenue, then id.
 *
 * The rule for party boxes: "Mais vendidos" ranks flavours by the picolés sold, so a box's
 * picolés count in their flavours (one box's mix times the boxes: 2 Caixas Festa 50 of 30 Cajá
 * and 20 Limão are 60 Cajás and 40 Limões), and the box itself is not listed: it would count
 * each of its picolés twice, and rank boxes against picolés. A flavour's revenue is its loose
 * lines' plus its share of each box line, by its picolés in the box (30 of 50: 60% of the line).
 * The reports' "Vendas por produto" counts products as sold instead: a box there is its boxes.
 */
export async function topSellers(
  db: Database,
  storeIds: StoreIds,
): Promise<DashboardFigures["topSellers"]> {
  const result = await db.execute(sql`
    with sold as (
      select coalesce(part."productId", order_items.product_id) as product_id,
        order_items.quantity * coalesce(part.quantity, 1) as units,
        case when part."productId" is null then order_items.line_total_cents::numeric
          else order_items.line_total_cents::numeric * part.quantity
            / nullif(sum(part.quantity) over (partition by order_items.id), 0)
        end as revenue
      from order_items
      join orders on orders.id = order_items.order_id
      left join lateral jsonb_to_recordset(order_items.box_parts)
        as part("productId" text, quantity int) on true
      where ${isSale} and ${inScope(orders.storeId, storeIds)}
    )
    select sold.product_id, products.name,
      sum(sold.units)::bigint as quantity,
      coalesce(round(sum(sold.revenue)), 0)::bigint as revenue_cents
    from sold join products on products.id = sold.product_id
    group by sold.product_id, products.name
    order by quantity desc, revenue_cents desc, sold.product_id asc
    limit ${sql.raw(String(TOP_SELLER_COUNT))}`);
  return rowsOf(result).map((row) => ({
    productId: String(row.product_id),
    // Today's name: a renamed flavour is listed under the name staff know it by.
    name: String(row.name),
    quantity: Number(row.quantity),
    revenueCents: Number(row.revenue_cents),
  }));
}

/** The flavours on sale (active, not deleted): the only ones whose stock alarms anyone. */
export const onSale = and(
  eq(products.isActive, true),
  isNull(products.deletedAt),
  // A party box has no stock of its own: never low, its flavours are.
  eq(products.kind, "flavour"),
);
