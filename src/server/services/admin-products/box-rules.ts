/**
 * A party box's flavours, checked against the catalogue before a create or an edit saves
 * them: each an active flavour (never a box, never the box itself), and a product that some
 * box takes as a flavour cannot become a box. The shape of the rules is the schema's job
 * (admin-products.ts); these checks need the database.
 */
import { and, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { products } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { BOX_PRODUCT_MESSAGES, type ProductData } from "#shared/admin-products.ts";

function refused(path: (string | number)[], message: string): ApiError {
  return new ApiError(422, "invalid_box", message, [{ path, message }]);
}

/** Throws a 422 naming the first flavour that may not go in the box; `id` is the box's own. */
export async function assertBoxRules(
  db: Database,
  id: string | null,
  data: ProductData,
): Promise<void> {
  if (data.kind !== "box") {
    return;
  }
  if (id !== null) {
    // A flavour of another box may not turn into a box itself.
    const [holder] = await db
      .select({ name: products.name })
      .from(products)
      .where(
        and(
          eq(products.kind, "box"),
          ne(products.id, id),
          isNull(products.deletedAt),
          sql`${id} = any(${products.boxFlavourIds})`,
        ),
      )
      .limit(1);
    if (holder) throw refused(["kind"], BOX_PRODUCT_MESSAGES.flavourInABox(holder.name));
  }
  const flavourIds = data.box?.flavourIds ?? [];
  const rows = await db
    .select({ id: products.id, kind: products.kind })
    .from(products)
    .where(
      and(
        inArray(products.id, flavourIds),
        eq(products.isActive, true),
        isNull(products.deletedAt),
      ),
    );
  const kinds = new Map(rows.map((row) => [row.id, row.kind]));
  for (const [index, flavourId] of flavourIds.entries()) {
    const path = ["box", "flavourIds", index];
    if (flavourId === id) throw refused(path, BOX_PRODUCT_MESSAGES.selfInBox);
    const kind = kinds.get(flavourId);
    if (kind === undefined) throw refused(path, BOX_PRODUCT_MESSAGES.unknownFlavour);
    if (kind === "box") throw refused(path, BOX_PRODUCT_MESSAGES.boxInBox);
  }
}
