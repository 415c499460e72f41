import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { CatalogCache } from "#server/services/catalog.ts";
import {
  entryChunks,
  type Manifest,
  NOT_FOUND_MODULE,
  pageOwnChunks,
  SHOP_PAGES,
} from "./page-chunks.ts";

/**
 * The HTML of a client route: the built index.html, made faster to first paint on a slow
 * phone. Its stylesheet is inlined (no render-blocking request), and the head says at once
 * what the page will need, so the browser fetches it in parallel with the app's entry instead
 * of one after the other: the page's own lazy module (modulepreload), the catalogue every shop
 * page reads, and the image a product page or the menu shows first (its largest paint).
 */

interface Build {
  shell: string;
  manifest: Manifest;
  /** The entry's chunks: every page loads them already. */
  entryChunks: Set<string>;
}

/**
 * The staff's sign-in pages: their own module only (no catalogue, no product image, and for
 * every staff page, none of the parts a module loads lazily).
 */
const STAFF_PAGES: { path: RegExp; module: string }[] = [
  { path: /^\/login\/?$/, module: "routes/login.tsx" },
  { path: /^\/setup\/?$/, module: "routes/setup.tsx" },
  { path: /^\/convite\/[^/]+\/?$/, module: "routes/invitation.tsx" },
];

/**
 * The staff panel: its routes, its layout and the one screen the path shows (admin-routes.tsx),
 * not every screen the routes can load lazily. /admin and unknown screens show the dashboard.
 */
const ADMIN_PATH = /^\/admin(?:$|\/([^/]*))/;
const ADMIN_SCREENS: Record<string, string> = {
  dashboard: "routes/admin/dashboard.tsx",
  produtos: "routes/admin/products.tsx",
  pedidos: "routes/admin/orders.tsx",
  clientes: "routes/admin/customers.tsx",
  relatorios: "routes/admin/reports.tsx",
  marketing: "routes/admin/coupons.tsx",
  configuracoes: "routes/admin/settings.tsx",
};

function staffModules(path: string): string[] | undefined {
  const signIn = STAFF_PAGES.find((page) => page.path.test(path))?.module;
  if (signIn) return [signIn];
  const admin = ADMIN_PATH.exec(path);
  if (!admin) return undefined;
  const screen = ADMIN_SCREENS[admin[1] ?? ""] ?? "routes/admin/dashboard.tsx";
  return ["app/admin-routes.tsx", "app/admin-layout.tsx", screen];
}
const PRODUCT_PATH = /^\/produto\/([^/]+)\/?$/;
const MENU_PATH = /^\/cardapio\/?$/;

export interface PageHtml {
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

export class PageHtmlBuilder {
  private build: Build | null | undefined;
  private readonly built = new Map<string, PageHtml>();

  constructor(
    private readonly webDir: string,
    private readonly catalog: CatalogCache,
  ) {}

  /**
   * The page for a request path, built once per distinct head and kept compressed; null when
   * there is no web build (the API runs without one, e.g. in the API tests).
   */
  async page(path: string): Promise<PageHtml | null> {
    const build = this.readBuild();
    if (!build) return null;
    const staff = staffModules(path);
    const links = staff
      ? [...new Set(staff.flatMap((module) => modulePreloads(build, module, false)))]
      : await this.shopLinks(build, path);
    const key = links.join("");
    let page = this.built.get(key);
    if (!page) {
      // Distinct heads are few (one per page kind, one per product image): a bound keeps a
      // flood of made-up product ids from growing the map.
      if (this.built.size >= 500) this.built.clear();
      const html = Buffer.from(build.shell.replace("</head>", `${key}</head>`));
      page = {
        body: html,
        gzip: gzipSync(html, { level: 9 }),
        brotli: brotliCompressSync(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 9 },
        }),
      };
      this.built.set(key, page);
    }
    return page;
  }

  /** index.html (stylesheet inlined) and the manifest, read on the first page request. */
  private readBuild(): Build | null {
    if (this.build !== undefined) return this.build;
    const index = join(this.webDir, "index.html");
    if (!existsSync(index)) return null; // Looked for again next time: a build may appear.
    const manifestFile = join(this.webDir, ".vite", "manifest.json");
    const manifest: Manifest = existsSync(manifestFile)
      ? JSON.parse(readFileSync(manifestFile, "utf8"))
      : {};
    this.build = {
      shell: inlineStylesheets(readFileSync(index, "utf8"), this.webDir),
      manifest,
      entryChunks: entryChunks(manifest),
    };
    return this.build;
  }

  private async shopLinks(build: Build, path: string): Promise<string[]> {
    const module = SHOP_PAGES.find((page) => page.path.test(path))?.module ?? NOT_FOUND_MODULE;
    const links = modulePreloads(build, module);
    links.push('<link rel="preload" href="/api/catalog" as="fetch" crossorigin="anonymous">');
    const image = await this.firstImage(path);
    if (image) {
      links.push(
        `<link rel="preload" as="image" href="${escapeAttribute(image)}" fetchpriority="high">`,
      );
    }
    return links;
  }

  /** The product page's picture, or the menu's first one: what the page paints largest. */
  private async firstImage(path: string): Promise<string | undefined> {
    const productId = PRODUCT_PATH.exec(path)?.[1];
    if (!productId && !MENU_PATH.test(path)) return undefined;
    let products: readonly { id: string; imageUrl: string }[];
    try {
      products = (await this.catalog.get()).products;
    } catch {
      return undefined; // The page works without the hint; the catalogue's own request reports.
    }
    const product = productId ? products.find((p) => p.id === productId) : products[0];
    return product?.imageUrl;
  }
}

/** A page module's own chunks (page-chunks.ts) as preload links. */
function modulePreloads(build: Build, module: string, lazyParts = true): string[] {
  return pageOwnChunks(build.manifest, module, build.entryChunks, { lazyParts })
    .map((chunk) => build.manifest[chunk]?.file)
    .filter((file): file is string => Boolean(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/** index.html with every `<link rel="stylesheet">` of the build replaced by a `<style>`. */
function inlineStylesheets(html: string, webDir: string): string {
  return html.replace(
    /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
    (tag, file) => {
      const css = join(webDir, file);
      return existsSync(css) ? `<style>${readFileSync(css, "utf8")}</style>` : tag;
    },
  );
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
}
