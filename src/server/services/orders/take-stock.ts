import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { StockTake } from "./stock-ledger.ts";

/**
 * Moves the orders' units out of their stores' stock (-1) or back in (+1), in the batch's
 * transaction, on the rows readCatalogueFacts locked (so nothing changed them since the ledger
 * decided). One statement for the whole batch; the rows' CHECK keeps any count from going
 * below zero. True when a (store, flavour) pair is left with none.
 */
async function moveStock(tx: Database, takes: readonly StockTake[], sign: 1 | -1) {
  if (takes.length === 0) return false;
  const records = takes.map((take) => ({
    store_id: take.storeId,
    product_id: take.productId,
    quantity: take.quantity * sign,
  }));
  const result = await tx.execute(sql`
    update store_stock set stock_quantity = store_stock.stock_quantity + moved.quantity,
      updated_at = now()
    from (select t.store_id, t.product_id, sum(t.quantity)::int as quantity
      from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
        as t(store_id text, product_id text, quantity int)
      group by t.store_id, t.product_id) as moved
    where store_stock.store_id = moved.store_id and store_stock.product_id = moved.product_id
    returning store_stock.stock_quantity = 0 as sold_out`);
  const rows = (result as unknown as { rows: { sold_out: boolean }[] }).rows;
  return rows.some((row) => row.sold_out);
}

/** Takes the accepted orders' units; true when it took a (store, flavour) pair's last one. */
export function takeStock(tx: Database, takes: readonly StockTake[]): Promise<boolean> {
  return moveStock(tx, takes, -1);
}

/** Gives back the units of accepted orders that were not inserted after all (a taken key). */
export async function returnStock(tx: Database, takes: readonly StockTake[]): Promise<void> {
  await moveStock(tx, takes, 1);
}
