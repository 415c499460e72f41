import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "#server/db/client.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { products, productVariations, stores } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { PRODUCT_COUNT, STORE_COUNT } from "#shared/stores.ts";
import { seedDatabase } from "./index.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

async function rowCounts(db: TestDatabase["db"]) {
  const [p] = await db.select({ n: count() }).from(products);
  const [v] = await db.select({ n: count() }).from(productVariations);
  const [s] = await db.select({ n: count() }).from(stores);
  return { products: p?.n, variations: v?.n, stores: s?.n };
}

describe("seedDatabase", () => {
  it("seeds 29 products with one variation each and 138 stores", async () => {
    expect(await rowCounts(database.db)).toEqual({
      products: PRODUCT_COUNT,
      variations: PRODUCT_COUNT,
      stores: STORE_COUNT,
    });
  });

  it("never duplicates rows nor overwrites what staff changed", async () => {
    const db = database.db;
    await db
      .update(products)
      .set({ name: "Picolé da Casa", basePriceCents: 1099, stockQuantity: 3, isActive: false })
      .where(eq(products.id, "2"));
    await db.delete(productVariations).where(eq(productVariations.productId, "5"));
    await db.update(stores).set({ address: "Rua Nova, 10 - Centro" }).where(eq(stores.id, "9"));

    await seedDatabase(db);
    await seedDatabase(db);

    const [edited] = await db.select().from(products).where(eq(products.id, "2"));
    expect(edited).toMatchObject({
      name: "Picolé da Casa",
      basePriceCents: 1099,
      stockQuantity: 3,
      isActive: false,
    });
    const variations = await db
      .select()
      .from(productVariations)
      .where(eq(productVariations.productId, "5"));
    expect(variations).toEqual([]);
    const [store] = await db.select().from(stores).where(eq(stores.id, "9"));
    expect(store?.address).toBe("Rua Nova, 10 - Centro");
    expect(await rowCounts(db)).toEqual({
      products: PRODUCT_COUNT,
      variations: PRODUCT_COUNT - 1,
      stores: STORE_COUNT,
    });
  });
});

describe("a PGlite database under a data directory", () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "frosty-persist-"));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it("keeps its data across a restart, and a second start migrates and seeds nothing twice", async () => {
    const first = await openDatabase({ kind: "pglite", dataDir });
    await prepareDatabase(first);
    await first.db.update(products).set({ stockQuantity: 42 }).where(eq(products.id, "1"));
    await first.close();

    const second = await openDatabase({ kind: "pglite", dataDir });
    await prepareDatabase(second);
    const [product] = await second.db.select().from(products).where(eq(products.id, "1"));
    expect(product?.stockQuantity).toBe(42);
    expect(await rowCounts(second.db)).toEqual({
      products: PRODUCT_COUNT,
      variations: PRODUCT_COUNT,
      stores: STORE_COUNT,
    });
    await second.close();
  });
});
