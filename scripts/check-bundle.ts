// Bundle budget (issue 27 §2, docs/decisions/026-shop-documents-and-islands.md), on the build `npm run build`
// made. For every page of the shop's one table (src/web/shop/pages.ts, read from the server's
// renderer the build made, dist/ssr/entry-server.js) it starts the built server
// (dist/server/index.js, a fresh data directory), fetches one path of the page (a product's,
// a store's, a made-up order's, a path nothing has for the 404) and weighs the page's whole
// first-load JavaScript, gzipped: every module script and modulepreload the HTML names, the
// islands it hydrates on load, and everything those import statically (scripts/bundle/
// first-load.ts). It fails when
// - a page is over its budget: 85 KB on the catalogue pages (home, menu, product, about, stores,
//   store), 100 KB on every other;
// - a staff module (src/web/panel/**, better-auth, React Router, TanStack Query) is in a page's
//   first load, or anywhere the shop's script can reach (every island and its lazy parts), by
//   the module map the build writes (scripts/bundle/module-map.ts).
// Prints a table: page, path, KB, budget; with --list, each page's files and their weight too.
//   tsx scripts/check-bundle.ts [--list] [web dir, default dist/web]
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { gzipSync } from "node:zlib";
import type { Manifest } from "#server/http/page-chunks.ts";
import { startNodeServer } from "./bench/processes.ts";
import { evaluateBundle, formatReport, unknownCataloguePages } from "./bundle/first-load.ts";
import { type ModuleMap, moduleMapFile } from "./bundle/module-map.ts";
import { fetchShopPages, shopTable } from "./bundle/page-paths.ts";

const args = process.argv.slice(2);
const LIST = args.includes("--list");
const WEB = resolve(args.find((arg) => !arg.startsWith("--")) ?? "dist/web");
const DIST = dirname(WEB);

function readJson<T>(file: string, what: string): T {
  if (!existsSync(file)) throw new Error(`${file} is missing (${what}): run npm run build`);
  return JSON.parse(readFileSync(file, "utf8")) as T;
}

async function main(): Promise<number> {
  const manifest = readJson<Manifest>(join(WEB, ".vite/manifest.json"), "Vite's manifest");
  const modules = readJson<ModuleMap>(moduleMapFile(WEB), "the module map");
  const table = await shopTable(DIST);

  const dataDir = mkdtempSync(join(tmpdir(), "frosty-check-bundle-"));
  const server = await startNodeServer(
    join(DIST, "server/index.js"),
    {
      DATA_DIR: dataDir,
      WEB_DIST_DIR: WEB,
      NODE_ENV: "production",
      LOG_LEVEL: "error",
      DATABASE_URL: "",
    },
    "/api/health",
  );
  let fetched: Awaited<ReturnType<typeof fetchShopPages>>;
  try {
    fetched = await fetchShopPages(server.url, table);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }

  const gzipped = new Map<string, number>();
  const gzipBytes = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length;
      gzipped.set(file, bytes);
    }
    return bytes;
  };
  const names = table.map((page) => page.name);
  const { pages, errors } = fetched;
  const report = evaluateBundle({ manifest, modules, gzipBytes }, pages, names);
  const failures = [
    ...unknownCataloguePages(names).map(
      (name) => `${name}: has a catalogue page's budget, but the shop has no page of that name`,
    ),
    ...errors,
    ...report.failures,
  ];

  console.log("Whole first-load JavaScript per shop page, gzipped (level 9), react-dom included\n");
  console.log(formatReport(report));
  if (LIST) {
    for (const page of report.pages) {
      console.log(`\n${page.name} ${page.path}`);
      const files = page.chunks
        .map((key) => manifest[key]?.file ?? key)
        .filter((file) => file.endsWith(".js"))
        .map((file) => ({ file, kb: gzipBytes(file) / 1024 }))
        .sort((a, b) => b.kb - a.kb);
      for (const { file, kb } of files) console.log(`  ${kb.toFixed(1).padStart(6)} KB  ${file}`);
    }
  }
  if (failures.length > 0) {
    console.log(`\nbundle: FAILED\n  ${failures.join("\n  ")}`);
    return 1;
  }
  console.log("\nbundle: ok (every page within its budget, no staff code within the shop's reach)");
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exitCode = 2;
  },
);
