import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Logger } from "#server/logger.ts";
import type { CatalogCache, CatalogSnapshot } from "#server/services/catalog.ts";
import { CATALOG_SCRIPT_ID } from "#shared/catalog.ts";
import { entryChunks, type Manifest, pageOwnChunks } from "./page-chunks.ts";
import { headTags, type PageHeadData, scriptJson } from "./page-head-tags.ts";

/**
 * The HTML of a page of the web app. The shop's pages come rendered by the server (their
 * content, head and status, from the web app's own route table through its server entry,
 * src/web/entry-server.tsx, built into dist/ssr) with the catalogue they were rendered from,
 * and the browser hydrates them; the staff panel's come as the empty shell its client app fills.
 * Either way the stylesheet is inlined (no render-blocking request) and the head says at once
 * which modules the page needs (modulepreload), so they load in parallel with the entry.
 * Pages are kept rendered and compressed per catalogue version: a change of the catalogue (or a
 * store opening) makes the next request render afresh.
 */

/** What the server entry of the web app offers (src/web/entry-server.tsx). */
export interface PageRenderer {
  renderPage(
    pathname: string,
    catalog: unknown,
    origin: string,
  ): Promise<{ html: string; head: PageHeadData }>;
  pageModules(pathname: string): { modules: string[]; staff: boolean };
}

interface Build {
  /** index.html for a server-rendered page: the page writes its own title and description. */
  shell: string;
  /** index.html as built (the site's title and description), for a page the browser renders. */
  clientShell: string;
  manifest: Manifest;
  /** The entry's chunks: every page loads them already. */
  entryChunks: Set<string>;
}

export interface PageHtml {
  status: number;
  body: Buffer;
  gzip: Buffer;
  brotli: Buffer;
}

/** Distinct pages kept: every shop page and product, with room for made-up paths. */
const MAX_KEPT = 1000;

export class PageHtmlBuilder {
  private build: Build | null | undefined;
  private renderer: Promise<PageRenderer | null> | undefined;
  private readonly kept = new Map<string, PageHtml>();
  private keptVersion = "";

  constructor(
    private readonly webDir: string,
    private readonly catalog: CatalogCache,
    private readonly options: {
      /** Where absolute URLs (canonical, previews) point: PUBLIC_URL's origin. */
      origin: string;
      logger?: Logger;
      /** The web app's server entry; by default dist/ssr/entry-server.js beside webDir. */
      loadRenderer?: () => Promise<PageRenderer>;
    },
  ) {}

  /**
   * The page for a request path, rendered once per catalogue version and kept compressed; null
   * when there is no web build (the API runs without one, e.g. in the API tests).
   */
  async page(path: string): Promise<PageHtml | null> {
    const build = this.readBuild();
    if (!build) return null;
    const renderer = await this.loadRenderer();
    const { modules, staff } = renderer?.pageModules(path) ?? { modules: [], staff: true };
    if (staff) return this.keep(`staff:${path}`, () => staffPage(build, modules));
    const snapshot = await this.catalog.get();
    if (snapshot.etag !== this.keptVersion) {
      this.kept.clear();
      this.keptVersion = snapshot.etag;
    }
    return this.keep(path, () =>
      this.shopPage(build, renderer as PageRenderer, path, modules, snapshot),
    );
  }

  private async keep(key: string, make: () => Promise<PageHtml> | PageHtml): Promise<PageHtml> {
    const found = this.kept.get(key);
    if (found) return found;
    const page = await make();
    // A flood of made-up paths must not grow the map: the oldest goes first.
    if (this.kept.size >= MAX_KEPT) this.kept.delete(this.kept.keys().next().value as string);
    this.kept.set(key, page);
    return page;
  }

  private async shopPage(
    build: Build,
    renderer: PageRenderer,
    path: string,
    modules: string[],
    snapshot: CatalogSnapshot,
  ): Promise<PageHtml> {
    const { origin } = this.options;
    const preloads = modules.flatMap((module) => modulePreloads(build, module, true));
    try {
      const catalog: unknown = JSON.parse(snapshot.json);
      const { html, head } = await renderer.renderPage(path, catalog, origin);
      const document = build.shell
        .replace(
          "</head>",
          `${headTags(head, origin, path)}${[...new Set(preloads)].join("")}</head>`,
        )
        .replace(
          '<div id="root"></div>',
          () =>
            `<div id="root">${html}</div><script type="application/json" id="${CATALOG_SCRIPT_ID}">${scriptJson(snapshot.json)}</script>`,
        );
      return compressed(document, head.status ?? 200);
    } catch (error) {
      // The browser can still render the page itself: better than no page.
      this.options.logger?.error({ err: error, path }, "could not render the page on the server");
      return compressed(build.clientShell.replace("</head>", `${preloads.join("")}</head>`), 200);
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
    const clientShell = inlineStylesheets(readFileSync(index, "utf8"), this.webDir);
    this.build = {
      shell: clientShell
        .replace(/<title>[^<]*<\/title>\s*/, "")
        .replace(/<meta\s+name="description"[^>]*>\s*/, ""),
      clientShell,
      manifest,
      entryChunks: entryChunks(manifest),
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
  return compressed(build.clientShell.replace("</head>", `${preloads.join("")}</head>`), 200);
}

function compressed(html: string, status: number): PageHtml {
  const body = Buffer.from(html);
  return {
    status,
    body,
    gzip: gzipSync(body, { level: 9 }),
    brotli: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
  };
}

/** A page module's own chunks (page-chunks.ts) as preload links. */
function modulePreloads(build: Build, module: string, lazyParts: boolean): string[] {
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
