import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedImages } from "#server/db/schema.ts";
import { readError } from "#server/testing/orders.ts";
import { productInput, solidPng } from "#server/testing/product-fixtures.ts";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import {
  type AdminProductDetail,
  MAX_PRODUCT_IMAGE_BYTES,
  type UploadedImage,
} from "#shared/admin-products.ts";
import type { Catalog } from "#shared/catalog.ts";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

const UPLOAD = "/api/admin/product-images";
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_BYTES = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
const WEBP_BYTES = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0, 0, 0]),
  Buffer.from("WEBPVP8L"),
  Buffer.alloc(14),
]);

function uploadRaw(bytes: Uint8Array, contentType?: string, browser = admin.browser) {
  return browser.request(UPLOAD, {
    method: "POST",
    body: new Uint8Array(bytes),
    headers: contentType ? { "content-type": contentType } : {},
  });
}

/** A PNG signature followed by filler: exactly `size` bytes. */
function pngOfSize(size: number): Buffer {
  const bytes = Buffer.alloc(size, 7);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

describe("POST /api/admin/product-images", () => {
  it("stores a PNG under its hash and serves it to anyone, cached for good", async () => {
    const png = solidPng(4, 4, [255, 128, 0]);
    const response = await uploadRaw(png, "image/png");
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as UploadedImage;
    expect(imageUrl).toBe(`/images/uploads/${sha256(png)}`);

    const image = await t.request(imageUrl);
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await image.arrayBuffer()).equals(png)).toBe(true);

    const etag = image.headers.get("etag") ?? "";
    const again = await t.request(imageUrl, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("keeps one copy of a picture uploaded twice", async () => {
    const png = solidPng(3, 2, [1, 2, 3]);
    const first = (await (await uploadRaw(png, "image/png")).json()) as UploadedImage;
    const second = (await (await uploadRaw(png, "image/png")).json()) as UploadedImage;
    expect(second).toEqual(first);
    const rows = await t.database.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(eq(uploadedImages.id, sha256(png)));
    expect(rows).toHaveLength(1);
  });

  it("takes JPEG and WebP too, with the declared charset or case ignored", async () => {
    for (const [bytes, type] of [
      [JPEG_BYTES, "image/jpeg"],
      [WEBP_BYTES, "IMAGE/WEBP; charset=binary"],
    ] as const) {
      const response = await uploadRaw(bytes, type);
      expect(response.status, type).toBe(201);
      const { imageUrl } = (await response.json()) as UploadedImage;
      const image = await t.request(imageUrl);
      expect(image.headers.get("content-type")).toBe(type.split(";")[0]?.toLowerCase());
    }
  });

  it("takes a multipart form with a file field", async () => {
    const png = solidPng(2, 2, [0, 200, 100]);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "sabor.png", { type: "image/png" }));
    const response = await admin.browser.request(UPLOAD, { method: "POST", body: form });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ imageUrl: `/images/uploads/${sha256(png)}` });

    const empty = new FormData();
    empty.set("nome", "sem arquivo");
    const missing = await admin.browser.request(UPLOAD, { method: "POST", body: empty });
    expect(missing.status).toBe(422);
    expect(await readError(missing)).toMatchObject({ message: "Escolha uma imagem" });

    const svg = new FormData();
    svg.set("file", new File(["<svg onload='alert(1)'/>"], "x.svg", { type: "image/svg+xml" }));
    expect((await admin.browser.request(UPLOAD, { method: "POST", body: svg })).status).toBe(415);
  });

  it("takes JSON with base64, and validates it", async () => {
    const png = solidPng(1, 3, [9, 9, 9]);
    const ok = await admin.browser.request(UPLOAD, {
      method: "POST",
      json: { contentType: "image/png", base64: png.toString("base64") },
    });
    expect(ok.status).toBe(201);
    const bad = await admin.browser.request(UPLOAD, {
      method: "POST",
      json: { contentType: "image/png", base64: "não é base64!" },
    });
    expect(bad.status).toBe(422);
    expect(await readError(bad)).toMatchObject({ message: "Envie a imagem em base64" });
  });

  it.each([
    ["an SVG (it can carry script)", "image/svg+xml", Buffer.from("<svg xmlns='x'/>")],
    ["a GIF", "image/gif", Buffer.from("GIF89a")],
    ["text", "text/plain", Buffer.from("olá")],
    ["no type at all", undefined, pngOfSize(100)],
  ])("refuses %s with 415", async (_, type, bytes) => {
    const response = await uploadRaw(bytes, type);
    expect(response.status).toBe(415);
    expect(await readError(response)).toEqual({
      code: "unsupported_image_type",
      message: "Envie uma imagem PNG, JPEG ou WebP",
    });
  });

  it.each([
    ["HTML sent as a PNG", "image/png", Buffer.from("<html><script>alert(1)</script></html>")],
    ["a PNG sent as a JPEG", "image/jpeg", solidPng(1, 1, [0, 0, 0])],
    ["a RIFF that is not WebP", "image/webp", Buffer.from("RIFF\0\0\0\0WAVEfmt ")],
  ])("refuses %s with 422: the bytes decide, not the header", async (_, type, bytes) => {
    const response = await uploadRaw(bytes, type);
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "invalid_image",
      message: "O arquivo não é uma imagem PNG, JPEG ou WebP válida",
    });
  });

  it("refuses an empty file with 422", async () => {
    const response = await uploadRaw(new Uint8Array(0), "image/png");
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({ code: "empty_image" });
  });

  it("takes exactly 1 MB, above the API's usual 100 KB, and refuses one byte more", async () => {
    const exact = await uploadRaw(pngOfSize(MAX_PRODUCT_IMAGE_BYTES), "image/png");
    expect(exact.status).toBe(201);
    const over = await uploadRaw(pngOfSize(MAX_PRODUCT_IMAGE_BYTES + 1), "image/png");
    expect(over.status).toBe(413);
    expect(await readError(over)).toEqual({
      code: "image_too_large",
      message: "A imagem deve ter no máximo 1 MB",
    });
    // The larger limit is this route's alone.
    const big = await admin.browser.request("/api/admin/products", {
      method: "POST",
      json: productInput({ description: "x".repeat(200 * 1024) }),
    });
    expect(big.status).toBe(413);
    expect(await readError(big)).toMatchObject({ code: "payload_too_large" });
  });

  it("stops reading a streamed body without a length once it passes the limit", async () => {
    const chunk = pngOfSize(256 * 1024);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 16) controller.close();
        else {
          sent += 1;
          controller.enqueue(new Uint8Array(chunk));
        }
      },
    });
    const response = await admin.browser.request(UPLOAD, {
      method: "POST",
      body,
      headers: { "content-type": "image/png" },
      duplex: "half",
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(sent).toBeLessThan(16);
  });

  it("answers anyone but an admin before reading the body", async () => {
    const anonymous = await uploadRaw(
      pngOfSize(2 * MAX_PRODUCT_IMAGE_BYTES),
      "image/png",
      new TestBrowser(t),
    );
    expect(anonymous.status).toBe(401);
    const staff = await signedInStaff(t);
    const member = await uploadRaw(solidPng(1, 1, [1, 1, 1]), "image/png", staff.browser);
    expect(member.status).toBe(403);
  });
});

describe("GET /images/uploads/:id", () => {
  it("answers an unknown or malformed id with 404", async () => {
    for (const id of ["a".repeat(64), "nao-existe", `${"A".repeat(64)}`]) {
      const response = await t.request(`/images/uploads/${id}`);
      expect(response.status, id).toBe(404);
      expect(await readError(response)).toMatchObject({ code: "not_found" });
    }
  });

  it("serves the image of a product staff created with it", async () => {
    const png = solidPng(8, 8, [200, 30, 90]);
    const { imageUrl } = (await (await uploadRaw(png, "image/png")).json()) as UploadedImage;
    const response = await admin.browser.request("/api/admin/products", {
      method: "POST",
      json: productInput({ imageUrl }),
    });
    expect(response.status).toBe(201);
    const created = (await response.json()) as AdminProductDetail;
    const catalog = (await (await t.request("/api/catalog")).json()) as Catalog;
    expect(catalog.products.find((product) => product.id === created.id)?.imageUrl).toBe(imageUrl);
    expect((await t.request(imageUrl)).status).toBe(200);
  });
});
