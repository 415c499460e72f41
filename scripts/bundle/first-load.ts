/**
 * The bundle gate's rules (issue 27 §2), apart from the build and the server so a test can feed
 * them a made-up build: what a shop page loads first, what it weighs, and whether any staff code
 * is within the shop's reach.
 *
 * A page's first load is read from its HTML as the server sends it: every module script and
 * every `<link rel="modulepreload">`, plus the module of every island hydrated as the page loads
 * (a `<frosty-island>` without data-hydrate, in case the server did not preload it), each with
 * every chunk it imports statically (the browser fetches those before running it). Its weight is
 * the sum of those files gzipped (level 9), react-dom included.
 */
import { type Manifest, reachableChunks, staticClosure } from "#server/http/page-chunks.ts";
import type { ModuleMap } from "./module-map.ts";

/** The pages a customer browses the catalogue on: the tighter budget. */
export const CATALOGUE_PAGES: readonly string[] = [
  "home",
  "menu",
  "product",
  "about",
  "stores",
  "store",
];
export const CATALOGUE_BUDGET_KB = 85;
/** Every other shop page, the checkout included. */
export const OTHER_BUDGET_KB = 100;

/** The shop's one script in Vite's manifest (src/web/shop/entry-client.ts). */
export const SHOP_ENTRY = "shop/entry-client.ts";

/**
 * Staff code, which no shop page may ever load: the panel's tree, its sign-in client and the
 * client app's router and data layer (the shop has neither).
 */
export const STAFF_MODULE =
  /^src\/web\/panel\/|node_modules\/(better-auth|@better-auth|better-call|react-router|@tanstack\/(react-query|query-core))\//;

/** A catalogue page the budgets name but the shop's table does not (renamed?): an error. */
export function unknownCataloguePages(pageNames: readonly string[]): string[] {
  return CATALOGUE_PAGES.filter((name) => !pageNames.includes(name));
}

export function budgetKb(page: string): number {
  return CATALOGUE_PAGES.includes(page) ? CATALOGUE_BUDGET_KB : OTHER_BUDGET_KB;
}

export interface FetchedPage {
  /** The page's name in the shop's table (src/web/shop/pages.ts). */
  name: string;
  /** The path it was fetched from. */
  path: string;
  html: string;
}

export interface BuildFacts {
  manifest: Manifest;
  /** Which source modules each JavaScript file holds (module-map.ts). */
  modules: ModuleMap;
  /** A file of the build (assets/x.js), gzipped at level 9, in bytes. */
  gzipBytes(file: string): number;
}

export interface PageReport {
  name: string;
  path: string;
  /** Manifest keys of everything the page loads first. */
  chunks: string[];
  bytes: number;
  budgetKb: number;
  /** Staff modules in the page's first load. */
  staff: string[];
}

export interface BundleReport {
  pages: PageReport[];
  /** Staff modules the shop's script can ever load (every island and its lazy parts). */
  shopStaff: string[];
  failures: string[];
}

/** The module scripts, module preloads and islands hydrated on load that a page's HTML names. */
export function pageLoads(html: string): { files: string[]; islands: string[] } {
  const files: string[] = [];
  const islands: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link|frosty-island)\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (tag.toLowerCase().startsWith("<script")) {
      if (attrs.type === "module" && attrs.src) files.push(attrs.src);
    } else if (tag.toLowerCase().startsWith("<link")) {
      if (attrs.rel?.split(/\s+/).includes("modulepreload") && attrs.href) files.push(attrs.href);
    } else if (attrs["data-island"] && attrs["data-hydrate"] === undefined) {
      islands.push(attrs["data-island"]);
    }
  }
  return { files: files.map((file) => file.replace(/^\//, "")), islands };
}

function attributes(tag: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name, quoted, bare] of tag.matchAll(/\s([\w:-]+)(?:=(?:"([^"]*)"|([^\s>"]+)))?/g)) {
    if (name) found[name.toLowerCase()] = quoted ?? bare ?? "";
  }
  return found;
}

/** The island's module as Vite's manifest names it (hydrate-islands.ts loads it by name). */
export const islandKey = (name: string) => `shop/islands/${name}.tsx`;

/**
 * Weighs each page's first load against its budget and looks for staff code in it and in
 * everything the shop's script can load. `failures` is empty when the gate passes.
 */
export function evaluateBundle(
  build: BuildFacts,
  pages: readonly FetchedPage[],
  pageNames: readonly string[],
): BundleReport {
  const { manifest } = build;
  const failures: string[] = [];
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  const staffIn = (keys: Iterable<string>): string[] => {
    const found = new Set<string>();
    for (const key of keys) {
      const file = manifest[key]?.file;
      const modules = file ? build.modules[file] : undefined;
      if (!file?.endsWith(".js")) continue;
      if (!modules) {
        failures.push(`${file}: not in the module map (run npm run build again)`);
        continue;
      }
      for (const id of modules) if (STAFF_MODULE.test(id)) found.add(id);
    }
    return [...found].sort();
  };

  for (const name of pageNames) {
    if (!pages.some((page) => page.name === name)) failures.push(`${name}: not measured`);
  }

  const reports: PageReport[] = [];
  for (const page of pages) {
    const { files, islands } = pageLoads(page.html);
    const keys = new Set<string>();
    for (const file of files) {
      const key = keyOfFile.get(file);
      if (key) staticClosure(manifest, key, keys);
      else failures.push(`${page.name}: loads /${file}, which the build's manifest does not have`);
    }
    for (const island of islands) {
      if (manifest[islandKey(island)]) staticClosure(manifest, islandKey(island), keys);
      else failures.push(`${page.name}: island ${island} has no module in the build`);
    }
    if (!keys.has(SHOP_ENTRY)) failures.push(`${page.name}: does not load the shop's script`);
    const chunks = [...keys].sort();
    const bytes = chunks.reduce((sum, key) => {
      const file = manifest[key]?.file;
      return file?.endsWith(".js") ? sum + build.gzipBytes(file) : sum;
    }, 0);
    const report: PageReport = {
      name: page.name,
      path: page.path,
      chunks,
      bytes,
      budgetKb: budgetKb(page.name),
      staff: staffIn(chunks),
    };
    if (bytes > report.budgetKb * 1024) {
      failures.push(
        `${page.name} (${page.path}): ${(bytes / 1024).toFixed(1)} KB > ${report.budgetKb} KB`,
      );
    }
    if (report.staff.length > 0) {
      failures.push(`${page.name} (${page.path}) loads staff code: ${report.staff.join(", ")}`);
    }
    reports.push(report);
  }

  let shopStaff: string[] = [];
  if (manifest[SHOP_ENTRY]) {
    shopStaff = staffIn(reachableChunks(manifest, SHOP_ENTRY));
    if (shopStaff.length > 0) {
      failures.push(`the shop's script or an island can load staff code: ${shopStaff.join(", ")}`);
    }
  } else {
    failures.push(`${SHOP_ENTRY} is not in the build's manifest`);
  }
  return { pages: reports, shopStaff, failures: [...new Set(failures)] };
}

/** The report as a table: page, path, KB gzipped, budget. */
export function formatReport(report: BundleReport): string {
  const lines = [
    `${"page".padEnd(16)} ${"path".padEnd(26)} ${"first-load JS gz".padStart(16)}  budget`,
  ];
  for (const page of report.pages) {
    const kb = page.bytes / 1024;
    const over = kb > page.budgetKb;
    lines.push(
      `${page.name.padEnd(16)} ${page.path.padEnd(26)} ${`${kb.toFixed(1)} KB`.padStart(16)}  ` +
        `${page.budgetKb} KB${over ? "  OVER" : ""}${page.staff.length ? "  STAFF CODE" : ""}`,
    );
  }
  return lines.join("\n");
}
