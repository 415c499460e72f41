import { createHash } from "node:crypto";
import type { Logger } from "#server/logger.ts";
import { type Catalog, type CatalogProduct, fromPriceCents } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { BoundedCache } from "./bounded-cache.ts";
import { PRODUCT_ART, productLayout, SITE_ART, siteLayout } from "./og-layout.ts";
import { type ArtSource, rasterizeArt } from "./product-art.ts";
import { type PlacedArt, renderOg } from "./render-og.ts";

export interface OgImage {
  png: Buffer;
  /** A strong ETag of the bytes. */
  etag: string;
}

/** What a rendering came to, and whether it may be kept (not after a read that failed). */
interface Rendered<T extends OgImage | null = OgImage | null> {
  /** null: the flavour's picture is missing or broken; the site's image stands in. */
  image: T;
  keep: boolean;
}

/** 29 flavours and the site, with room for renames and new pictures (≈ 60 KB each). */
const CAPACITY = 80;

/** How many flavours the site's preview shows. */
const SITE_FLAVOURS = SITE_ART.length;

/** A flavour's art read and drawn, or why not. */
type ArtOutcome = { png: Buffer } | { missing: true } | { failed: true };

/**
 * The shop's link previews (1200×630 PNG): one per flavour (its art, name and price on the
 * brand's colours) and the site's. Each is drawn once for what it shows (product id, picture,
 * name, price) and kept in memory, a bounded number of them; a changed product gets a new key
 * and the old image ages out. A flavour whose picture is missing or unreadable gets the site's
 * image rather than an error.
 */
export class OgImages {
  private readonly cache = new BoundedCache<string, Promise<Rendered>>(CAPACITY);

  constructor(
    private readonly art: ArtSource,
    private readonly logger?: Logger,
  ) {}

  site(catalog: Pick<Catalog, "products" | "stores">): Promise<OgImage> {
    const flavours = catalog.products.slice(0, SITE_FLAVOURS);
    const facts = `${catalog.products.length} sabores · ${catalog.stores.length} lojas`;
    const key = ["site", facts, ...flavours.map((product) => product.imageUrl)].join("\n");
    return this.memo(key, async () => {
      const outcomes = await Promise.all(
        flavours.map((product, index) => this.drawArt(product, SITE_ART[index]?.size ?? 0)),
      );
      const placed: PlacedArt[] = [];
      outcomes.forEach((outcome, index) => {
        const slot = SITE_ART[index];
        if (slot && "png" in outcome) placed.push({ png: outcome.png, slot });
      });
      const image = imageOf(await renderOg(siteLayout(facts), placed));
      return { image, keep: !outcomes.some((outcome) => "failed" in outcome) };
    });
  }

  async product(
    product: CatalogProduct,
    catalog: Pick<Catalog, "products" | "stores">,
  ): Promise<OgImage> {
    const priceText = formatBRL(fromPriceCents(product));
    const key = ["product", product.id, product.imageUrl, product.name, priceText].join("\n");
    const image = await this.memo(key, async () => {
      const outcome = await this.drawArt(product, PRODUCT_ART.size);
      if (!("png" in outcome)) return { image: null, keep: !("failed" in outcome) };
      const layout = productLayout(product.name, priceText);
      const png = await renderOg(layout, [{ png: outcome.png, slot: PRODUCT_ART }]);
      return { image: imageOf(png), keep: true };
    });
    return image ?? this.site(catalog);
  }

  private async drawArt(product: CatalogProduct, size: number): Promise<ArtOutcome> {
    let bytes: Buffer | null;
    try {
      bytes = await this.art(product.imageUrl);
    } catch (error) {
      this.logger?.warn({ err: error, productId: product.id }, "could not read a product picture");
      return { failed: true };
    }
    if (!bytes) return { missing: true };
    try {
      return { png: await rasterizeArt(bytes, size) };
    } catch (error) {
      // The same bytes will not draw any better later: remembered as missing.
      this.logger?.warn({ err: error, productId: product.id }, "a product picture did not draw");
      return { missing: true };
    }
  }

  /** One rendering per key at a time; a rendering that must not be kept is done again later. */
  private async memo<T extends OgImage | null>(
    key: string,
    render: () => Promise<Rendered<T>>,
  ): Promise<T> {
    // A key names one kind of rendering (a "site" key always holds an image).
    let pending = this.cache.get(key) as Promise<Rendered<T>> | undefined;
    if (!pending) {
      pending = render();
      this.cache.set(key, pending);
    }
    try {
      const rendered = await pending;
      if (!rendered.keep) this.cache.deleteIf(key, pending);
      return rendered.image;
    } catch (error) {
      this.cache.deleteIf(key, pending);
      throw error;
    }
  }
}

function imageOf(png: Buffer): OgImage {
  const hash = createHash("sha256").update(png).digest("base64url").slice(0, 27);
  return { png, etag: `"${hash}"` };
}
