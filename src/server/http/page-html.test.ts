import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { CatalogWithSite } from "#shared/catalog.ts";
import { headTags } from "./page-head-tags.ts";
import { type PageHtml, PageHtmlBuilder, type PageRenderer } from "./page-html.ts";

// A build as Vite writes it: index.html linking the panel's entry and its stylesheet, the shop's
// entry (its script and stylesheet), and the manifest.
const CSS = "body{color:#123}";
const SHOP_CSS = "body{color:#456}";
const INDEX = `<!doctype html><html lang="pt-BR"><head><title>Frosty</title><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="modulepreload" crossorigin href="/assets/panel-p1.js"><link rel="stylesheet" crossorigin href="/assets/index-c1.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true, imports: ["_panel.js"] },
  "_panel.js": { file: "assets/panel-p1.js" },
  // Its stylesheet comes with a chunk it imports (Vite puts a stylesheet two entries import in a
  // chunk of its own), not with the entry itself.
  "shop/entry-client.ts": { file: "assets/shop-s1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-r1.js", imports: ["_styles.js"] },
  "_styles.js": { file: "assets/styles-y1.js", css: ["assets/shop-c2.css"] },
  "shop/islands/cart-link.tsx": { file: "assets/cart-link-i1.js", imports: ["_react.js"] },
};

let webDir: string;
let t: TestApp;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "frosty-pages-"));
  mkdirSync(join(webDir, "assets"));
  mkdirSync(join(webDir, ".vite"));
  writeFileSync(join(webDir, "index.html"), INDEX);
  writeFileSync(join(webDir, "assets", "index-c1.css"), CSS);
  writeFileSync(join(webDir, "assets", "shop-c2.css"), SHOP_CSS);
  writeFileSync(join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDir, loadPageRenderer: async () => countingRenderer().renderer });
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
// app's own server entry in src/web/shop/server-rendering.test.ts; here a renderer of the same
// shape (countingRenderer) stands in for it.
describe("the HTML of a page", () => {
  it("is the shop's document on a shop page: its own script and stylesheet, inlined", async () => {
    const html = await page("/cardapio");
    expect(html).toContain(`<style>${SHOP_CSS}</style>`);
    expect(html).toContain('<script type="module" crossorigin src="/assets/shop-s1.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/react-r1.js">');
    expect(html).toContain("<main>/cardapio</main>");
    for (const panel of ["index-e1.js", "panel-p1.js", "index-c1.css", CSS, "shop-c2.css"]) {
      expect(html).not.toContain(panel);
    }
  });

  it("preloads the islands a shop page hydrates as it loads, beyond the shop's entry", async () => {
    const html = await page("/");
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/cart-link-i1.js">');
    expect(html.match(/react-r1\.js/g)).toHaveLength(1);
  });

  it("asks for the page's largest image before anything else: its scripts wait behind it", async () => {
    const html = await page("/produto/1");
    const image =
      '<link rel="preload" as="image" href="/images/products/1.svg" fetchpriority="high">';
    expect(html).toContain(image);
    expect(html.indexOf(image)).toBeLessThan(html.indexOf("<script"));
    expect(html.indexOf(image)).toBeLessThan(html.indexOf('rel="modulepreload"'));
    expect(await page("/cardapio")).not.toContain('rel="preload" as="image"');
  });

  it("is the panel's shell on a staff screen: index.html's entry and stylesheet", async () => {
    const html = await page("/admin/pedidos");
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).toContain('src="/assets/index-e1.js"');
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain("shop-s1.js");
    expect(html).not.toContain(SHOP_CSS);
  });
});

describe("a page that cannot be rendered", () => {
  it("answers a pt-BR error page (500), kept by nobody: the next request renders it again", async () => {
    const { renderer, renders } = countingRenderer();
    let failures = 1;
    const renderPage = renderer.renderPage;
    renderer.renderPage = async (path, catalog, origin) => {
      if (failures-- > 0) {
        renders.push(path);
        throw new Error("render failed");
      }
      return renderPage(path, catalog, origin);
    };
    const app = await createTestApp({ webDir, loadPageRenderer: async () => renderer });
    try {
      const failed = await app.request("/cardapio");
      expect(failed.status).toBe(500);
      expect(failed.headers.get("content-type")).toMatch(/^text\/html/);
      expect(failed.headers.get("cache-control")).toBe("no-store");
      expect(failed.headers.get("speculation-rules")).toBeNull();
      const html = await failed.text();
      expect(html).toContain('<html lang="pt-BR">');
      expect(html).toContain("<title>Algo deu errado | Frosty</title>");
      expect(html).toContain("<h1");
      expect(html).toContain("Tentar de novo");
      expect(html).toContain('<a href="/"');
      expect(html).toContain(`<style>${SHOP_CSS}</style>`);
      // No script: nothing on it to hydrate, and no client app to render the page instead.
      expect(html).not.toContain("<script");

      const next = await app.request("/cardapio");
      expect(next.status).toBe(200);
      expect(await next.text()).toContain("<main>/cardapio</main>");
      expect(renders).toEqual(["/cardapio", "/cardapio"]);
    } finally {
      await app.database.dispose();
    }
  });

  it("answers the error page while the server entry does not load, and loads it later", async () => {
    let loads = 0;
    const app = await createTestApp({
      webDir,
      loadPageRenderer: async () => {
        loads++;
        if (loads === 1) throw new Error("dist/ssr/entry-server.js is missing");
        return countingRenderer().renderer;
      },
    });
    try {
      const failed = await app.request("/produto/1");
      expect(failed.status).toBe(500);
      expect(await failed.text()).toContain("Algo deu errado");
      expect((await app.request("/cardapio")).status).toBe(200);
    } finally {
      await app.database.dispose();
    }
  });
});

describe("without a web build", () => {
  it("answers pages with the JSON 404, and serves the page once a build appears", async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), "frosty-no-build-"));
    const app = await createTestApp({
      webDir: emptyDir,
      loadPageRenderer: async () => countingRenderer().renderer,
    });
    try {
      const missing = await app.request("/cardapio");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/^application\/json/);

      writeFileSync(join(emptyDir, "index.html"), INDEX);
      const built = await app.request("/cardapio");
      expect(built.status).toBe(200);
      expect(await built.text()).toContain('<div id="root"><main>/cardapio</main>');
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
      if (path === "/") return { key: "200 /", path: "/" };
      if (/^\/cardapio\/?$/i.test(path)) return { key: "200 /cardapio", path: "/cardapio" };
      const id = /^\/produto\/([^/]+)\/?$/i.exec(path)?.[1];
      const known = (catalog as CatalogWithSite).products.some((product) => product.id === id);
      return known ? { key: `200 /produto/${id}`, path: `/produto/${id}` } : NOT_FOUND;
    },
    async renderPage(path) {
      renders.push(path);
      const status = path === NOT_FOUND.path ? 404 : 200;
      const islands = path === "/" ? ["cart-link"] : [];
      return {
        html: `<main>${path}</main>`,
        head: {
          title: path,
          description: "-",
          status,
          ...(path.startsWith("/produto/") && { lcpImage: "/images/products/1.svg" }),
        },
        islands,
      };
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
