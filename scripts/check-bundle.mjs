// Bundle budget (DESIGN.md §7, docs/decisions/009-bundle-budget.md), read from the Vite
// manifest of `npm run build`:
// - the shell every storefront page loads first (the entry and its static imports) ≤ 100 KB
//   gzipped;
// - a page's own code on top of the shell (its lazy route module, the chunks it imports
//   statically and its own lazy parts) ≤ 25 KB gzipped, so no page grows unnoticed;
// - no staff module (admin screens, login/setup, the auth client) reachable from any of them.
// Prints every storefront page's whole first-load JavaScript.
//   node scripts/check-bundle.mjs [web dir, default dist/web]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const WEB = process.argv[2] ?? "dist/web";
const SHELL_BUDGET_KB = 100;
const PAGE_OWN_BUDGET_KB = 25;
const STOREFRONT_ROUTES = [
  "home",
  "menu",
  "product",
  "cart",
  "checkout",
  "confirmation",
  "about",
  "not-found",
];
const STAFF_MODULE =
  /(routes\/admin\/|features\/admin\/|app\/admin-|routes\/(login|setup)\.tsx|features\/auth\/|node_modules\/better-auth)/;

const manifest = JSON.parse(readFileSync(join(WEB, ".vite/manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Every chunk a key pulls in through static imports, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const gzipKb = (key) =>
  gzipSync(readFileSync(join(WEB, manifest[key].file)), { level: 9 }).length / 1024;
const sumKb = (keys) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);
const kb = (value) => `${value.toFixed(1).padStart(6)} KB`;

const failures = [];
const shell = staticClosure(entryKey);
const shellKb = sumKb(shell);
if (shellKb > SHELL_BUDGET_KB) failures.push(`shell ${shellKb.toFixed(1)} KB > ${SHELL_BUDGET_KB}`);
console.log(`shell (every page) ${kb(shellKb)} gz   budget ${SHELL_BUDGET_KB} KB`);

for (const route of STOREFRONT_ROUTES) {
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(`routes/${route}.tsx`));
  if (!routeKey) throw new Error(`No chunk for routes/${route}.tsx in the manifest`);
  // What the page paints after its heading (its own lazy parts) loads with it too: the server
  // preloads those (src/server/http/page-html.ts), so they count.
  const pageChunks = staticClosure(routeKey);
  for (const part of manifest[routeKey].dynamicImports ?? []) staticClosure(part, pageChunks);
  const own = [...pageChunks].filter((key) => !shell.has(key));
  const ownKb = sumKb(own);
  const staff = [...shell, ...own].filter((key) => STAFF_MODULE.test(key));
  if (ownKb > PAGE_OWN_BUDGET_KB) failures.push(`${route}: own code ${ownKb.toFixed(1)} KB`);
  if (staff.length > 0) failures.push(`${route}: staff code ${staff.join(", ")}`);
  console.log(
    `${route.padEnd(18)} ${kb(shellKb + ownKb)} gz   own ${kb(ownKb)} (budget ${PAGE_OWN_BUDGET_KB} KB)` +
      (staff.length ? `  STAFF CODE: ${staff.join(", ")}` : ""),
  );
}

if (failures.length > 0) {
  console.log(`bundle: over budget\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("bundle: ok");
}
