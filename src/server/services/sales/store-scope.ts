import { inArray, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import type { FigureScope } from "#shared/admin-dashboard.ts";

/** The stores a figure counts (dashboard, reports): null for the whole chain, else these ids. */
export type StoreIds = readonly string[] | null;

/** `column` is one of the stores, or true for the whole chain. */
export function inScope(column: AnyPgColumn, storeIds: StoreIds): SQL {
  if (storeIds === null) return sql`true`;
  if (storeIds.length === 0) return sql`false`;
  return inArray(column, [...storeIds]);
}

const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** The scope as the answer names it: the chain, or the stores counted by name. */
export async function describeScope(db: Database, storeIds: StoreIds): Promise<FigureScope> {
  if (storeIds === null) return { chain: true, stores: [] };
  const rows = await db
    .select({ id: stores.id, name: stores.name, city: stores.city, state: stores.state })
    .from(stores)
    .where(inScope(stores.id, storeIds));
  return { chain: false, stores: rows.sort((a, b) => byName.compare(a.name, b.name)) };
}
