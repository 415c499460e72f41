import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, gzip, constants as zlibConstants } from "node:zlib";
import { eq } from "drizzle-orm";
import type { Catalog, CatalogProduct, ProductSize, SiteConfig } from "../../shared/catalog.ts";
import type { Database } from "../db/client.ts";
import { productAddons, products, productVariations, stores } from "../db/schema.ts";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Product illustrations are all drawn on the same square canvas. */
const PRODUCT_IMAGE_SIZE = 240;
const SIZE_ORDER: Record<ProductSize, number> = { pequeno: 0, medio: 1, grande: 2 };

export async function loadCatalog(db: Database): Promise<Catalog> {
  const [productRows, variationRows, addonRows, storeRows] = await Promise.all([
    db.select().from(products).where(eq(products.isActive, true)),
    db.select().from(productVariations),
    db.select().from(productAddons).where(eq(productAddons.isActive, true)),
    db.select().from(stores).where(eq(stores.isActive, true)),
  ]);

  const catalogProducts: CatalogProduct[] = productRows
    .map((row) => ({
      id: row.id,
      name: row.name,
      description: row.description,
      category: row.category,
      basePriceCents: row.basePriceCents,
      imageUrl: row.imageUrl,
      imageWidth: PRODUCT_IMAGE_SIZE,
      imageHeight: PRODUCT_IMAGE_SIZE,
      variations: variationRows
        .filter((v) => v.productId === row.id)
        .sort((a, b) => SIZE_ORDER[a.size] - SIZE_ORDER[b.size])
        .map((v) => ({ size: v.size, priceModifierCents: v.priceModifierCents })),
      addons: addonRows
        .filter((a) => a.productId === row.id)
        .map((a) => ({ id: a.id, name: a.name, priceCents: a.priceCents })),
      soldOut: row.stockQuantity <= 0,
    }))
    .sort(byNumericId);

  return {
    products: catalogProducts,
    stores: storeRows.sort(byNumericId).map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      city: row.city,
      state: row.state,
      contact:
        row.lat !== null && row.lng !== null && row.whatsapp !== null
          ? { lat: row.lat, lng: row.lng, whatsapp: row.whatsapp }
          : null,
    })),
  };
}

/** Seeded ids are "1".."138"; ids staff create later sort after them by text. */
function byNumericId(a: { id: string }, b: { id: string }): number {
  return a.id.localeCompare(b.id, "en", { numeric: true });
}

export interface CatalogSnapshot {
  json: string;
  etag: string;
  gzip: Buffer;
  brotli: Buffer;
}

/**
 * The catalogue (with the site's contact details) is read on every page view and changes rarely, so its serialized and
 * compressed bytes are kept in memory until something that changes it calls invalidate().
 */
export class CatalogCache {
  private snapshot: Promise<CatalogSnapshot> | null = null;

  constructor(
    private readonly db: Database,
    private readonly site: SiteConfig,
  ) {}

  get(): Promise<CatalogSnapshot> {
    if (!this.snapshot) {
      const pending = this.build();
      this.snapshot = pending;
      pending.catch(() => {
        if (this.snapshot === pending) this.snapshot = null;
      });
    }
    return this.snapshot;
  }

  invalidate(): void {
    this.snapshot = null;
  }

  private async build(): Promise<CatalogSnapshot> {
    const json = JSON.stringify({ ...(await loadCatalog(this.db)), site: this.site });
    const hash = createHash("sha256").update(json).digest("base64url").slice(0, 27);
    const [gz, br] = await Promise.all([
      gzipAsync(json, { level: 9 }),
      brotli(json, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    ]);
    return { json, etag: `"${hash}"`, gzip: gz, brotli: br };
  }
}
