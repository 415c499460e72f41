import { eq } from "drizzle-orm";
import { pino } from "pino";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { authSettingsFromEnv } from "#server/auth/settings.ts";
import { products, uploadedImages } from "#server/db/schema.ts";
import { storeUploadedImage } from "#server/services/admin-products/product-images.ts";
import { PRODUCT_ART } from "#server/services/og-images/og-layout.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

// The test app has no web build: the seeded illustrations are not there, so a flavour's
// preview is the site's until it gets an uploaded picture.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

const ORIGIN = "http://localhost:3000";

async function png(path: string) {
  const response = await t.request(path);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("image/png");
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes, etag: response.headers.get("etag") };
}

/** A solid-colour PNG, uploaded as staff would, set as the product's picture. */
async function giveUploadedPicture(productId: string, rgb: { r: number; g: number; b: number }) {
  const bytes = await sharp({ create: { width: 300, height: 300, channels: 3, background: rgb } })
    .png()
    .toBuffer();
  const { imageUrl } = await storeUploadedImage(t.database.db, "image/png", bytes);
  await t.database.db.update(products).set({ imageUrl }).where(eq(products.id, productId));
  t.catalog.invalidate();
}

describe("GET /og/site.png", () => {
  it("is a 1200×630 PNG, cached a day, revalidated by its ETag", async () => {
    const { response, bytes, etag } = await png("/og/site.png");
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(etag).toMatch(/^"[\w-]{27}"$/);

    // Some crawlers ask with HEAD first.
    const head = await t.request("/og/site.png", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/png");

    const again = await t.request("/og/site.png", { headers: { "If-None-Match": etag ?? "" } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });
});

describe("GET /og/produto/<id>.png", () => {
  it("falls back to the site's image when the flavour's picture is not there", async () => {
    const site = await png("/og/site.png");
    const product = await png("/og/produto/1.png");
    expect(product.etag).toBe(site.etag);
    expect(product.bytes.equals(site.bytes)).toBe(true);
  });

  it("falls back to the site's image when the picture does not decode", async () => {
    const id = "f".repeat(64);
    await t.database.db.insert(uploadedImages).values({
      id,
      contentType: "image/webp",
      bytes: Buffer.from("RIFF....WEBP not really"),
      sizeBytes: 23,
    });
    await t.database.db
      .update(products)
      .set({ imageUrl: `/images/uploads/${id}` })
      .where(eq(products.id, "3"));
    t.catalog.invalidate();
    const site = await png("/og/site.png");
    const product = await png("/og/produto/3.png");
    expect(product.etag).toBe(site.etag);
  });

  it("draws the flavour's picture, once, and again when its price changes", async () => {
    await giveUploadedPicture("2", { r: 0, g: 200, b: 0 });
    const first = await png("/og/produto/2.png");
    const meta = await sharp(first.bytes).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1200, height: 630 });
    expect(first.etag).not.toBe((await png("/og/site.png")).etag);
    // The picture sits in its slot: its centre is the upload's green.
    const { data } = await sharp(first.bytes)
      .extract({
        left: PRODUCT_ART.left + PRODUCT_ART.size / 2,
        top: PRODUCT_ART.top + PRODUCT_ART.size / 2,
        width: 1,
        height: 1,
      })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeLessThan(40);
    expect(data[1]).toBeGreaterThan(160);
    expect(data[2]).toBeLessThan(40);

    // Kept: the same bytes, not drawn again.
    const second = await png("/og/produto/2.png");
    expect(second.etag).toBe(first.etag);

    await t.database.db.update(products).set({ basePriceCents: 1234 }).where(eq(products.id, "2"));
    t.catalog.invalidate();
    const repriced = await png("/og/produto/2.png");
    expect(repriced.etag).not.toBe(first.etag);
  });

  it("answers 404 in the API's error shape for a flavour the catalogue does not have", async () => {
    for (const path of ["/og/produto/9999.png", "/og/produto/1", "/og/produto/1.jpg"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: "not_found", message: "Recurso não encontrado" },
      });
    }
  });
});

describe("GET /sitemap.xml", () => {
  it("lists every public page, each flavour and each store, by absolute URL", async () => {
    const response = await t.request("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();

    expect(xml).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">\n/,
    );
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    const body = xml.slice(xml.indexOf("\n<url>") + 1, xml.lastIndexOf("</urlset>")).trim();
    const entries = body.split("\n");
    // Nothing between the entries but entries: each a <url> with one <loc>.
    for (const entry of entries) expect(entry).toMatch(/^<url><loc>[^<>&"']+<\/loc><\/url>$/);
    const locs = entries.map((entry) => entry.replace(/^<url><loc>|<\/loc><\/url>$/g, ""));
    expect(new Set(locs).size).toBe(locs.length);
    for (const loc of locs) expect(loc.startsWith(`${ORIGIN}/`)).toBe(true);

    expect(locs.slice(0, 6)).toEqual(
      ["/", "/cardapio", "/sobre", "/lojas", "/privacidade", "/termos"].map((p) => ORIGIN + p),
    );
    // The 29 flavours and the two party boxes each have a page.
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/produto/`))).toHaveLength(31);
    expect(locs.filter((loc) => loc.startsWith(`${ORIGIN}/lojas/`))).toHaveLength(138);
    expect(locs).toContain(`${ORIGIN}/produto/29`);
    expect(locs).toContain(`${ORIGIN}/lojas/138`);
    expect(xml).not.toContain("/admin");
  });

  it("follows the catalogue: a flavour taken off sale leaves it", async () => {
    const before = await (await t.request("/sitemap.xml")).text();
    expect(before).toContain(`<loc>${ORIGIN}/produto/29</loc>`);
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, "29"));
    t.catalog.invalidate();
    try {
      const after = await (await t.request("/sitemap.xml")).text();
      expect(after).not.toContain(`<loc>${ORIGIN}/produto/29</loc>`);
      expect(after).toContain(`<loc>${ORIGIN}/produto/28</loc>`);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, "29"));
      t.catalog.invalidate();
    }
  });
});

describe("GET /robots.txt", () => {
  it("allows the shop, keeps private paths out and points to the sitemap", async () => {
    const response = await t.request("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=UTF-8");
    const lines = (await response.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    for (const path of ["/admin", "/checkout", "/carrinho", "/api/", "/pedido/", "/confirmacao"]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe("with PUBLIC_URL set", () => {
  it("writes that origin, not the request's, into the sitemap and robots.txt", async () => {
    const publicUrl = "https://loja.frosty.example";
    // A second app on the same database, configured as a deployment is.
    const { app } = createApp({
      db: t.database.db,
      logger: pino({ level: "silent" }),
      auth: authSettingsFromEnv(
        { PUBLIC_URL: publicUrl, PORT: 3000, NODE_ENV: "test", TRUSTED_PROXIES: "loopback" },
        "x".repeat(32),
      ),
    });
    const get = (path: string) => app.fetch(new Request(`http://evil.example${path}`));
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${publicUrl}/sitemap.xml`);
    const sitemap = await (await get("/sitemap.xml")).text();
    expect(sitemap).toContain(`<loc>${publicUrl}/produto/1</loc>`);
    expect(sitemap).not.toContain("evil.example");
    expect(sitemap).not.toContain("localhost");
  });
});
