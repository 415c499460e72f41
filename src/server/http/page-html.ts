import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Logger } from "#server/logger.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { CATALOG_SCRIPT_ID } from "#shared/catalog.ts";
import { KeptBody } from "./kept-body.ts";
import { entryChunks, type Manifest, pageOwnChunks } from "./page-chunks.ts";
import { headTags, lcpImageTag, type PageHeadData, scriptJson } from "./page-head-tags.ts";
import { isRefusal, type RenderAdmission, type RenderRefusal } from "./render-limits.ts";

/**
 * The HTML of a page of the web app. The shop's pages are documents rendered whole by the
 * server (their content, head and status, from the shop's table of pages through the web app's
 * server entry, src/web/entry-server.tsx, built into dist/ssr) with the catalogue they were
 * rendered from, and the browser hydrates only their islands; the staff panel's come as the
 * empty shell its client app fills. A page that cannot be rendered is an error page (500), never
 * a shell for the browser to render instead. Either way the stylesheet is inlined (no
 * render-blocking request) and the head says at once which modules the page needs
 * (modulepreload), so they load in parallel with the entry.
 * Pages are kept per catalogue version, under their page's key, not the request's path (every
 * made-up path is its route's one 404): a change of the catalogue (or a store opening) makes the
 * next request render afresh, and nothing else does. Each is compressed once, when first asked
 * for in an encoding (kept-body.ts).
 */

/** What the server entry of the web app offers (src/web/entry-server.tsx). */
export interface PageRenderer {
  renderPage(
    pathname: string,
    catalog: unknown,
    origin: string,
  ): Promise<{ html: string; head: PageHeadData; islands: string[] }>;
  pageModules(pathname: string): { modules: string[]; staff: boolean };
  /** Which kept page a shop path is ("200 /produto/3", "404 /*"), and the path to render it from. */
  pageKey(pathname: string, catalog: unknown): Promise<{ key: string; path: string }>;
}

interface Build {
  /**
   * The shop's document: index.html with the shop's script (SHOP_ENTRY) and stylesheet instead
   * of the panel's, and no title or description (each page writes its own).
   */
  shell: string;
  /** index.html as built (the site's title and description): the staff panel's shell. */
  clientShell: string;
  manifest: Manifest;
  /** The panel entry's chunks: every staff screen loads them already. */
  entryChunks: Set<string>;
  /** The shop entry's chunks: every shop page loads them already. */
  shopEntryChunks: Set<string>;
}

/** The shop's one script (src/web/shop/entry-client.ts), as Vite's manifest names it. */
export const SHOP_ENTRY = "shop/entry-client.ts";
/** The panel's entry, as Vite's manifest names it. */
const PANEL_ENTRY = "index.html";

export interface PageHtml {
  status: number;
  html: KeptBody;
  /**
   * A page of the shop (a document the browser may prerender, prefetch and keep in its
   * back/forward cache), not a staff screen's shell nor the error page.
   */
  shop: boolean;
}

/** The pages of one catalogue version, kept (or being rendered) by page key. */
interface Version {
  etag: string;
  /** The catalogue's answer, as embedded in each page, and parsed once for the renderer. */
  json: string;
  catalog: unknown;
  pages: Map<string, Promise<PageHtml>>;
  /**
   * The page key of each path spelled exactly as its page (/cardapio, /produto/3): working it
   * out walks the route table several times, the largest part of serving a kept page. Only such
   * paths are remembered, and the catalogue has a bounded number of them, so made-up paths
   * (which resolve to a route's pattern, never to themselves) can neither grow nor flush it.
   */
  keys: Map<string, string>;
}

/**
 * A guard, not a budget: keys come from the route table and the catalogue (a made-up path is
 * its route's one 404), so only a catalogue of more products and stores than this reaches it.
 */
const MAX_KEPT = 1000;

const ALWAYS: () => RenderAdmission = () => ({ release: () => undefined });

export class PageHtmlBuilder {
  private build: Build | null | undefined;
  private renderer: Promise<PageRenderer | null> | undefined;
  private version: Version | undefined;
  /** The staff panel's shells, one per screen: they do not depend on the catalogue. */
  private readonly shells = new Map<string, PageHtml>();

  constructor(
    private readonly webDir: string,
    private readonly catalog: Pick<CatalogCache, "get">,
    private readonly options: {
      /** Where absolute URLs (canonical, previews) point: PUBLIC_URL's origin. */
      origin: string;
      logger?: Logger;
      /** The web app's server entry; by default dist/ssr/entry-server.js beside webDir. */
      loadRenderer?: () => Promise<PageRenderer>;
    },
  ) {}

  /**
   * The page for a request path, rendered once per page and catalogue version and kept; null
   * when there is no web build (the API runs without one, e.g. in the API tests). A page not
   * kept yet is rendered only if `admit` lets it (render-limits.ts), else its refusal comes back.
   */
  async page(
    path: string,
    admit: () => RenderAdmission = ALWAYS,
  ): Promise<PageHtml | RenderRefusal | null> {
    const build = this.readBuild();
    if (!build) return null;
    try {
      return await this.renderedPage(build, path, admit);
    } catch {
      // Logged where it failed. Not kept: the next request renders the page again.
      return failedPage(build);
    }
  }

  private async renderedPage(
    build: Build,
    path: string,
    admit: () => RenderAdmission,
  ): Promise<PageHtml | RenderRefusal> {
    const renderer = await this.loadRenderer();
    if (!renderer) throw new Error("no server entry to render pages with");
    const { modules, staff } = renderer.pageModules(path);
    if (staff) return this.shell(build, modules);
    const version = await this.currentVersion();
    const known = version.pages.get(version.keys.get(path) ?? "");
    if (known) return known;
    let page: { key: string; path: string };
    try {
      page = await renderer.pageKey(path, version.catalog);
    } catch (error) {
      this.options.logger?.error({ err: error, path }, "could not tell which page a path is");
      throw error;
    }
    if (page.path === path && version.keys.size < MAX_KEPT) version.keys.set(path, page.key);
    const found = version.pages.get(page.key);
    if (found) return found;
    const admission = admit();
    if (isRefusal(admission)) return admission;
    const rendered = this.shopPage(build, renderer, page.path, version).finally(() =>
      admission.release(),
    );
    // Kept at once: requests for the page while it renders wait for this render. A failed
    // render is not kept: the next request renders the page again.
    if (version.pages.size >= MAX_KEPT) {
      version.pages.delete(version.pages.keys().next().value as string);
    }
    version.pages.set(page.key, rendered);
    rendered.catch(() => {
      if (version.pages.get(page.key) === rendered) version.pages.delete(page.key);
    });
    return rendered;
  }

  /**
   * A staff screen's shell: the same for every path of that screen (an unknown /admin path is
   * the dashboard's, and the client app says it is not found).
   */
  private shell(build: Build, modules: string[]): PageHtml {
    const key = modules.join(" ");
    let found = this.shells.get(key);
    if (!found) {
      found = staffPage(build, modules);
      this.shells.set(key, found);
    }
    return found;
  }

  /** The catalogue's current version: a new one drops every page of the last. */
  private async currentVersion(): Promise<Version> {
    const snapshot = await this.catalog.get();
    if (this.version?.etag !== snapshot.etag) {
      const { etag, json } = snapshot;
      this.version = { etag, json, catalog: JSON.parse(json), pages: new Map(), keys: new Map() };
    }
    return this.version;
  }

  private async shopPage(
    build: Build,
    renderer: PageRenderer,
    path: string,
    version: Version,
  ): Promise<PageHtml> {
    const { origin } = this.options;
    // From the page's own path, like the rest: the kept bytes are the page's, whoever asked.
    try {
      const { html, head, islands } = await renderer.renderPage(path, version.catalog, origin);
      // Each island hydrated on load: its module and what it imports, beyond the shop's entry.
      const preloads = islands.flatMap((name) =>
        chunkPreloads(build, `shop/islands/${name}.tsx`, build.shopEntryChunks, false),
      );
      const document = build.shell
        .replace(/<head>/, (tag) => tag + lcpImageTag(head))
        .replace(
          "</head>",
          `${headTags(head, origin, path)}${[...new Set(preloads)].join("")}</head>`,
        )
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${html}</div><script type="application/json" id="${CATALOG_SCRIPT_ID}">${scriptJson(version.json)}</script>`,
        );
      return kept(document, head.status ?? 200, true);
    } catch (error) {
      this.options.logger?.error({ err: error, path }, "could not render the page on the server");
      throw error;
    }
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
    const html = readFileSync(index, "utf8");
    this.build = {
      shell: inlineStylesheets(shopShell(html, manifest), this.webDir)
        .replace(/<title>[^<]*<\/title>\s*/, "")
        .replace(/<meta\s+name="description"[^>]*>\s*/, ""),
      clientShell: inlineStylesheets(html, this.webDir),
      manifest,
      entryChunks: entryChunks(manifest, PANEL_ENTRY),
      shopEntryChunks: entryChunks(manifest, SHOP_ENTRY),
    };
    return this.build;
  }

  private loadRenderer(): Promise<PageRenderer | null> {
    this.renderer ??= (
      this.options.loadRenderer?.() ?? importRenderer(join(dirname(this.webDir), "ssr"))
    ).catch((error: unknown) => {
      this.options.logger?.error({ err: error }, "the web app's server entry did not load");
      this.renderer = undefined;
      return null;
    });
    return this.renderer;
  }
}

async function importRenderer(ssrDir: string): Promise<PageRenderer> {
  const entry = join(ssrDir, "entry-server.js");
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run npm run build`);
  return (await import(pathToFileURL(entry).href)) as PageRenderer;
}

/** The staff panel's page: the shell, its own modules preloaded (none of their lazy parts). */
function staffPage(build: Build, modules: string[]): PageHtml {
  const preloads = [...new Set(modules.flatMap((module) => modulePreloads(build, module, false)))];
  return kept(build.clientShell.replace("</head>", `${preloads.join("")}</head>`), 200, false);
}

function kept(html: string, status: number, shop: boolean): PageHtml {
  return { status, html: new KeptBody(Buffer.from(html)), shop };
}

/**
 * The page a request gets when its page could not be rendered (the server entry missing or
 * failing): a document of its own, in the shop's style, with no script, that says so and offers
 * to try again. Status 500; never kept, by the server or the browser.
 */
function failedPage(build: Build): PageHtml {
  const html = build.shell
    .replace(/\s*<script type="module"[^>]*><\/script>/g, "")
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, "")
    .replace(
      "</head>",
      '<title>Algo deu errado | Frosty</title><meta name="robots" content="noindex"></head>',
    )
    .replace('<div id="root"></div>', () => FAILED_BODY);
  return kept(html, 500, false);
}

const BUTTON =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-full font-semibold transition-colors h-11 px-5 text-sm";
const FAILED_BODY = `<div id="root"><main class="min-h-dvh bg-cream"><section class="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center"><h1 class="font-extrabold text-3xl text-brand-700">Algo deu errado</h1><p class="mt-4 text-lg">Não conseguimos abrir esta página agora. Tente de novo em alguns instantes ou volte para o início.</p><div class="mt-8 flex flex-wrap justify-center gap-3"><a href="" class="${BUTTON} bg-brand-600 text-white hover:bg-brand-700">Tentar de novo</a><a href="/" class="${BUTTON} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50">Voltar para o início</a></div></section></main></div>`;

/** A page module's own chunks (page-chunks.ts) as preload links. */
function modulePreloads(build: Build, module: string, lazyParts: boolean): string[] {
  return chunkPreloads(build, module, build.entryChunks, lazyParts);
}

function chunkPreloads(
  build: Build,
  module: string,
  loaded: Set<string>,
  lazyParts: boolean,
): string[] {
  return pageOwnChunks(build.manifest, module, loaded, { lazyParts })
    .map((chunk) => build.manifest[chunk]?.file)
    .filter((file): file is string => Boolean(file))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`);
}

/**
 * index.html as the shop's document: the panel's script, preloads and stylesheet swapped for
 * the shop entry's (its script, the chunks it imports, their stylesheets).
 */
function shopShell(html: string, manifest: Manifest): string {
  const entry = manifest[SHOP_ENTRY];
  if (!entry) return html;
  const chunks = [...entryChunks(manifest, SHOP_ENTRY)];
  const imports = chunks
    .filter((key) => key !== SHOP_ENTRY)
    .map((key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]?.file}">`);
  // The stylesheet is a chunk's the entry imports (styles.css, shared with the panel), not the
  // entry's own: every chunk's, once each, so the page is styled before (and without) scripts.
  const css = new Set(chunks.flatMap((key) => manifest[key]?.css ?? []));
  const styles = [...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);
  return html
    .replace(/\s*<script type="module"[^>]*><\/script>/, "")
    .replace(/\s*<link rel="(modulepreload|stylesheet)"[^>]*>/g, "")
    .replace(
      "</head>",
      `<script type="module" crossorigin src="/${entry.file}"></script>${imports.join("")}${styles.join("")}</head>`,
    );
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
