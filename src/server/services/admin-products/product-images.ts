import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { uploadedImages } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import {
  IMAGE_MESSAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_TYPES,
  type ProductImageType,
  UPLOADED_IMAGE_PREFIX,
} from "#shared/admin-products.ts";

export const imageErrors = {
  unsupportedType: () =>
    new ApiError(415, "unsupported_image_type", IMAGE_MESSAGES.unsupportedType),
  tooLarge: () => new ApiError(413, "image_too_large", IMAGE_MESSAGES.tooLarge),
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
 * Checks an upload and stores it once: the id is the sha256 of the bytes, so the same picture
 * uploaded twice is one row and one URL, and a URL never changes what it shows. The declared
 * type must be an allowed one and the bytes must really be of that type (a renamed HTML or
 * SVG file is refused), so the stored type is safe to serve as is.
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

  const id = createHash("sha256").update(bytes).digest("hex");
  await db
    .insert(uploadedImages)
    .values({ id, contentType: declaredType, bytes: Buffer.from(bytes), sizeBytes: bytes.length })
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
