import { randomUUID } from "node:crypto";
import { and, eq, isNull, notInArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderItems, productAddons, products, productVariations } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import type {
  AdminProduct,
  AdminProductDetail,
  DeletedProduct,
  ProductCreateData,
  ProductData,
} from "#shared/admin-products.ts";
import { PRODUCT_SIZES } from "#shared/catalog.ts";
import { assertBoxRules } from "./box-rules.ts";
import { launchStoreIds, stockLaunch } from "./launch-stock.ts";
import { assertImageAvailable } from "./product-images.ts";
import { storeSummaries } from "./store-summary.ts";

const adminProductColumns = {
  id: products.id,
  name: products.name,
  priceCents: products.basePriceCents,
  imageUrl: products.imageUrl,
  isActive: products.isActive,
  kind: products.kind,
};

/** A deleted product (kept only for its orders) is invisible to every staff screen. */
const notDeleted = isNull(products.deletedAt);

/**
 * Sorted here rather than in SQL: PGlite compares text byte by byte (C collation) and a
 * PostgreSQL server by its own locale, while staff expect Portuguese order ("Açaí" next to
 * "Abacaxi", not after "Uva") whichever database runs.
 */
const byName = new Intl.Collator("pt-BR", { sensitivity: "base", numeric: true });

/** How many times a create looks for a free id when concurrent creates take the same one. */
const MAX_ID_ATTEMPTS = 10;

/**
 * Every product, active or not (but not deleted), for the staff list (ordered by name), each
 * with the number of stores where it is sold out.
 */
export async function listAdminProducts(db: Database): Promise<AdminProduct[]> {
  const [rows, summary] = await Promise.all([
    db.select(adminProductColumns).from(products).where(notDeleted),
    storeSummaries(db),
  ]);
  return rows
    .map((row) => ({ ...row, ...summary(row.id) }))
    .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id));
}

/** Shows or hides a product in the shop; null when no (undeleted) product has this id. */
export async function setProductActive(
  db: Database,
  id: string,
  isActive: boolean,
): Promise<AdminProduct | null> {
  const [row] = await db
    .update(products)
    .set({ isActive, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), notDeleted))
    .returning(adminProductColumns);
  if (!row) return null;
  const summary = await storeSummaries(db, [row.id]);
  return { ...row, ...summary(row.id) };
}

/** The product with its sizes and add-ons, as the edit form needs it; null when unknown. */
export async function getProductDetail(
  db: Database,
  id: string,
): Promise<AdminProductDetail | null> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, id), notDeleted));
  if (!row) return null;
  const [variations, addons] = await Promise.all([
    db.select().from(productVariations).where(eq(productVariations.productId, id)),
    db
      .select()
      .from(productAddons)
      .where(and(eq(productAddons.productId, id), eq(productAddons.isActive, true))),
  ]);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    priceCents: row.basePriceCents,
    imageUrl: row.imageUrl,
    isActive: row.isActive,
    variations: variations
      .sort((a, b) => PRODUCT_SIZES.indexOf(a.size) - PRODUCT_SIZES.indexOf(b.size))
      .map((v) => ({ size: v.size, priceModifierCents: v.priceModifierCents })),
    addons: addons
      .sort((a, b) => byName.compare(a.name, b.name) || a.id.localeCompare(b.id))
      .map((a) => ({ id: a.id, name: a.name, priceCents: a.priceCents })),
    kind: row.kind,
    box:
      row.kind === "box"
        ? {
            size: row.boxSize ?? 0,
            leadHours: row.boxLeadHours ?? 0,
            flavourIds: row.boxFlavourIds ?? [],
          }
        : null,
  };
}

function productValues(data: ProductData) {
  return {
    name: data.name,
    description: data.description,
    category: data.category,
    basePriceCents: data.priceCents,
    imageUrl: data.imageUrl,
    isActive: data.isActive,
    kind: data.kind,
    // A box's rules, all three or none (the table's check says the same).
    boxSize: data.box?.size ?? null,
    boxLeadHours: data.box?.leadHours ?? null,
    boxFlavourIds: data.box?.flavourIds ?? null,
  };
}

/**
 * Creates a product under the next numeric id (the seeded ones are "1".."29", so the shop's
 * URLs stay /produto/30, /produto/31…). Two creates racing for one id: the loser's insert does
 * nothing and it takes the next. With an initial stock, the chosen stores start with that many
 * units in the same transaction (launch-stock.ts); every other store has none: it counts the
 * flavour in (Abertura da loja) before the shop offers it there.
 */
export async function createProduct(
  db: Database,
  data: ProductCreateData,
): Promise<AdminProductDetail> {
  await assertImageAvailable(db, data.imageUrl);
  await assertBoxRules(db, null, data);
  return db.transaction(async (tx) => {
    const launchAt = data.initialStock ? await launchStoreIds(tx, data.initialStock) : [];
    for (let attempt = 0; attempt < MAX_ID_ATTEMPTS; attempt++) {
      const [next] = await tx
        .select({
          id: sql<string>`(coalesce(max(${products.id}::bigint), 0) + 1)::text`,
        })
        .from(products)
        .where(sql`${products.id} ~ '^[0-9]{1,15}$'`);
      const [row] = await tx
        .insert(products)
        .values({ id: next?.id ?? "1", ...productValues(data) })
        .onConflictDoNothing()
        .returning({ id: products.id });
      if (!row) continue;
      await replaceOptions(tx, row.id, data);
      if (data.initialStock) await stockLaunch(tx, row.id, launchAt, data.initialStock.quantity);
      // Read in the transaction that just inserted it: it is there.
      return (await getProductDetail(tx, row.id)) as AdminProductDetail;
    }
    throw new ApiError(
      409,
      "product_id_conflict",
      "Não foi possível criar o picolé. Tente de novo.",
    );
  });
}

/** Replaces everything HQ edits; null when no (undeleted) product has this id. */
export async function updateProduct(
  db: Database,
  id: string,
  data: ProductData,
): Promise<AdminProductDetail | null> {
  await assertImageAvailable(db, data.imageUrl);
  return db.transaction(async (tx) => {
    // The row is locked first, so two edits replace its sizes and add-ons one after the other,
    // never interleaved.
    const [current] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, id), notDeleted))
      .for("update");
    if (!current) return null;
    await assertBoxRules(tx, id, data);
    await tx
      .update(products)
      .set({ ...productValues(data), updatedAt: sql`now()` })
      .where(eq(products.id, id));
    await replaceOptions(tx, id, data);
    return getProductDetail(tx, id);
  });
}

/**
 * Sizes are replaced wholesale. Add-ons that come back with their id keep it (a cart may hold
 * it); the others are new, and the ones left out are removed (orders keep their own copy).
 */
async function replaceOptions(tx: Database, productId: string, data: ProductData): Promise<void> {
  await tx.delete(productVariations).where(eq(productVariations.productId, productId));
  if (data.variations.length > 0) {
    await tx
      .insert(productVariations)
      .values(data.variations.map((variation) => ({ productId, ...variation })));
  }

  const existing = new Set(
    (
      await tx
        .select({ id: productAddons.id })
        .from(productAddons)
        .where(eq(productAddons.productId, productId))
    ).map((row) => row.id),
  );
  const kept: string[] = [];
  for (const [index, addon] of data.addons.entries()) {
    if (addon.id === undefined) continue;
    if (!existing.has(addon.id)) {
      throw new ApiError(422, "unknown_addon", "Adicional não encontrado neste picolé", [
        { path: ["addons", index, "id"], message: "Adicional não encontrado neste picolé" },
      ]);
    }
    kept.push(addon.id);
  }
  await tx
    .delete(productAddons)
    .where(
      kept.length > 0
        ? and(eq(productAddons.productId, productId), notInArray(productAddons.id, kept))
        : eq(productAddons.productId, productId),
    );
  for (const addon of data.addons) {
    if (addon.id === undefined) continue;
    await tx
      .update(productAddons)
      .set({ name: addon.name, priceCents: addon.priceCents, isActive: true })
      .where(eq(productAddons.id, addon.id));
  }
  const added = data.addons.filter((addon) => addon.id === undefined);
  if (added.length > 0) {
    await tx.insert(productAddons).values(
      added.map((addon) => ({
        id: randomUUID(),
        productId,
        name: addon.name,
        priceCents: addon.priceCents,
      })),
    );
  }
}

/**
 * Removes a product for good when no order names it; otherwise keeps the row for the orders'
 * history (their lines reference it) and hides it everywhere. Null when no product has this id.
 */
export async function deleteProduct(db: Database, id: string): Promise<DeletedProduct | null> {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, id), notDeleted));
  if (!product) return null;

  const [ordered] = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, id))
    .limit(1);
  if (!ordered) {
    try {
      const removed = await db.delete(products).where(eq(products.id, id)).returning({
        id: products.id,
      });
      if (removed.length > 0) return { id, softDeleted: false };
      return null;
    } catch (error) {
      // An order for it committed between the check and the delete: keep it after all.
      if (!isForeignKeyViolation(error)) throw error;
    }
  }
  const [soft] = await db
    .update(products)
    .set({ deletedAt: sql`now()`, isActive: false, updatedAt: sql`now()` })
    .where(and(eq(products.id, id), notDeleted))
    .returning({ id: products.id });
  return soft ? { id, softDeleted: true } : null;
}

/** PostgreSQL's foreign_key_violation, wherever the driver or Drizzle nested it. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23503") return true;
  }
  return false;
}
