import { readFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { productSeeds } from "#server/db/seed/products-data.ts";
import type { CatalogProduct } from "#shared/catalog.ts";
import { BoundedCache } from "./bounded-cache.ts";
import { OgImages } from "./og-images.ts";
import { PRODUCT_ART, textWidthEm, wrapText } from "./og-layout.ts";
import { type ArtSource, publicFileArt } from "./product-art.ts";

/** The repository's public/ folder: what the web build copies the illustrations from. */
const PUBLIC_DIR = join(import.meta.dirname, "../../../../public");

const products: CatalogProduct[] = productSeeds.slice(0, 4).map((seed) => ({
  ...seed,
  category: "Picolés Frosty",
  basePriceCents: 899,
  imageWidth: 240,
  imageHeight: 240,
  variations: [],
  addons: [],
  soldOut: false,
  kind: "flavour" as const,
  box: null,
}));
const catalog = { products, stores: [] };
const product = (index: number) => products[index] as CatalogProduct;

/** The colour at the centre of the product preview's art slot. */
async function artCentre(png: Buffer) {
  const { left, top, size } = PRODUCT_ART;
  const { data } = await sharp(png)
    .extract({ left: left + size / 2, top: top + size / 2 + 40, width: 1, height: 1 })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return [...data];
}

describe("OgImages", () => {
  it("draws a flavour from its SVG illustration, as a 1200×630 PNG", async () => {
    const images = new OgImages(publicFileArt(PUBLIC_DIR));
    const image = await images.product(product(0), catalog);
    expect(await sharp(image.png).metadata()).toMatchObject({
      format: "png",
      width: 1200,
      height: 630,
    });
    // Below the centre of Cajá's art is its orange body (#f7a928), not the brand's field.
    const [r, g, b] = await artCentre(image.png);
    expect(r).toBeGreaterThan(220);
    expect(g).toBeGreaterThan(140);
    expect(b).toBeLessThan(90);
    expect(image.etag).not.toBe((await images.site(catalog)).etag);
  });

  it("writes any name safely into its layout", async () => {
    const images = new OgImages(publicFileArt(PUBLIC_DIR));
    const odd = { ...product(1), name: `Picolé <de> "Umbu" & Cia ${"muito ".repeat(20)}longo` };
    const image = await images.product(odd, catalog);
    expect((await sharp(image.png).metadata()).width).toBe(1200);
  });

  it("draws again after a failed read, but not after a missing picture", async () => {
    const reads = new Map<string, number>();
    let fail = true;
    const files = publicFileArt(PUBLIC_DIR);
    const flaky: ArtSource = async (url) => {
      reads.set(url, (reads.get(url) ?? 0) + 1);
      if (fail && url === product(2).imageUrl) throw new Error("database unavailable");
      return files(url);
    };
    const images = new OgImages(flaky);
    const site = await images.site({ products: [product(0)], stores: [] });
    const whileDown = await images.product(product(2), { products: [product(0)], stores: [] });
    expect(whileDown.etag).toBe(site.etag);

    fail = false;
    const recovered = await images.product(product(2), { products: [product(0)], stores: [] });
    expect(recovered.etag).not.toBe(site.etag);
    expect(reads.get(product(2).imageUrl)).toBe(2);
    // Now kept: not read a third time.
    await images.product(product(2), { products: [product(0)], stores: [] });
    expect(reads.get(product(2).imageUrl)).toBe(2);

    // A picture that is not there is not looked for again.
    const missing = { ...product(3), imageUrl: "/images/products/nao-existe.svg" };
    const first = await images.product(missing, catalog);
    expect(first.etag).toBe((await images.site(catalog)).etag);
    await images.product(missing, catalog);
    expect(reads.get(missing.imageUrl)).toBe(1);
  });
});

describe("publicFileArt", () => {
  it("reads only the illustrations' folder", async () => {
    const art = publicFileArt(PUBLIC_DIR);
    expect(await art("/images/products/1.svg")).toEqual(
      readFileSync(join(PUBLIC_DIR, "images/products/1.svg")),
    );
    expect(await art("/images/products/nao-existe.svg")).toBeNull();
    expect(await art("/images/products/../../package.json")).toBeNull();
    expect(await art("/icons/icon.svg")).toBeNull();
    expect(await publicFileArt(undefined)("/images/products/1.svg")).toBeNull();
  });
});

describe("wrapText", () => {
  it("breaks at words, within the width, and ends what does not fit with an ellipsis", () => {
    expect(wrapText("Picolé de Coco Queimado", 8, 3)).toEqual(["Picolé de", "Coco", "Queimado"]);
    const lines = wrapText("Picolé de Coco Queimado com Doce de Leite e Castanha", 8, 2);
    expect(lines).toHaveLength(2);
    expect(lines[1]?.endsWith("…")).toBe(true);
    for (const line of lines) expect(textWidthEm(line)).toBeLessThanOrEqual(8);
    expect(wrapText("Supercalifragilisticexpialidoce", 5, 2)[0]?.endsWith("…")).toBe(true);
  });
});

describe("BoundedCache", () => {
  it("drops the least recently used entry past its capacity", () => {
    const cache = new BoundedCache<string, number>(2);
    cache.set("a", 1);
    cache.set("b", 2);
    expect(cache.get("a")).toBe(1);
    cache.set("c", 3);
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe(1);
    expect(cache.size).toBe(2);
    cache.deleteIf("a", 99);
    expect(cache.get("a")).toBe(1);
    cache.deleteIf("a", 1);
    expect(cache.get("a")).toBeUndefined();
  });
});
