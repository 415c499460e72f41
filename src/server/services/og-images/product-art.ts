import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import type { Database } from "#server/db/client.ts";
import { loadUploadedImage } from "#server/services/admin-products/product-images.ts";
import { UPLOADED_IMAGE_PREFIX } from "#shared/admin-products.ts";

/**
 * A product's picture as bytes, from its catalogue `imageUrl`: the seeded illustrations are
 * files of the web build (public/images/products), staff uploads are rows in the database.
 * null: nothing there (a file the build lacks, an upload removed). Throws when the source could
 * not be read (the database is down): the caller should not remember that as "missing".
 */
export type ArtSource = (imageUrl: string) => Promise<Buffer | null>;

/** The only files read from disk: the illustrations' folder, names the admin schema allows. */
const PRODUCT_FILE = /^\/images\/products\/([A-Za-z0-9][A-Za-z0-9_-]*\.(?:svg|png|jpe?g|webp))$/;

export function productArtSource(db: Database, publicDir: string | undefined): ArtSource {
  const files = publicFileArt(publicDir);
  return async (imageUrl) => {
    if (!imageUrl.startsWith(UPLOADED_IMAGE_PREFIX)) return files(imageUrl);
    const image = await loadUploadedImage(db, imageUrl.slice(UPLOADED_IMAGE_PREFIX.length));
    return image?.bytes ?? null;
  };
}

/** The illustrations that ship with the web build, under `publicDir`/images/products. */
export function publicFileArt(publicDir: string | undefined): ArtSource {
  return async (imageUrl) => {
    const file = PRODUCT_FILE.exec(imageUrl)?.[1];
    if (!file || !publicDir) return null;
    try {
      return await readFile(join(publicDir, "images", "products", file));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw error;
    }
  };
}

/** Decoders we mean to run on product pictures (libvips reads many more). */
const ART_FORMATS = new Set(["svg", "png", "jpeg", "webp"]);
/** Product pictures are at most 4096 a side (admin-products.ts); an illustration is 240. */
const MAX_INPUT_PIXELS = 4096 * 4096;

/**
 * The picture as a `size`×`size` PNG cut to a disc (a staff photo is square; the illustrations
 * are drawn inside a disc already), its proportions kept. An SVG is drawn at the density that
 * gives that size, so it is sharp, not an enlarged 240-pixel raster. Throws on bytes that are
 * not a picture of an allowed format.
 */
export async function rasterizeArt(bytes: Buffer, size: number): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" } as const;
  const { format, width, height } = await sharp(bytes, options).metadata();
  if (!format || !ART_FORMATS.has(format) || !width || !height) {
    throw new Error(`not a product picture (${format ?? "unknown format"})`);
  }
  const density = format === "svg" ? Math.min(2400, (72 * size) / Math.max(width, height)) : 72;
  return (
    sharp(bytes, { ...options, density })
      // A photo fills its disc; an illustration is shown whole.
      .resize(size, size, {
        fit: format === "svg" ? "contain" : "cover",
        background: { r: 0, g: 0, b: 0, alpha: 0 },
      })
      .ensureAlpha()
      .composite([{ input: discMask(size), blend: "dest-in" }])
      .png()
      .timeout({ seconds: 10 })
      .toBuffer()
  );
}

const discMask = (size: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="${size / 2}" cy="${size / 2}" r="${size / 2}"/></svg>`,
  );
