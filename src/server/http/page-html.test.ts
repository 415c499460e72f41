import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

// A build as Vite writes it: index.html linking the entry and the stylesheet, and the manifest
// naming each route's lazy chunk and what it imports.
const CSS = "body{color:#123}";
const INDEX = `<!doctype html><html lang="pt-BR"><head><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-c1.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-r1.js" },
  "routes/menu.tsx": { file: "assets/menu-m1.js", imports: ["_react.js", "_tabs.js"] },
  "_tabs.js": { file: "assets/tabs-t1.js" },
  "routes/product.tsx": { file: "assets/product-p1.js", imports: ["_react.js"] },
  "routes/not-found.tsx": { file: "assets/not-found-n1.js" },
  "routes/checkout.tsx": {
    file: "assets/checkout-k1.js",
    imports: ["_react.js"],
    dynamicImports: ["features/checkout/checkout-form.tsx"],
  },
  "features/checkout/checkout-form.tsx": {
    file: "assets/checkout-form-f1.js",
    imports: ["_form-lib.js"],
    dynamicImports: ["shared/orders.ts"],
  },
  "_form-lib.js": { file: "assets/form-lib-l1.js" },
  "shared/orders.ts": { file: "assets/orders-o1.js" },
  "app/admin-routes.tsx": {
    file: "assets/admin-routes-a1.js",
    imports: ["_react.js"],
    dynamicImports: [
      "app/admin-layout.tsx",
      "routes/admin/dashboard.tsx",
      "routes/admin/products.tsx",
      "routes/admin/reports.tsx",
    ],
  },
  "app/admin-layout.tsx": { file: "assets/admin-layout-a2.js", imports: ["_react.js"] },
  "routes/admin/dashboard.tsx": { file: "assets/dashboard-d1.js", imports: ["_stat-card.js"] },
  "_stat-card.js": { file: "assets/stat-card-s1.js" },
  "routes/admin/products.tsx": { file: "assets/products-a3.js" },
  "routes/admin/reports.tsx": {
    file: "assets/reports-a4.js",
    dynamicImports: ["features/admin/reports/sales-chart.tsx"],
  },
  "features/admin/reports/sales-chart.tsx": { file: "assets/sales-chart-c1.js" },
};

const PRODUCT_ID = "3";
let webDir: string;
let t: TestApp;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "frosty-pages-"));
  mkdirSync(join(webDir, "assets"));
  mkdirSync(join(webDir, ".vite"));
  writeFileSync(join(webDir, "index.html"), INDEX);
  writeFileSync(join(webDir, "assets", "index-c1.css"), CSS);
  writeFileSync(join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.database.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

async function page(path: string, encoding?: string): Promise<string> {
  const response = await t.request(
    path,
    encoding ? { headers: { "Accept-Encoding": encoding } } : {},
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  if (encoding === "gzip") {
    expect(response.headers.get("content-encoding")).toBe("gzip");
    return gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
  }
  return response.text();
}

describe("the HTML of a client route", () => {
  it("inlines the stylesheet instead of linking it", async () => {
    const html = await page("/");
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain("index-c1.css");
  });

  it("preloads the menu's own chunks (not the entry's), the catalogue and the first product image", async () => {
    const html = await page("/cardapio", "gzip");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/menu-m1.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/tabs-t1.js">');
    expect(html).not.toContain('href="/assets/react-r1.js"');
    expect(html).toContain(
      '<link rel="preload" href="/api/catalog" as="fetch" crossorigin="anonymous">',
    );
    // The seeded catalogue: product 1 comes first on the menu.
    expect(html).toMatch(
      /<link rel="preload" as="image" href="\/images\/products\/1\.[a-z]+" fetchpriority="high">/,
    );
  });

  it("preloads what a page paints after its heading (its own lazy parts), not what they load later", async () => {
    const html = await page("/checkout");
    for (const file of ["checkout-k1.js", "checkout-form-f1.js", "form-lib-l1.js"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}">`);
    }
    expect(html).not.toContain("orders-o1.js");
  });

  it("preloads a product page's own picture, and nothing for an unknown product", async () => {
    expect(await page("/produto/7")).toMatch(/as="image" href="\/images\/products\/7\.[a-z]+"/);
    const unknown = await page("/produto/nao-existe");
    expect(unknown).not.toContain('as="image"');
    expect(unknown).toContain("/assets/product-p1.js");
  });

  it("gives staff pages their own chunk and no shop hints; unknown paths the 404's", async () => {
    const admin = await page("/admin/dashboard");
    expect(admin).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/admin-routes-a1.js">',
    );
    expect(admin).not.toContain("/api/catalog");
    expect(admin).not.toContain('as="image"');
    expect(await page("/qualquer/coisa")).toContain("/assets/not-found-n1.js");
  });

  const preloads = (html: string) =>
    [...html.matchAll(/rel="modulepreload" crossorigin href="\/assets\/([^"]+)"/g)].map(
      (match) => match[1],
    );

  it("preloads the staff panel's routes, layout and the one screen the path shows", async () => {
    const panel = ["admin-routes-a1.js", "admin-layout-a2.js"];
    expect(preloads(await page("/admin/dashboard"))).toEqual([
      ...panel,
      "dashboard-d1.js",
      "stat-card-s1.js",
    ]);
    expect(preloads(await page("/admin/produtos"))).toEqual([...panel, "products-a3.js"]);
    // A screen's lazy part (the reports' chart) waits for the screen.
    expect(preloads(await page("/admin/relatorios"))).toEqual([...panel, "reports-a4.js"]);
    // /admin and an unknown screen lead to the dashboard.
    expect(preloads(await page("/admin"))).toContain("dashboard-d1.js");
    expect(preloads(await page("/admin/nao-existe"))).toContain("dashboard-d1.js");
    // Not the panel: a shop path that only starts like it.
    expect(preloads(await page("/administrador"))).toEqual(["not-found-n1.js"]);
  });

  it("escapes what comes from the catalogue into the head", async () => {
    await t.database.db
      .update(products)
      .set({ imageUrl: '/images/x.svg"><script>alert(1)</script>' })
      .where(eq(products.id, PRODUCT_ID));
    t.catalog.invalidate();
    const html = await page(`/produto/${PRODUCT_ID}`);
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain('href="/images/x.svg&quot;>&lt;script>alert(1)&lt;/script>"');
  });
});

describe("without a web build", () => {
  it("answers client routes with the JSON 404, and serves the page once a build appears", async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), "frosty-no-build-"));
    const app = await createTestApp({ webDir: emptyDir });
    try {
      const missing = await app.request("/cardapio");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/^application\/json/);

      writeFileSync(join(emptyDir, "index.html"), INDEX);
      const built = await app.request("/cardapio");
      expect(built.status).toBe(200);
      expect(await built.text()).toContain('<div id="root">');
    } finally {
      await app.database.dispose();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
