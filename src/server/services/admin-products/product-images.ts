import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp, { type SharpOptions } from "sharp";
import type { Database } from "#server/db/client.ts";
import { uploadedImages } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  IMAGE_MESSAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  MAX_PRODUCT_IMAGE_SIDE,
  PRODUCT_IMAGE_TYPES,
  type ProductImageType,
  STORED_PRODUCT_IMAGE_SIDE,
  UPLOADED_IMAGE_PREFIX,
} from "#shared/admin-products.ts";

export const imageErrors = {
  unsupportedType: () =>
    new ApiError(415, "unsupported_image_type", IMAGE_MESSAGES.unsupportedType),
  tooLarge: () => new ApiError(413, "image_too_large", IMAGE_MESSAGES.tooLarge),
  tooManyPixels: () =>
    new ApiError(422, "image_dimensions_too_large", IMAGE_MESSAGES.tooManyPixels),
  empty: () => new ApiError(422, "empty_image", IMAGE_MESSAGES.empty),
  notAnImage: () => new ApiError(422, "invalid_image", IMAGE_MESSAGES.notAnImage),
  missing: () =>
    new ApiError(422, "unknown_image", "Imagem não encontrada. Envie a imagem de novo.", [
      { path: ["imageUrl"], message: "Imagem não encontrada. Envie a imagem de novo." },
    ]),
};

export function isProductImageType(value: string): value is ProductImageType {
  return (PRODUCT_IMAGE_TYPES as readonly string[]).includes(value);
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((byte, i) => bytes[at + i] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** The format the bytes really are, from their signature; null for anything else. */
export function sniffImageType(bytes: Uint8Array): ProductImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "image/webp";
  return null;
}

/**
 * How libvips may read an upload: the pixel count is checked against the header before any
 * pixel is decoded (a 20000×20000 PNG of a few KB is refused, not inflated), and any decoder
 * warning (a truncated or corrupt file) refuses the image.
 */
const DECODE_OPTIONS = {
  limitInputPixels: MAX_PRODUCT_IMAGE_SIDE * MAX_PRODUCT_IMAGE_SIDE,
  failOn: "warning",
} as const satisfies SharpOptions;

/** Slower than this is not a picture of a popsicle: a crafted file, refused as not an image. */
const ENCODE_TIMEOUT_SECONDS = 10;
const WEBP_QUALITY = 85;

const exceedsPixelLimit = (error: unknown) =>
  error instanceof Error && /pixel limit/i.test(error.message);

/**
 * The upload decoded and written anew: turned upright by its EXIF orientation, shrunk to the
 * size the shop shows, as WebP, with no metadata (EXIF, GPS, XMP, ICC profiles and comments
 * are dropped; colours are converted to sRGB) and nothing the original carried beside its
 * pixels (HTML or a script after the image data never reaches the stored file).
 */
export async function reencodeImage(
  declaredType: ProductImageType,
  bytes: Uint8Array,
): Promise<{ contentType: string; bytes: Buffer }> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    ({ format, width = 0, height = 0 } = await sharp(bytes, DECODE_OPTIONS).metadata());
  } catch (error) {
    throw exceedsPixelLimit(error) ? imageErrors.tooManyPixels() : imageErrors.notAnImage();
  }
  // Only the three decoders we mean to run (libvips could also read SVG, TIFF, HEIF…).
  if (`image/${format}` !== declaredType) throw imageErrors.notAnImage();
  if (width > MAX_PRODUCT_IMAGE_SIDE || height > MAX_PRODUCT_IMAGE_SIDE) {
    throw imageErrors.tooManyPixels();
  }
  try {
    const { data, info } = await sharp(bytes, DECODE_OPTIONS)
      .autoOrient()
      .resize(STORED_PRODUCT_IMAGE_SIDE, STORED_PRODUCT_IMAGE_SIDE, {
        fit: "inside",
        withoutEnlargement: true,
      })
      .webp({ quality: WEBP_QUALITY })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS })
      .toBuffer({ resolveWithObject: true });
    return { contentType: `image/${info.format}`, bytes: data };
  } catch (error) {
    throw exceedsPixelLimit(error) ? imageErrors.tooManyPixels() : imageErrors.notAnImage();
  }
}

/**
 * Checks an upload, re-encodes it and stores the result once: the id is the sha256 of the
 * stored bytes, so the same picture uploaded twice is one row and one URL, and a URL never
 * changes what it shows. The declared type must be an allowed one and the bytes must really be
 * of that type (a renamed HTML or SVG file is refused); the stored type is the re-encoding's,
 * never the client's.
 */
export async function storeUploadedImage(
  db: Database,
  declaredType: string,
  bytes: Uint8Array,
): Promise<{ imageUrl: string }> {
  if (!isProductImageType(declaredType)) throw imageErrors.unsupportedType();
  if (bytes.length === 0) throw imageErrors.empty();
  if (bytes.length > MAX_PRODUCT_IMAGE_BYTES) throw imageErrors.tooLarge();
  if (sniffImageType(bytes) !== declaredType) throw imageErrors.notAnImage();

  const image = await reencodeImage(declaredType, bytes);
  const id = createHash("sha256").update(image.bytes).digest("hex");
  await db
    .insert(uploadedImages)
    .values({
      id,
      contentType: image.contentType,
      bytes: image.bytes,
      sizeBytes: image.bytes.length,
    })
    .onConflictDoNothing();
  return { imageUrl: `${UPLOADED_IMAGE_PREFIX}${id}` };
}

export async function loadUploadedImage(
  db: Database,
  id: string,
): Promise<{ contentType: string; bytes: Buffer } | null> {
  if (!/^[0-9a-f]{64}$/.test(id)) return null;
  const [row] = await db
    .select({ contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id));
  return row ?? null;
}

/** A product may only point at an upload that exists (the seeded illustrations always do). */
export async function assertImageAvailable(db: Database, imageUrl: string): Promise<void> {
  if (!imageUrl.startsWith(UPLOADED_IMAGE_PREFIX)) return;
  const [row] = await db
    .select({ id: uploadedImages.id })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, imageUrl.slice(UPLOADED_IMAGE_PREFIX.length)));
  if (!row) throw imageErrors.missing();
}
