import { describe, expect, it } from "vitest";
import type { Manifest } from "#server/http/page-chunks.ts";
import { type BuildFacts, evaluateBundle, type FetchedPage, pageLoads } from "./first-load.ts";

const KB = 1024;

/** A made-up build: the shop's script, React, two islands, one lazy part, and the panel. */
const MANIFEST: Manifest = {
  "shop/entry-client.ts": {
    file: "assets/shop.js",
    isEntry: true,
    imports: ["_react.js"],
    dynamicImports: ["shop/islands/cart-link.tsx", "shop/islands/product-form.tsx"],
  },
  "_react.js": { file: "assets/react.js" },
  "shop/islands/cart-link.tsx": { file: "assets/cart-link.js", imports: ["_react.js"] },
  "shop/islands/product-form.tsx": {
    file: "assets/product-form.js",
    imports: ["_react.js", "_price.js"],
    dynamicImports: ["_add-ons.js"],
  },
  "_price.js": { file: "assets/price.js" },
  "_add-ons.js": { file: "assets/add-ons.js" },
  "index.html": { file: "assets/panel.js", isEntry: true, imports: ["_react.js"] },
};

const SIZES: Record<string, number> = {
  "assets/shop.js": 5 * KB,
  "assets/react.js": 60 * KB,
  "assets/cart-link.js": 2 * KB,
  "assets/product-form.js": 8 * KB,
  "assets/price.js": 1 * KB,
  "assets/add-ons.js": 30 * KB,
  "assets/panel.js": 90 * KB,
};

function build(overrides: Partial<BuildFacts> = {}): BuildFacts {
  return {
    manifest: MANIFEST,
    modules: {
      "assets/shop.js": ["src/web/shop/entry-client.ts"],
      "assets/react.js": ["node_modules/react/index.js", "node_modules/react-dom/client.js"],
      "assets/cart-link.js": ["src/web/shop/islands/cart-link.tsx"],
      "assets/product-form.js": ["src/web/shop/islands/product-form.tsx"],
      "assets/price.js": ["src/web/lib/format.ts"],
      "assets/add-ons.js": ["src/web/shop/features/product/add-ons.tsx"],
      "assets/panel.js": ["src/web/panel/app/router.tsx", "node_modules/react-router/index.mjs"],
    },
    gzipBytes: (file) => SIZES[file] ?? 0,
    ...overrides,
  };
}

const document = (head: string, body = "") =>
  `<!doctype html><html><head><script type="module" crossorigin src="/assets/shop.js"></script>${head}</head><body>${body}</body></html>`;
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const cartLink = `<frosty-island data-island="cart-link" data-props="{}"><a href="/carrinho">Carrinho</a></frosty-island>`;

const PAGES: FetchedPage[] = [
  { name: "menu", path: "/cardapio", html: document(preload("assets/cart-link.js"), cartLink) },
  {
    name: "product",
    path: "/produto/1",
    html: document(
      preload("assets/cart-link.js") + preload("assets/product-form.js"),
      `${cartLink}<frosty-island data-island="product-form" data-props="{}"></frosty-island>`,
    ),
  },
];
const NAMES = ["menu", "product"];

describe("the bundle gate", () => {
  it("reads a page's scripts, preloads and the islands hydrated on load", () => {
    const html = document(
      preload("assets/a.js"),
      `${cartLink}<frosty-island data-island="store-picker" data-props="{}" data-hydrate="interaction"></frosty-island>`,
    );
    expect(pageLoads(html)).toEqual({
      files: ["assets/shop.js", "assets/a.js"],
      islands: ["cart-link"],
    });
  });

  it("passes pages under their budget, weighing the static imports but not the lazy parts", () => {
    const report = evaluateBundle(build(), PAGES, NAMES);
    expect(report.failures).toEqual([]);
    const product = report.pages.find((page) => page.name === "product");
    // shop 5 + react 60 + cart-link 2 + product-form 8 + price 1; the lazy add-ons not.
    expect(product?.bytes).toBe(76 * KB);
    expect(product?.budgetKb).toBe(85);
  });

  it("fails a catalogue page inflated over 85 KB", () => {
    const inflated = build({
      gzipBytes: (file) => (file === "assets/price.js" ? 11 * KB : (SIZES[file] ?? 0)),
    });
    const report = evaluateBundle(inflated, PAGES, NAMES);
    expect(report.failures).toEqual(["product (/produto/1): 86.0 KB > 85 KB"]);
  });

  it("counts an island hydrated on load even when the server did not preload it", () => {
    const unpreloaded = PAGES.map((page) =>
      page.name === "product"
        ? { ...page, html: page.html.replace(preload("assets/product-form.js"), "") }
        : page,
    );
    const report = evaluateBundle(build(), unpreloaded, NAMES);
    expect(report.pages.find((page) => page.name === "product")?.bytes).toBe(76 * KB);
  });

  it("fails a page whose first load reaches a panel module", () => {
    const leaking = build({
      modules: { ...build().modules, "assets/price.js": ["src/web/panel/features/orders/api.ts"] },
    });
    const report = evaluateBundle(leaking, PAGES, NAMES);
    expect(report.failures).toContain(
      "product (/produto/1) loads staff code: src/web/panel/features/orders/api.ts",
    );
    expect(report.pages.find((page) => page.name === "product")?.staff).toEqual([
      "src/web/panel/features/orders/api.ts",
    ]);
  });

  it("fails when an island's lazy part reaches React Router or TanStack Query", () => {
    const leaking = build({
      modules: {
        ...build().modules,
        "assets/add-ons.js": ["node_modules/@tanstack/query-core/build/modern/index.js"],
      },
    });
    const report = evaluateBundle(leaking, PAGES, NAMES);
    expect(report.failures).toEqual([
      "the shop's script or an island can load staff code: node_modules/@tanstack/query-core/build/modern/index.js",
    ]);
  });

  it("fails when a page of the table was not measured or a file is not in the module map", () => {
    const { "assets/cart-link.js": _, ...modules } = build().modules;
    const report = evaluateBundle(build({ modules }), PAGES, [...NAMES, "checkout"]);
    expect(report.failures).toContain("checkout: not measured");
    expect(report.failures).toContain(
      "assets/cart-link.js: not in the module map (run npm run build again)",
    );
  });
});
