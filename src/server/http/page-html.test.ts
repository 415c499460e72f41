import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { headTags } from "./page-head-tags.ts";
import { type PageHtml, PageHtmlBuilder, type PageRenderer } from "./page-html.ts";

// A build as Vite writes it: index.html linking the entry and the stylesheet, and the manifest.
const CSS = "body{color:#123}";
const INDEX = `<!doctype html><html lang="pt-BR"><head><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-c1.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true },
};

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

// What the server renders of each page (content, head, status, preloads) is tested with the web
// app's own server entry in src/web/server-rendering.test.ts; without that entry (here) every
// page is the shell the browser renders.
describe("the HTML of a page", () => {
  it("inlines the stylesheet instead of linking it", async () => {
    const html = await page("/");
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain("index-c1.css");
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

/**
 * A renderer with the shop's shape (the real one is tested in src/web/server-rendering.test.ts):
 * /cardapio and the catalogue's products are pages of their own, every other path the one 404;
 * /admin/* is the staff panel, the orders screen or else the dashboard. It counts its renders.
 */
function countingRenderer() {
  const renders: string[] = [];
  const renderer: PageRenderer = {
    pageModules(path) {
      if (!/^\/admin(\/|$)/i.test(path)) return { modules: [], staff: false };
      const screen = /^\/admin\/pedidos\/?$/i.test(path) ? "orders" : "dashboard";
      return {
        modules: ["panel/app/admin-routes.tsx", `panel/screens/${screen}.tsx`],
        staff: true,
      };
    },
    async pageKey(path, catalog) {
      if (/^\/cardapio\/?$/i.test(path)) return { key: "200 /cardapio", path: "/cardapio" };
      const id = /^\/produto\/([^/]+)\/?$/i.exec(path)?.[1];
      const known = (catalog as CatalogWithSite).products.some((product) => product.id === id);
      return known ? { key: `200 /produto/${id}`, path: `/produto/${id}` } : NOT_FOUND;
    },
    async renderPage(path) {
      renders.push(path);
      const status = path === NOT_FOUND.path ? 404 : 200;
      return { html: `<main>${path}</main>`, head: { title: path, description: "-", status } };
    },
  };
  return { renderer, renders };
}
const NOT_FOUND = { key: "404 /*", path: "/*" };

function builderWith(renderer: PageRenderer): PageHtmlBuilder {
  return new PageHtmlBuilder(webDir, t.catalog, {
    origin: "http://localhost:3000",
    loadRenderer: async () => renderer,
  });
}

async function keptPage(builder: PageHtmlBuilder, path: string): Promise<PageHtml> {
  const page = await builder.page(path);
  if (!page || "retryAfter" in page) throw new Error(`no page for ${path}`);
  return page;
}

describe("pages kept by page, not by path", () => {
  it("renders every made-up path as the one kept 404, once", async () => {
    const { renderer, renders } = countingRenderer();
    const pages = builderWith(renderer);
    const first = await keptPage(pages, "/zz-123");
    expect(first.status).toBe(404);
    for (const path of ["/produto/99999", "/lojas/abc", "/produto/abc", "/zz-124/x"]) {
      expect(await keptPage(pages, path), path).toBe(first);
    }
    expect(renders).toEqual(["/*"]);
    const html = first.html.body.toString("utf8");
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain("zz-123");
  });

  it("keeps a real page through a flood of made-up paths, whatever its spelling", async () => {
    const { renderer, renders } = countingRenderer();
    const pages = builderWith(renderer);
    const menu = await keptPage(pages, "/cardapio");
    const product = (await t.catalog.get()).products[0]?.id;
    const productPage = await keptPage(pages, `/produto/${product}`);
    for (let i = 0; i < 1000; i++) await pages.page(`/zz-${i}`);
    expect(await keptPage(pages, "/cardapio")).toBe(menu);
    expect(await keptPage(pages, "/CARDAPIO/")).toBe(menu);
    expect(await keptPage(pages, `/produto/${product}/`)).toBe(productPage);
    expect(renders).toEqual(["/cardapio", `/produto/${product}`, "/*"]);
  });

  it("works out a real page's key once, and remembers no made-up path", async () => {
    const { renderer } = countingRenderer();
    const asked: string[] = [];
    const pageKey = renderer.pageKey;
    renderer.pageKey = (path, catalog) => {
      asked.push(path);
      return pageKey(path, catalog);
    };
    const pages = builderWith(renderer);
    const menu = await keptPage(pages, "/cardapio");
    for (let i = 0; i < 3; i++) expect(await keptPage(pages, "/cardapio")).toBe(menu);
    await keptPage(pages, "/zz-1");
    await keptPage(pages, "/zz-1");
    await keptPage(pages, "/CARDAPIO");
    await keptPage(pages, "/CARDAPIO");
    expect(asked).toEqual(["/cardapio", "/zz-1", "/zz-1", "/CARDAPIO", "/CARDAPIO"]);
  });

  it("renders a page once for requests that come while it renders", async () => {
    const { renderer, renders } = countingRenderer();
    const pages = builderWith(renderer);
    const [a, b, c] = await Promise.all(
      ["/cardapio", "/cardapio/", "/Cardapio"].map((path) => keptPage(pages, path)),
    );
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(renders).toEqual(["/cardapio"]);
  });

  it("gives every /admin path the kept shell of its screen, an unknown one the dashboard's", async () => {
    const { renderer, renders } = countingRenderer();
    const pages = builderWith(renderer);
    const dashboard = await keptPage(pages, "/admin");
    for (const path of ["/admin/", "/admin/dashboard", "/admin/zz-1", "/admin/zz-2/x"]) {
      expect(await keptPage(pages, path), path).toBe(dashboard);
    }
    const orders = await keptPage(pages, "/admin/pedidos");
    expect(orders).not.toBe(dashboard);
    expect(await keptPage(pages, "/ADMIN/pedidos/")).toBe(orders);
    expect(renders).toEqual([]);
  });

  it("compresses a kept page once per encoding, and serves those same bytes after", async () => {
    const { renderer } = countingRenderer();
    const pages = builderWith(renderer);
    const menu = await keptPage(pages, "/cardapio");
    const gzip = await menu.html.encoded("gzip");
    expect(gunzipSync(gzip)).toEqual(menu.html.body);
    expect(await (await keptPage(pages, "/cardapio")).html.encoded("gzip")).toBe(gzip);
    const brotli = await menu.html.encoded("br");
    expect(brotliDecompressSync(brotli)).toEqual(menu.html.body);
    expect(await menu.html.encoded("br")).toBe(brotli);
  });
});

describe("a page's head", () => {
  it("names no address of its own on a page not to be indexed", () => {
    const head = { title: "Página não encontrada", description: "-", status: 404 };
    const tags = headTags(head, "https://frosty.example", "/zz-123");
    expect(tags).toContain('<meta name="robots" content="noindex">');
    expect(tags).not.toContain("zz-123");
    expect(tags).not.toContain("og:url");
    const own = headTags(
      { title: "Cardápio", description: "-" },
      "https://frosty.example",
      "/cardapio/",
    );
    expect(own).toContain('<link rel="canonical" href="https://frosty.example/cardapio">');
    expect(own).toContain('<meta property="og:url" content="https://frosty.example/cardapio">');
  });
});
