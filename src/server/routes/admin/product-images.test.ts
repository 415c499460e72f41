import { createHash } from "node:crypto";
import { crc32, deflateSync } from "node:zlib";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadedImages } from "#server/db/schema.ts";
import { readError } from "#server/testing/orders.ts";
import { productInput, solidPng } from "#server/testing/product-fixtures.ts";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import {
  type AdminProductDetail,
  MAX_PRODUCT_IMAGE_BYTES,
  STORED_PRODUCT_IMAGE_SIDE,
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
const HTML = Buffer.from("<html><script>alert(1)</script></html>");

/** A real picture of one colour in the given format, made by the same library the server uses. */
function picture(format: "png" | "jpeg" | "webp", width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: { r: 90, g: 160, b: 30 } } })
    .toFormat(format)
    .toBuffer();
}

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

function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A well-formed PNG header claiming `width`×`height` with a few KB of pixel data: what a
 * decompression bomb's first bytes look like, without making the test build one.
 */
function pngClaiming(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from(PNG_SIGNATURE),
    pngChunk("IHDR", header),
    pngChunk("IDAT", deflateSync(Buffer.alloc(64 * 1024))),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A real PNG made exactly `size` bytes long by a text chunk before its end. */
function validPngOfSize(size: number): Buffer {
  const png = solidPng(2, 2, [40, 80, 120]);
  const end = png.length - 12; // the IEND chunk
  const text = Buffer.alloc(size - png.length - 12, "a");
  text.write("Comment\0");
  const padded = Buffer.concat([png.subarray(0, end), pngChunk("tEXt", text), png.subarray(end)]);
  expect(padded.length).toBe(size);
  return padded;
}

const sha256 = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

async function upload(bytes: Uint8Array, contentType: string): Promise<string> {
  const response = await uploadRaw(bytes, contentType);
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as UploadedImage).imageUrl;
}

/** What the shop serves at an upload's URL. */
async function served(imageUrl: string) {
  const response = await t.request(imageUrl);
  expect(response.status).toBe(200);
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, metadata: await sharp(bytes).metadata() };
}

describe("POST /api/admin/product-images", () => {
  it("stores a PNG re-encoded as WebP under its hash and serves it to anyone, cached for good", async () => {
    const png = solidPng(4, 4, [255, 128, 0]);
    const imageUrl = await upload(png, "image/png");
    const { response: image, bytes, metadata } = await served(imageUrl);
    expect(imageUrl).toBe(`/images/uploads/${sha256(bytes)}`);
    expect(bytes.equals(png)).toBe(false);
    expect(metadata).toMatchObject({ format: "webp", width: 4, height: 4 });
    expect(image.headers.get("content-type")).toBe("image/webp");
    expect(image.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(image.headers.get("x-content-type-options")).toBe("nosniff");
    const [row] = await t.database.db
      .select({ contentType: uploadedImages.contentType, sizeBytes: uploadedImages.sizeBytes })
      .from(uploadedImages)
      .where(eq(uploadedImages.id, sha256(bytes)));
    expect(row).toEqual({ contentType: "image/webp", sizeBytes: bytes.length });

    const etag = image.headers.get("etag") ?? "";
    const again = await t.request(imageUrl, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("keeps one copy of a picture uploaded twice", async () => {
    const png = solidPng(3, 2, [1, 2, 3]);
    const first = await upload(png, "image/png");
    const second = await upload(png, "image/png");
    expect(second).toBe(first);
    const rows = await t.database.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(eq(uploadedImages.id, first.slice("/images/uploads/".length)));
    expect(rows).toHaveLength(1);
  });

  it("takes JPEG and WebP too, with the declared charset or case ignored", async () => {
    for (const [bytes, type] of [
      [await picture("jpeg", 30, 20), "image/jpeg"],
      [await picture("webp", 20, 30), "IMAGE/WEBP; charset=binary"],
    ] as const) {
      const { response, metadata } = await served(await upload(bytes, type));
      expect(response.headers.get("content-type"), type).toBe("image/webp");
      expect(metadata.format).toBe("webp");
    }
  });

  it("takes a multipart form with a file field", async () => {
    const png = solidPng(2, 2, [0, 200, 100]);
    const form = new FormData();
    form.set("file", new File([new Uint8Array(png)], "sabor.png", { type: "image/png" }));
    const response = await admin.browser.request(UPLOAD, { method: "POST", body: form });
    expect(response.status).toBe(201);
    const { imageUrl } = (await response.json()) as UploadedImage;
    expect(imageUrl).toBe(await upload(png, "image/png"));

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
    ["a PNG signature followed by HTML", "image/png", Buffer.concat([pngOfSize(8), HTML])],
    [
      "a PNG header followed by HTML",
      "image/png",
      Buffer.concat([solidPng(8, 8, [1, 2, 3]).subarray(0, 33), HTML]),
    ],
    [
      "a JPEG header followed by HTML",
      "image/jpeg",
      Buffer.concat([
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10]),
        Buffer.from("JFIF\0"),
        HTML,
      ]),
    ],
    ["a PNG cut short", "image/png", solidPng(64, 64, [9, 8, 7]).subarray(0, 60)],
  ])("refuses %s with 422: the bytes decide, not the header", async (_, type, bytes) => {
    const response = await uploadRaw(bytes, type);
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "invalid_image",
      message: "O arquivo não é uma imagem PNG, JPEG ou WebP válida",
    });
  });

  it("keeps only the pixels of an image with HTML after its data", async () => {
    const png = Buffer.concat([solidPng(6, 6, [10, 20, 30]), HTML]);
    const { bytes, metadata } = await served(await upload(png, "image/png"));
    expect(metadata).toMatchObject({ format: "webp", width: 6, height: 6 });
    expect(bytes.includes("<script")).toBe(false);
    expect(bytes.includes("html")).toBe(false);
  });

  it.each([
    ["20000×20000", 20000, 20000],
    ["4097 pixels wide", 4097, 16],
    ["4097 pixels tall", 16, 4097],
  ])("refuses a PNG of %s with 422, from its header, before decoding it", async (_, w, h) => {
    const bomb = pngClaiming(w, h);
    expect(bomb.length).toBeLessThan(MAX_PRODUCT_IMAGE_BYTES);
    const started = performance.now();
    const response = await uploadRaw(bomb, "image/png");
    expect(performance.now() - started).toBeLessThan(2000);
    expect(response.status).toBe(422);
    expect(await readError(response)).toEqual({
      code: "image_dimensions_too_large",
      message: "A imagem deve ter no máximo 4096 × 4096 pixels",
    });
  });

  it("takes 4096×4096 and keeps it at the size the shop shows", async () => {
    const big = await picture("png", 4096, 4096);
    expect(big.length).toBeLessThan(MAX_PRODUCT_IMAGE_BYTES);
    const wide = await picture("jpeg", 3000, 1500);
    const small = await picture("png", 300, 200);
    expect((await served(await upload(big, "image/png"))).metadata).toMatchObject({
      width: STORED_PRODUCT_IMAGE_SIDE,
      height: STORED_PRODUCT_IMAGE_SIDE,
    });
    expect((await served(await upload(wide, "image/jpeg"))).metadata).toMatchObject({
      width: STORED_PRODUCT_IMAGE_SIDE,
      height: STORED_PRODUCT_IMAGE_SIDE / 2,
    });
    // A small picture is not enlarged.
    expect((await served(await upload(small, "image/png"))).metadata).toMatchObject({
      width: 300,
      height: 200,
    });
  });

  it("strips EXIF (GPS included) and XMP, keeping the photo upright", async () => {
    const photo = await sharp({
      create: { width: 40, height: 20, channels: 3, background: { r: 250, g: 200, b: 10 } },
    })
      .jpeg()
      .withExif({
        IFD0: { Make: "Frosty Cam" },
        IFD3: {
          GPSLatitudeRef: "S",
          GPSLatitude: "23/1 33/1 0/1",
          GPSLongitudeRef: "W",
          GPSLongitude: "46/1 38/1 0/1",
        },
      })
      .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF/></x:xmpmeta>')
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const original = await sharp(photo).metadata();
    // The GPS IFD's pointer tag (0x8825), in either byte order.
    const gpsTag = [Buffer.from([0x88, 0x25]), Buffer.from([0x25, 0x88])];
    expect(gpsTag.some((tag) => original.exif?.includes(tag))).toBe(true);
    expect(original.xmp).toBeDefined();
    expect(original.orientation).toBe(6);

    const { bytes, metadata } = await served(await upload(photo, "image/jpeg"));
    expect(metadata.exif).toBeUndefined();
    expect(metadata.xmp).toBeUndefined();
    expect(metadata.icc).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    // Orientation 6 is a quarter turn: the stored picture stands as the camera meant it.
    expect([metadata.width, metadata.height]).toEqual([20, 40]);
    expect(photo.includes("Frosty Cam")).toBe(true);
    for (const marker of ["Exif", "Frosty Cam", "xmpmeta"]) {
      expect(bytes.includes(marker), marker).toBe(false);
    }
  });

  it("takes a phone's photo of several MB as it comes, and keeps it shrunk", async () => {
    // A photo's grain: JPEG cannot squeeze noise, so 4 megapixels stay above 2 MB.
    const photo = await sharp({
      create: {
        width: 2400,
        height: 1800,
        channels: 3,
        background: { r: 128, g: 128, b: 128 },
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(2 * 1024 * 1024);
    expect(photo.length).toBeLessThan(MAX_PRODUCT_IMAGE_BYTES);
    const { bytes, metadata } = await served(await upload(photo, "image/jpeg"));
    expect(metadata).toMatchObject({
      format: "webp",
      width: STORED_PRODUCT_IMAGE_SIDE,
      height: 768,
    });
    expect(bytes.length).toBeLessThan(photo.length / 2);
  });

  it("refuses an empty file with 422", async () => {
    const response = await uploadRaw(new Uint8Array(0), "image/png");
    expect(response.status).toBe(422);
    expect(await readError(response)).toMatchObject({ code: "empty_image" });
  });

  it("takes exactly 10 MB, above the API's usual 100 KB, and refuses one byte more", async () => {
    const exact = await uploadRaw(validPngOfSize(MAX_PRODUCT_IMAGE_BYTES), "image/png");
    expect(exact.status).toBe(201);
    const over = await uploadRaw(pngOfSize(MAX_PRODUCT_IMAGE_BYTES + 1), "image/png");
    expect(over.status).toBe(413);
    expect(await readError(over)).toEqual({
      code: "image_too_large",
      message: "A imagem deve ter no máximo 10 MB",
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
        // 64 × 256 KB: past the limit (10 MB as base64, and room for an envelope).
        if (sent >= 64) controller.close();
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
    expect(sent).toBeLessThan(64);
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
    const imageUrl = await upload(solidPng(8, 8, [200, 30, 90]), "image/png");
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
