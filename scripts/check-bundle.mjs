// Bundle budget: the JavaScript a storefront page needs on first load (the entry, its static
// imports, and the page's lazy route module with its static imports), gzipped, must stay under
// the budget; and no staff module (admin screens, login/setup, the auth client) may be
// reachable from any of them. Reads the Vite manifest of `npm run build`.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

const WEB = "dist/web";
const BUDGET_KB = Number(process.env.BUNDLE_BUDGET_KB ?? 100);
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
  /(routes\/admin\/|features\/admin\/|app\/admin-layout|routes\/(login|setup)\.tsx|features\/auth\/|node_modules\/better-auth)/;

const manifest = JSON.parse(readFileSync(join(WEB, ".vite/manifest.json"), "utf8"));
const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);

/** Every chunk a key pulls in through static imports, itself included. */
function staticClosure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) staticClosure(child, seen);
  return seen;
}

const gzipKb = (file) => gzipSync(readFileSync(join(WEB, file)), { level: 9 }).length / 1024;

let failed = false;
for (const route of STOREFRONT_ROUTES) {
  const routeKey = Object.keys(manifest).find((key) => key.endsWith(`routes/${route}.tsx`));
  if (!routeKey) throw new Error(`No chunk for routes/${route}.tsx in the manifest`);
  const chunks = new Set([...staticClosure(entryKey), ...staticClosure(routeKey)]);
  const kb = [...chunks].reduce((sum, key) => sum + gzipKb(manifest[key].file), 0);
  const staff = [...chunks].filter((key) => STAFF_MODULE.test(key));
  const over = kb > BUDGET_KB;
  if (over || staff.length > 0) failed = true;
  console.log(
    `${route.padEnd(13)} ${kb.toFixed(1).padStart(6)} KB gz${over ? `  OVER ${BUDGET_KB} KB` : ""}` +
      (staff.length ? `  STAFF CODE: ${staff.join(", ")}` : ""),
  );
}
console.log(failed ? "bundle: over budget or staff code on a storefront page" : "bundle: ok");
if (failed) process.exitCode = 1;
