import { eq, sql } from "drizzle-orm";
import type { AdminProduct } from "../../shared/admin.ts";
import type { Database } from "../db/client.ts";
import { products } from "../db/schema.ts";

const adminProductColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.basePriceCents,
  stockQuantity: products.stockQuantity,
  imageUrl: products.imageUrl,
  isActive: products.isActive,
};

/**
 * Sorted here rather than in SQL: PGlite compares text byte by byte (C collation) and a
 * PostgreSQL server by its own locale, while staff expect Portuguese order ("Açaí" next to
 * "Abacaxi", not after "Uva") whichever database runs.
 */
const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** Every product, active or not, for the staff list (SPEC: "ordered by name"). */
export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  const rows = await db.select(adminProductColumns).from(products);
  return rows.sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** Shows or hides a product in the shop; null when no product has this id. */
export async function setProductActive(
  db: Database,
  id: string,
  isActive: boolean,
): Promise<AdminProduct | null> {
  const [row] = await db
    .update(products)
    .set({ isActive, updatedAt: sql`now()` })
    .where(eq(products.id, id))
    .returning(adminProductColumns);
  return row ?? null;
}
