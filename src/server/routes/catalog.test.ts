import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products, storeStock, stores } from "#server/db/schema.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { setStock } from "#server/testing/orders.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { Catalog } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import {
  CONTACTABLE_STORE_COUNT,
  countStoresByState,
  PRODUCT_COUNT,
  STORE_COUNT,
  STORES_PER_STATE,
} from "#shared/stores.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.database.dispose());

async function getCatalog(): Promise<{ response: Response; catalog: Catalog }> {
  const response = await t.request("/api/catalog");
  return { response, catalog: (await response.json()) as Catalog };
}

describe("GET /api/catalog", () => {
  it("lists the 29 seeded flavours with ids '1'..'29' at R$ 8,99", async () => {
    const { response, catalog } = await getCatalog();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
    const flavours = catalog.products.filter((p) => p.kind === "flavour");
    expect(flavours).toHaveLength(PRODUCT_COUNT);
    expect(flavours.map((p) => p.id)).toEqual(
      Array.from({ length: PRODUCT_COUNT }, (_, i) => String(i + 1)),
    );
    for (const product of flavours) {
      expect(product.basePriceCents).toBe(899);
      expect(formatBRL(product.basePriceCents)).toBe("R$ 8,99");
      expect(product.category).toBe("Picolés Frosty");
      expect(product.variations).toEqual([{ size: "medio", priceModifierCents: 0 }]);
      expect(product.addons).toEqual([]);
      expect(product.name).toMatch(/\S/);
      expect(product.description.length).toBeGreaterThan(20);
      expect(product.imageUrl).toBe(`/images/products/${product.id}.svg`);
      expect([product.imageWidth, product.imageHeight]).toEqual([240, 240]);
      expect(product.soldOut).toBe(false);
      expect(product.box).toBeNull();
    }
    expect(new Set(flavours.map((p) => p.name)).size).toBe(PRODUCT_COUNT);
  });

  it("lists the two seeded party boxes after the flavours, with their size, lead time and flavours", async () => {
    const { catalog } = await getCatalog();
    const everyFlavour = Array.from({ length: PRODUCT_COUNT }, (_, i) => String(i + 1));
    const boxes = catalog.products.filter((p) => p.kind === "box");
    expect(catalog.products.map((p) => p.id).slice(PRODUCT_COUNT)).toEqual(["30", "31"]);
    expect(
      boxes.map(({ id, name, category, basePriceCents, variations, soldOut, box }) => ({
        id,
        name,
        category,
        basePriceCents,
        variations,
        soldOut,
        box,
      })),
    ).toEqual([
      {
        id: "30",
        name: "Caixa Festa 20",
        category: "Caixas de festa",
        basePriceCents: 8_990,
        variations: [],
        soldOut: false,
        box: { size: 20, leadHours: 24, flavourIds: everyFlavour },
      },
      {
        id: "31",
        name: "Caixa Festa 50",
        category: "Caixas de festa",
        basePriceCents: 19_990,
        variations: [],
        soldOut: false,
        box: { size: 50, leadHours: 24, flavourIds: everyFlavour },
      },
    ]);
    // No stock row of its own: no store lists a box as one it cannot sell.
    for (const store of catalog.stores) {
      expect(store.unavailableProductIds).not.toContain("30");
    }
  });

  it("lists 138 stores with exactly the per-state spread", async () => {
    const { catalog } = await getCatalog();
    expect(catalog.stores).toHaveLength(STORE_COUNT);
    expect(catalog.stores.map((s) => s.id)).toEqual(
      Array.from({ length: STORE_COUNT }, (_, i) => String(i + 1)),
    );
    expect(countStoresByState(catalog.stores)).toEqual(STORES_PER_STATE);
    for (const store of catalog.stores) {
      expect(store.name).toMatch(/\S/);
      expect(store.address).toMatch(/\d/);
      expect(store.city).toMatch(/\S/);
      expect(store.state).toMatch(/^[A-Z]{2}$/);
      // A fresh install has every flavour in stock at every store (seed/stock-data.ts).
      expect(store.unavailableProductIds).toEqual([]);
    }
  });

  it("gives 19 contactable stores, one per area code, with coordinates and WhatsApp", async () => {
    const { catalog } = await getCatalog();
    const contactable = catalog.stores.filter((s) => s.contact !== null);
    expect(contactable).toHaveLength(CONTACTABLE_STORE_COUNT);
    const areaCodes = new Set<string>();
    for (const store of contactable) {
      const contact = store.contact;
      if (!contact) throw new Error("unreachable");
      expect(contact.whatsapp).toMatch(/^55\d{2}\d{8,9}$/);
      areaCodes.add(contact.whatsapp.slice(2, 4));
      // Inside Brazil's bounding box.
      expect(contact.lat).toBeGreaterThan(-34);
      expect(contact.lat).toBeLessThan(6);
      expect(contact.lng).toBeGreaterThan(-74);
      expect(contact.lng).toBeLessThan(-34);
    }
    expect(areaCodes.size).toBe(CONTACTABLE_STORE_COUNT);
  });

  it("answers 304 to a matching If-None-Match and 200 to a stale one", async () => {
    const { response } = await getCatalog();
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const cached = await t.request("/api/catalog", { headers: { "If-None-Match": `${etag}` } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe("");
    const weak = await t.request("/api/catalog", {
      headers: { "If-None-Match": `"other", W/${etag}` },
    });
    expect(weak.status).toBe(304);
    const stale = await t.request("/api/catalog", { headers: { "If-None-Match": '"stale"' } });
    expect(stale.status).toBe(200);
  });

  it("sends brotli or gzip bytes to clients that accept them", async () => {
    const plain = await (await t.request("/api/catalog")).text();
    const br = await t.request("/api/catalog", { headers: { "Accept-Encoding": "gzip, br" } });
    expect(br.headers.get("content-encoding")).toBe("br");
    const gz = await t.request("/api/catalog", { headers: { "Accept-Encoding": "gzip" } });
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    const { brotliDecompressSync, gunzipSync } = await import("node:zlib");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
  });

  it("leaves out inactive products and changes its ETag once invalidated", async () => {
    const before = (await getCatalog()).response.headers.get("etag");
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, "7"));
    t.catalog.invalidate();
    try {
      const { response, catalog } = await getCatalog();
      expect(catalog.products.map((p) => p.id)).not.toContain("7");
      expect(catalog.products.filter((p) => p.kind === "flavour")).toHaveLength(PRODUCT_COUNT - 1);
      expect(response.headers.get("etag")).not.toBe(before);
    } finally {
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, "7"));
      t.catalog.invalidate();
    }
  });

  it("lists per store the flavours it cannot sell now: none counted, none left, or switched off", async () => {
    await setStock(t, "3", 0, { storeId: "2" });
    await setStock(t, "4", 25, { storeId: "2", isAvailable: false });
    await t.database.db
      .delete(storeStock)
      .where(and(eq(storeStock.storeId, "2"), eq(storeStock.productId, "5")));
    // An inactive product is not in the catalogue at all, so no store lists it.
    await t.database.db.update(products).set({ isActive: false }).where(eq(products.id, "6"));
    await setStock(t, "6", 0, { storeId: "2" });
    t.catalog.invalidate();
    try {
      const { catalog } = await getCatalog();
      const store = (id: string) => catalog.stores.find((s) => s.id === id);
      expect(store("2")?.unavailableProductIds).toEqual(["3", "4", "5"]);
      expect(store("3")?.unavailableProductIds).toEqual([]);
      // Out at one store is not sold out: other stores still sell them.
      expect(catalog.products.filter((p) => p.soldOut)).toEqual([]);
    } finally {
      await setStock(t, "3", 100, { storeId: "2" });
      await setStock(t, "4", 100, { storeId: "2", isAvailable: true });
      await setStock(t, "5", 100, { storeId: "2" });
      await t.database.db.update(products).set({ isActive: true }).where(eq(products.id, "6"));
      await setStock(t, "6", 100, { storeId: "2" });
      t.catalog.invalidate();
    }
  });

  it("marks a product sold out when no store on the site can sell it", async () => {
    const onSite = await t.database.db
      .select({ id: stores.id })
      .from(stores)
      .where(eq(stores.isActive, true));
    await t.database.db
      .update(storeStock)
      .set({ isAvailable: false })
      .where(eq(storeStock.productId, "8"));
    t.catalog.invalidate();
    try {
      const { catalog } = await getCatalog();
      expect(catalog.products.find((p) => p.id === "8")?.soldOut).toBe(true);
      expect(catalog.products.find((p) => p.id === "9")?.soldOut).toBe(false);
      const listing = catalog.stores.filter((s) => s.unavailableProductIds.includes("8"));
      expect(listing).toHaveLength(onSite.length);
    } finally {
      await t.database.db
        .update(storeStock)
        .set({ isAvailable: true })
        .where(eq(storeStock.productId, "8"));
      t.catalog.invalidate();
    }
  });
});

describe("the unit caps", () => {
  it("are the limits in force: the server's defaults, then the saved ones", async () => {
    expect((await getCatalog()).catalog.orderLimits).toEqual({
      maxUnitsPerLine: GENEROUS_ORDER_LIMITS.maxUnitsPerLine,
      maxUnitsPerOrder: GENEROUS_ORDER_LIMITS.maxUnitsPerOrder,
    });
    await writeStoredSettings(t.database.db, {
      order_limits: { ...GENEROUS_ORDER_LIMITS, maxUnitsPerLine: 6, maxUnitsPerOrder: 12 },
    });
    t.catalog.invalidate();
    try {
      expect((await getCatalog()).catalog.orderLimits).toEqual({
        maxUnitsPerLine: 6,
        maxUnitsPerOrder: 12,
      });
    } finally {
      await writeStoredSettings(t.database.db, { order_limits: null });
      t.catalog.invalidate();
    }
  });
});

describe("the site's contact details", () => {
  it("come with the catalogue, fictitious by default", async () => {
    const response = await t.request("/api/catalog");
    const { site } = (await response.json()) as {
      site: import("#shared/catalog.ts").SiteConfig;
    };
    expect(site.phones).toHaveLength(2);
    expect(site.social).toHaveLength(6);
    expect(site.defaultWhatsapp).toMatch(/^55\d{11}$/);
    expect(site.supportEmail).toMatch(/example\.com$/);
    expect(new URL(site.chatUrl).searchParams.has("token")).toBe(true);
  });
});
