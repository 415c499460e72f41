// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { products } from "#server/db/schema.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { CATALOG_SCRIPT_ID } from "#shared/catalog.ts";

/**
 * The shop's pages as the server renders them: the real app on a real database, with the web
 * app's server entry (its source, as `vite build --ssr` builds it) and a build's index.html and
 * manifest as Vite writes them (the staff panel's entry, index.html, and the shop's own,
 * shop/entry-client.ts).
 */
const INDEX = `<!doctype html><html lang="pt-BR"><head><meta charset="UTF-8" /><title>Frosty — Picolés artesanais do Nordeste</title><meta
      name="description"
      content="Peça seus picolés" /><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-c1.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_react.js", "_router.js"] },
  "_react.js": { file: "assets/react-r1.js" },
  "_router.js": { file: "assets/router-o1.js" },
  // The shop's stylesheet comes with a chunk it imports, as Vite builds styles.css that both
  // entries import.
  "shop/entry-client.ts": {
    file: "assets/shop-s1.js",
    isEntry: true,
    imports: ["_react.js", "_styles.js"],
  },
  "_styles.js": { file: "assets/styles-y1.js", css: ["assets/shop-c2.css"] },
  "shop/islands/cart-link.tsx": { file: "assets/cart-link-i1.js", imports: ["_cart-store.js"] },
  "_cart-store.js": { file: "assets/cart-store-k1.js" },
  "shop/islands/product-form.tsx": {
    file: "assets/product-form-i2.js",
    imports: ["_react.js", "_cart-store.js", "_stepper.js"],
  },
  "_stepper.js": { file: "assets/stepper-s1.js" },
  "shop/islands/checkout.tsx": { file: "assets/checkout-i3.js", imports: ["_forms.js"] },
  "_forms.js": { file: "assets/forms-f1.js" },
  "panel/screens/login.tsx": { file: "assets/login-g1.js", dynamicImports: ["_auth-extra.js"] },
  "_auth-extra.js": { file: "assets/auth-extra-x1.js" },
  "panel/app/admin-routes.tsx": {
    file: "assets/admin-routes-a1.js",
    dynamicImports: ["panel/app/admin-layout.tsx", "panel/screens/orders.tsx"],
  },
  "panel/app/admin-layout.tsx": { file: "assets/admin-layout-a2.js" },
  "panel/screens/orders.tsx": { file: "assets/orders-a3.js" },
};

let webDir: string;
let t: TestApp;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), "frosty-ssr-"));
  webDir = join(dist, "web");
  mkdirSync(join(webDir, "assets"), { recursive: true });
  mkdirSync(join(webDir, ".vite"));
  writeFileSync(join(webDir, "index.html"), INDEX);
  writeFileSync(join(webDir, "assets", "index-c1.css"), "body{color:#123}");
  writeFileSync(join(webDir, "assets", "shop-c2.css"), "body{color:#456}");
  writeFileSync(join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDir, loadPageRenderer: () => import("#web/entry-server.tsx") });
});
afterAll(async () => {
  await t?.database.close();
  rmSync(join(webDir, ".."), { recursive: true, force: true });
});

async function page(path: string) {
  const response = await t.request(path);
  return { status: response.status, html: await response.text(), response };
}

/** The app's HTML inside #root, without the head. */
const rootOf = (html: string) => html.slice(html.indexOf('<div id="root">'));

describe("the shop's pages, rendered by the server", () => {
  it("sends a product page with its name, description, price and button in the HTML", async () => {
    const { status, html } = await page("/produto/3");
    expect(status).toBe(200);
    const [product] = await t.database.db.select().from(products).where(eq(products.id, "3"));
    const body = rootOf(html);
    expect(body).toContain(`>${product?.name}<`);
    expect(body).toContain(product?.description);
    expect(body).toMatch(/R\$\s*\d+,\d{2}/);
    expect(body).toContain("Adicionar ao pedido");
  });

  it("writes the page's own head: title, description, canonical, link previews, JSON-LD", async () => {
    const { html } = await page("/produto/3");
    const head = html.slice(0, html.indexOf("</head>"));
    const [product] = await t.database.db.select().from(products).where(eq(products.id, "3"));
    expect(head).toContain(`<title>${product?.name} | Frosty</title>`);
    // The build's default title and description are replaced, not repeated.
    expect(head.match(/<title>/g)).toHaveLength(1);
    expect(head.match(/name="description"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="canonical" href="http://localhost:3000/produto/3">');
    expect(head).toContain(
      '<meta property="og:image" content="http://localhost:3000/og/produto/3.png">',
    );
    expect(head).toContain('<meta property="og:type" content="product">');
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(head)?.[1];
    const data = JSON.parse(jsonLd ?? "{}");
    expect(data["@type"]).toBe("Product");
    expect(data.offers.priceCurrency).toBe("BRL");
  });

  it("carries the catalogue it was rendered from, for the browser to hydrate with", async () => {
    const { html } = await page("/cardapio");
    const script = new RegExp(
      `<script type="application/json" id="${CATALOG_SCRIPT_ID}">(.*?)</script>`,
    ).exec(html)?.[1];
    const embedded = JSON.parse(script ?? "null");
    const served = await (await t.request("/api/catalog")).json();
    expect(embedded).toEqual(served);
  });

  it("is the shop's document: its own script and stylesheet, no staff code", async () => {
    const { html } = await page("/cardapio");
    expect(html).toContain('<script type="module" crossorigin src="/assets/shop-s1.js"></script>');
    expect(html).toContain("<style>body{color:#456}</style>");
    expect(html).not.toContain("index-e1.js");
    expect(html).not.toContain("router-o1.js");
    expect(html).not.toContain("body{color:#123}");
    expect(html).not.toContain("admin");
  });

  it("preloads the islands the page hydrates as it loads, not the whole shop", async () => {
    const { html } = await page("/produto/3");
    const preloads = html.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
    for (const file of ["product-form-i2", "stepper-s1", "cart-link-i1", "cart-store-k1"]) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    // Once each, the shop entry's own chunks not again.
    expect(new Set(preloads).size).toBe(preloads.length);
    expect(html).not.toContain("checkout-i3.js");
    expect(html).not.toContain("forms-f1.js");
    expect(html).not.toContain("admin");
  });

  it("answers 404 for an unknown product, store or page, with a page that says so", async () => {
    const product = await page("/produto/9999");
    expect(product.status).toBe(404);
    expect(product.html).toContain('<meta name="robots" content="noindex">');
    expect((await page("/lojas/9999")).status).toBe(404);
    const unknown = await page("/nao-existe");
    expect(unknown.status).toBe(404);
    expect(rootOf(unknown.html)).toContain("404");
  });

  it("keeps one page per page, not per path: a made-up path is its route's one 404", async () => {
    const unknown = await page("/zz-123");
    expect(unknown.status).toBe(404);
    expect((await page("/zz-456/x")).html).toBe(unknown.html);
    expect((await page("/cardapio/zz-789")).html).toBe(unknown.html);
    expect(unknown.html).not.toContain("zz-123");
    const product = await page("/produto/zz-99999");
    expect(product.status).toBe(404);
    expect((await page("/produto/zz-abc/")).html).toBe(product.html);
    expect(product.html).not.toContain("zz-99999");
    expect(product.html).not.toContain('rel="canonical"');
    expect((await page("/lojas/zz-abc")).html).not.toContain("zz-abc");
    // Another spelling of a page is that page; an order's tracking is one frame for every order.
    expect((await page("/CARDAPIO/")).html).toBe((await page("/cardapio")).html);
    const tracking = await page("/pedido/ORD-zz-1");
    expect((await page("/pedido/ORD-zz-2")).html).toBe(tracking.html);
    expect(tracking.html).not.toContain("ORD-zz-1");
  });

  it("renders a store's page with its name and address", async () => {
    const { status, html } = await page("/lojas/1");
    expect(status).toBe(200);
    const catalog = await (await t.request("/api/catalog")).json();
    const store = catalog.stores.find((candidate: { id: string }) => candidate.id === "1");
    const body = rootOf(html).replace(/<!-- -->/g, "");
    expect(body).toContain(store.name);
    expect(body).toContain(store.address);
  });

  it("renders a new page once the catalogue changes, and the same bytes until then", async () => {
    const first = await page("/produto/5");
    expect((await page("/produto/5")).html).toBe(first.html);
    await t.database.db
      .update(products)
      .set({ name: "Picolé Renomeado" })
      .where(eq(products.id, "5"));
    t.catalog.invalidate();
    const renamed = await page("/produto/5");
    expect(rootOf(renamed.html)).toContain(">Picolé Renomeado<");
    expect(renamed.html).toContain("<title>Picolé Renomeado | Frosty</title>");
  });

  it("sends the cart's page as the frame, the cart itself left to the browser", async () => {
    const { status, html } = await page("/carrinho");
    expect(status).toBe(200);
    const body = rootOf(html);
    expect(body).toContain("<header");
    expect(body).toContain("<footer");
    // The frame (its heading) in the cart's island; neither an empty cart nor any line, which
    // only this browser knows.
    expect(body).toContain('data-island="cart"');
    expect(body).toContain(">Seu carrinho</h1>");
    expect(body).not.toContain("Seu carrinho está vazio");
    expect(body).not.toMatch(/R\$/);
  });

  it("sends the staff panel as the empty shell its app fills, with its screen preloaded", async () => {
    const { status, html } = await page("/admin/pedidos");
    expect(status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain("<title>Frosty — Picolés artesanais do Nordeste</title>");
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-e1.js">');
    expect(html).not.toContain("shop-s1.js");
    expect(html).toContain('href="/assets/admin-routes-a1.js"');
    expect(html).toContain('href="/assets/orders-a3.js"');
    expect(html).not.toContain(CATALOG_SCRIPT_ID);
  });

  it("gives the sign-in page its own chunk, none of its lazy parts, and no catalogue", async () => {
    const { html } = await page("/login");
    expect(html).toContain('href="/assets/login-g1.js"');
    expect(html).not.toContain("auth-extra-x1.js");
    expect(html).not.toContain(CATALOG_SCRIPT_ID);
  });

  it("escapes what comes from the catalogue into the head and the embedded catalogue", async () => {
    await t.database.db
      .update(products)
      .set({ name: 'Uva "</script><script>alert(1)</script>' })
      .where(eq(products.id, "7"));
    t.catalog.invalidate();
    const { html } = await page("/produto/7");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("<title>Uva &quot;&lt;/script&gt;&lt;script&gt;alert(1)");
  });
});
