/**
 * npm run bench: the API budgets of DESIGN.md §7, measured in one run on this machine.
 *
 *  1. GET /api/catalog against a bare node:http server sending the same bytes (goal ≥ 0.5×);
 *  2. POST /api/orders at 50 concurrent clients on PGlite (goal p99 ≤ 50 ms, no errors);
 *  3. the same on PostgreSQL when DATABASE_URL is set (a scratch database is made on it).
 *
 * The server is bundled from the current source into a private directory (the shared dist/
 * may be rebuilt by others meanwhile) and started as `node <bundle>` on a fresh DATA_DIR.
 * Exits 1 when a budget is missed. BENCH_SECONDS (default 10) sets each measurement's length.
 */
import { randomBytes } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { GENEROUS_ORDER_LIMITS_ENV } from "#server/testing/order-limits.ts";
import { buildServer, removeBuild } from "./bench/build-server.ts";
import { type LoadOptions, type LoadResult, measure } from "./bench/load.ts";
import { orderRequest } from "./bench/order-requests.ts";
import { createScratchDatabase, prepareBenchDatabase } from "./bench/prepare-database.ts";
import { type RunningServer, startNodeServer } from "./bench/processes.ts";
import { formatLatency, formatRate, printSummary, type Target } from "./bench/report.ts";

const REPO = resolve(import.meta.dirname, "..");
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const CATALOG_RATIO_GOAL = 0.5;
const ORDER_P99_GOAL_MS = 50;

const load = (expectedStatuses: number[]): LoadOptions => ({
  connections: CONNECTIONS,
  durationSeconds: SECONDS,
  warmupSeconds: 2,
  expectedStatuses,
});

const scratch = mkdtempSync(join(tmpdir(), "frosty-bench-"));
// The API is what is measured: the server gets a one-page web app, whatever dist/ holds.
const noWebApp = join(scratch, "web");
mkdirSync(noWebApp);
writeFileSync(
  join(noWebApp, "index.html"),
  "<!doctype html><html><head></head><body></body></html>",
);
const cleanups: (() => Promise<void> | void)[] = [
  () => rmSync(scratch, { recursive: true, force: true }),
];

function printResult(label: string, result: LoadResult): void {
  console.log(
    `  ${label.padEnd(22)} ${formatRate(result.requestsPerSecond).padStart(14)}` +
      `  p50 ${formatLatency(result.p50Ms).padStart(9)}  p99 ${formatLatency(result.p99Ms).padStart(9)}` +
      `  errors ${result.errors}  statuses ${JSON.stringify(result.statuses)}`,
  );
}

async function startShop(bundle: string, env: Record<string, string>): Promise<RunningServer> {
  const server = await startNodeServer(
    bundle,
    {
      LOG_LEVEL: "silent",
      WEB_DIST_DIR: noWebApp,
      NODE_ENV: "production",
      // The load comes from one machine: it measures the order path, not its rate limit.
      ORDER_LIMITS: GENEROUS_ORDER_LIMITS_ENV,
      ...env,
    },
    "/api/health",
  );
  cleanups.push(() => server.stop());
  return server;
}

async function benchCatalog(shop: RunningServer): Promise<Target> {
  // The bytes a client that does not ask for compression gets, and their type.
  const response = await fetch(`${shop.url}/api/catalog`, {
    headers: { "accept-encoding": "identity" },
  });
  const body = Buffer.from(await response.arrayBuffer());
  const contentType = response.headers.get("content-type") ?? "application/json";
  const bodyFile = join(scratch, "catalog.json");
  writeFileSync(bodyFile, body);

  const bare = await startNodeServer(
    join(REPO, "scripts/bench/bare-catalog-server.mjs"),
    { BODY_FILE: bodyFile, CONTENT_TYPE: contentType },
    "/",
  );
  cleanups.push(() => bare.stop());
  console.log(`\nGET /api/catalog (${body.length} bytes, ${contentType}, identity encoding)`);
  const bareResult = await measure({ url: `${bare.url}/api/catalog` }, load([200]));
  printResult("bare node:http", bareResult);
  await bare.stop();
  const shopResult = await measure({ url: `${shop.url}/api/catalog` }, load([200]));
  printResult("Frosty", shopResult);

  const ratio = shopResult.requestsPerSecond / bareResult.requestsPerSecond;
  console.log(`  ratio ${ratio.toFixed(2)}× (goal ≥ ${CATALOG_RATIO_GOAL}×)`);
  return {
    name: "catalog req/s vs bare node:http",
    measured: `${ratio.toFixed(2)}× (${Math.round(shopResult.requestsPerSecond)} / ${Math.round(bareResult.requestsPerSecond)})`,
    goal: `≥ ${CATALOG_RATIO_GOAL}×`,
    pass: ratio >= CATALOG_RATIO_GOAL && shopResult.errors === 0,
  };
}

async function benchOrders(shop: RunningServer, database: string): Promise<Target[]> {
  console.log(`\nPOST /api/orders on ${database}, ${CONNECTIONS} concurrent clients`);
  const result = await measure({ url: shop.url, requests: [orderRequest] }, load([201]));
  printResult(`orders (${database})`, result);
  return [
    {
      name: `order p99, 50 clients (${database})`,
      measured: `${formatLatency(result.p99Ms)} (p50 ${formatLatency(result.p50Ms)}, ${formatRate(result.requestsPerSecond)})`,
      goal: `≤ ${ORDER_P99_GOAL_MS} ms`,
      pass: result.p99Ms <= ORDER_P99_GOAL_MS,
    },
    {
      name: `order errors (${database})`,
      measured: String(result.errors),
      goal: "0",
      pass: result.errors === 0,
    },
  ];
}

async function main(): Promise<boolean> {
  console.log("Bundling the server from the current source (esbuild, private copy)…");
  const bundle = await buildServer(REPO);
  cleanups.push(() => removeBuild(bundle));

  const targets: Target[] = [];
  const dataDir = join(scratch, "data");
  await prepareBenchDatabase({ DATA_DIR: dataDir });
  const pgliteShop = await startShop(bundle, { DATA_DIR: dataDir, DATABASE_URL: "" });
  targets.push(await benchCatalog(pgliteShop));
  targets.push(...(await benchOrders(pgliteShop, "PGlite")));
  await pgliteShop.stop();

  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const database = await createScratchDatabase(serverUrl);
    cleanups.push(() => database.drop());
    await prepareBenchDatabase({ DATA_DIR: dataDir, DATABASE_URL: database.url });
    const postgresShop = await startShop(bundle, {
      DATABASE_URL: database.url,
      BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
      DATA_DIR: join(scratch, "unused"),
    });
    targets.push(...(await benchOrders(postgresShop, "PostgreSQL")));
    await postgresShop.stop();
  } else {
    console.log("\nDATABASE_URL is not set: skipping the PostgreSQL order bench.");
  }

  printSummary(targets);
  return targets.every((target) => target.pass);
}

async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("bench: cleanup failed:", error);
    }
  }
}

main()
  .then(async (passed) => {
    await cleanUp();
    process.exit(passed ? 0 : 1);
  })
  .catch(async (error: unknown) => {
    console.error("bench failed:", error);
    await cleanUp();
    process.exit(1);
  });
