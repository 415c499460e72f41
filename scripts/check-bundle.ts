// Bundle budget (DESIGN.md §7, docs/decisions/009-bundle-budget.md), read from the Vite
// manifest of `npm run build`, by the rule the server preloads with (page-chunks.ts), for every
// shop page of the web app's one route table (read from the server entry the build made,
// dist/ssr/entry-server.js):
// - a page's whole first-load JavaScript (the shell every page loads, the page's lazy module, the
//   chunks it imports statically and its own lazy parts) ≤ 100 KB gzipped (the pages the
//   browser renders from this browser's state, cart and checkout, see decision 009, have more);
// - no staff module (admin screens, login/setup, an invitation's page, the auth client) reachable
//   from any of them.
//   tsx scripts/check-bundle.ts [web dir, default dist/web]
import { readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { entryChunks, type Manifest, pageOwnChunks } from "#server/http/page-chunks.ts";

const WEB = process.argv[2] ?? "dist/web";
const PAGE_BUDGET_KB = 100;
/** Pages allowed more, each with its reason in docs/decisions/009-bundle-budget.md. */
const PAGE_BUDGETS_KB: Readonly<Record<string, number>> = {};
const STAFF_MODULE =
  /(routes\/admin\/|features\/admin\/|app\/admin-|routes\/(login|setup|invitation)\.tsx|features\/(auth|invitations)\/|node_modules\/better-auth)/;

const manifest = JSON.parse(readFileSync(join(WEB, ".vite/manifest.json"), "utf8")) as Manifest;

const gzipKb = (key: string) =>
  gzipSync(readFileSync(join(WEB, manifest[key]?.file ?? "")), { level: 9 }).length / 1024;
const sumKb = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);
const kb = (value: number) => `${value.toFixed(1).padStart(6)} KB`;

const entry = resolve(dirname(WEB), "ssr/entry-server.js");
const { shopPageModules } = (await import(pathToFileURL(entry).href)) as {
  shopPageModules(): string[];
};

const failures: string[] = [];
const shell = entryChunks(manifest);
const shellKb = sumKb(shell);
console.log(`shell (every page) ${kb(shellKb)} gz`);

for (const module of shopPageModules()) {
  const own = pageOwnChunks(manifest, module, shell);
  if (own.length === 0) throw new Error(`No chunk for ${module} in the manifest`);
  const wholeKb = shellKb + sumKb(own);
  const staff = [...shell, ...own].filter((key) => STAFF_MODULE.test(key));
  const name = module.replace(/^routes\/|\.tsx$/g, "");
  const budget = PAGE_BUDGETS_KB[name] ?? PAGE_BUDGET_KB;
  if (wholeKb > budget) failures.push(`${name}: ${wholeKb.toFixed(1)} KB > ${budget}`);
  if (staff.length > 0) failures.push(`${name}: staff code ${staff.join(", ")}`);
  console.log(
    `${name.padEnd(18)} ${kb(wholeKb)} gz   budget ${budget} KB` +
      (staff.length ? `  STAFF CODE: ${staff.join(", ")}` : ""),
  );
}

if (failures.length > 0) {
  console.log(`bundle: over budget\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("bundle: ok");
}
