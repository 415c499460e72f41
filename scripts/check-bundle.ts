// Bundle budget (DESIGN.md §7, docs/decisions/009-bundle-budget.md), read from the Vite
// manifest of `npm run build`, by the rule the server preloads with (page-chunks.ts):
// - the shell every storefront page loads first (the entry and its static imports) ≤ 100 KB
//   gzipped;
// - a page's own code on top of the shell (its lazy route module, the chunks it imports
//   statically and its own lazy parts) ≤ 25 KB gzipped (the checkout ≤ 32 KB: its form is the
//   shop's biggest, see decision 009), so no page grows unnoticed;
// - no staff module (admin screens, login/setup, an invitation's page, the auth client) reachable
//   from any of them.
// Prints every storefront page's whole first-load JavaScript.
//   tsx scripts/check-bundle.ts [web dir, default dist/web]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import {
  entryChunks,
  type Manifest,
  NOT_FOUND_MODULE,
  pageOwnChunks,
  SHOP_PAGES,
} from "#server/http/page-chunks.ts";

const WEB = process.argv[2] ?? "dist/web";
const SHELL_BUDGET_KB = 100;
const PAGE_OWN_BUDGET_KB = 25;
/**
 * Pages allowed more, each with its reason in docs/decisions/009-bundle-budget.md: the
 * checkout's form (react-hook-form, payment methods, the structured address, the price-change
 * check) is needed as soon as the page shows.
 */
const PAGE_OWN_BUDGETS_KB: Readonly<Record<string, number>> = { checkout: 32 };
const STAFF_MODULE =
  /(routes\/admin\/|features\/admin\/|app\/admin-|routes\/(login|setup|invitation)\.tsx|features\/(auth|invitations)\/|node_modules\/better-auth)/;

const manifest = JSON.parse(readFileSync(join(WEB, ".vite/manifest.json"), "utf8")) as Manifest;

const gzipKb = (key: string) =>
  gzipSync(readFileSync(join(WEB, manifest[key]?.file ?? "")), { level: 9 }).length / 1024;
const sumKb = (keys: Iterable<string>) => [...keys].reduce((sum, key) => sum + gzipKb(key), 0);
const kb = (value: number) => `${value.toFixed(1).padStart(6)} KB`;

const failures: string[] = [];
const shell = entryChunks(manifest);
const shellKb = sumKb(shell);
if (shellKb > SHELL_BUDGET_KB) failures.push(`shell ${shellKb.toFixed(1)} KB > ${SHELL_BUDGET_KB}`);
console.log(`shell (every page) ${kb(shellKb)} gz   budget ${SHELL_BUDGET_KB} KB`);

for (const module of [...SHOP_PAGES.map((page) => page.module), NOT_FOUND_MODULE]) {
  const own = pageOwnChunks(manifest, module, shell);
  if (own.length === 0) throw new Error(`No chunk for ${module} in the manifest`);
  const ownKb = sumKb(own);
  const staff = [...shell, ...own].filter((key) => STAFF_MODULE.test(key));
  const name = module.replace(/^routes\/|\.tsx$/g, "");
  const budget = PAGE_OWN_BUDGETS_KB[name] ?? PAGE_OWN_BUDGET_KB;
  if (ownKb > budget) failures.push(`${name}: own code ${ownKb.toFixed(1)} KB > ${budget}`);
  if (staff.length > 0) failures.push(`${name}: staff code ${staff.join(", ")}`);
  console.log(
    `${name.padEnd(18)} ${kb(shellKb + ownKb)} gz   own ${kb(ownKb)} (budget ${budget} KB)` +
      (staff.length ? `  STAFF CODE: ${staff.join(", ")}` : ""),
  );
}

if (failures.length > 0) {
  console.log(`bundle: over budget\n  ${failures.join("\n  ")}`);
  process.exitCode = 1;
} else {
  console.log("bundle: ok");
}
