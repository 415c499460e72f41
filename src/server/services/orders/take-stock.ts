import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { textList } from "./catalogue-facts.ts";
import type { StockTake } from "./stock-ledger.ts";

/**
 * Takes the placed orders' units from their stores' stock, in the batch's transaction, on the
 * rows readCatalogueFacts locked (so nothing changed them since the ledger decided). One
 * statement for the whole batch; the rows' CHECK keeps any count from going below zero.
 * True when a (store, flavour) pair ran out: the shop must stop offering it there.
 */
export async function takeStock(tx: Database, takes: readonly StockTake[]): Promise<boolean> {
  if (takes.length === 0) return false;
  const records = takes.map((take) => ({
    store_id: take.storeId,
    product_id: take.productId,
    quantity: take.quantity,
  }));
  const result = await tx.execute(sql`
    update store_stock set stock_quantity = store_stock.stock_quantity - taken.quantity,
      updated_at = now()
    from (select t.store_id, t.product_id, sum(t.quantity)::int as quantity
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as t(store_id text, product_id text, quantity int)
      group by t.store_id, t.product_id) as taken
    where store_stock.store_id = taken.store_id and store_stock.product_id = taken.product_id
      -- Narrows the update to the primary key's index, not the whole table.
      and store_stock.store_id = any(${textList(takes.map((take) => take.storeId))})
      and store_stock.product_id = any(${textList(takes.map((take) => take.productId))})
    returning store_stock.stock_quantity = 0 as sold_out`);
  const rows = (result as unknown as { rows: { sold_out: boolean }[] }).rows;
  return rows.some((row) => row.sold_out);
}
