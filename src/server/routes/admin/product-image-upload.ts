import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { ApiError, errorResponse } from "#server/http/errors.ts";
import { readJson } from "#server/http/validate.ts";
import { imageErrors } from "#server/services/admin-products/product-images.ts";
import { MAX_PRODUCT_IMAGE_BYTES } from "#shared/admin-products.ts";
import { z } from "#shared/zod-pt-br.ts";

/** The upload route's path: the app-wide 100 KB body limit leaves it to the limit below. */
export const PRODUCT_IMAGE_UPLOAD_PATH = "/api/admin/product-images";

/**
 * Room for the largest image in its largest encoding (base64 in JSON is 4/3 of the bytes) plus
 * a multipart envelope. The exact 10 MB check is made on the decoded bytes.
 */
const MAX_UPLOAD_BODY_BYTES = Math.ceil((MAX_PRODUCT_IMAGE_BYTES * 4) / 3) + 64 * 1024;

/** Runs after the admin guard, so nobody else gets to send (or make us read) a large body. */
export function productImageBodyLimit() {
  return bodyLimit({
    maxSize: MAX_UPLOAD_BODY_BYTES,
    onError: (c) => errorResponse(c, imageErrors.tooLarge()),
  });
}

export const jsonUploadSchema = z.object({
  contentType: z.string({ error: "Informe o tipo da imagem" }),
  base64: z
    .string({ error: "Envie a imagem em base64" })
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, "Envie a imagem em base64"),
});

export interface ImageUpload {
  /** The type the client declared; the service checks the bytes against it. */
  contentType: string;
  bytes: Uint8Array;
}

/**
 * An image arrives in one of three encodings: the raw bytes with the image's Content-Type (the
 * admin form and `curl --data-binary`), multipart/form-data with a `file` field (an HTML form,
 * `curl -F`), or JSON `{ contentType, base64 }` for clients that only speak JSON.
 */
export async function readImageUpload(c: Context): Promise<ImageUpload> {
  const header = (c.req.header("content-type") ?? "").toLowerCase();
  if (header.startsWith("multipart/form-data")) return readMultipart(c);
  if (/^application\/(.+\+)?json\b/.test(header)) {
    const { contentType, base64 } = await readJson(c, jsonUploadSchema);
    return { contentType, bytes: Buffer.from(base64, "base64") };
  }
  const contentType = header.split(";")[0]?.trim() ?? "";
  return { contentType, bytes: new Uint8Array(await c.req.arrayBuffer()) };
}

async function readMultipart(c: Context): Promise<ImageUpload> {
  let file: unknown;
  try {
    file = (await c.req.parseBody()).file;
  } catch {
    throw new ApiError(400, "invalid_multipart", "Envio de arquivo inválido");
  }
  if (!(file instanceof File)) {
    throw new ApiError(422, "validation_failed", "Escolha uma imagem", [
      { path: ["file"], message: "Escolha uma imagem" },
    ]);
  }
  return { contentType: file.type.toLowerCase(), bytes: new Uint8Array(await file.arrayBuffer()) };
}
