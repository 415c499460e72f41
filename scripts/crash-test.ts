/**
 * Crash test: an order the server acknowledged is never lost, even if the process is killed
 * the next moment. Each trial starts the built server on the same data directory, streams
 * order posts at it, kills it with SIGKILL at a random moment, restarts it and checks that
 * every order that got a 2xx is there, intact, and that the database opens.
 *
 *   npm run build && npm run test:crash        (TRIALS=20 by default)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { seedDeliveryAreas } from "#server/db/seed/delivery-areas-data.ts";
import { storeSeeds } from "#server/db/seed/stores-data.ts";
import { freePort } from "#server/net/free-port.ts";
import { GENEROUS_ORDER_LIMITS_ENV } from "#server/testing/order-limits.ts";
import { copyOfPreparedDataDir } from "#server/testing/prepared-database.ts";
import type { OrderView } from "#shared/orders.ts";

const TRIALS = Number(process.env.TRIALS ?? 20);
const CONCURRENCY = 8;

interface Acknowledged {
  id: string;
  accessToken: string;
  totalCents: number;
  items: number;
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "error",
      DATABASE_URL: "",
      // Thousands of orders from this one machine: the test is about durability, not limits.
      ORDER_LIMITS: GENEROUS_ORDER_LIMITS_ENV,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

function orderBody(n: number) {
  const store = storeSeeds[n % storeSeeds.length];
  if (!store) throw new Error("no seeded store");
  return {
    storeId: store.id,
    items: [{ productId: String((n % 29) + 1), size: "medio", addonIds: [], quantity: 1 }],
    customer: { name: `Cliente ${n}`, phone: "(81) 99999-0000" },
    deliveryMethod: "delivery",
    // The store's own bairro: no minimum order.
    deliveryAddress: {
      areaId: seedDeliveryAreas(store)[0]?.id,
      cep: "50000-000",
      street: "Rua do Teste",
      number: "1",
    },
    paymentMethod: "test",
  };
}

/**
 * Posts orders until the server stops answering; `acknowledged` fills as answers arrive and
 * `done` settles once every worker has seen the server go.
 */
function streamOrders(
  port: number,
  firstN: number,
): { acknowledged: Acknowledged[]; refused: string[]; done: Promise<void> } {
  const acknowledged: Acknowledged[] = [];
  /** The first answers that were not an order, to say why a trial placed nothing. */
  const refused: string[] = [];
  let n = firstN;
  let alive = true;
  const worker = async () => {
    while (alive) {
      const body = orderBody(n++);
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
          body: JSON.stringify(body),
        });
        if (response.status === 201 || response.status === 200) {
          const order = (await response.json()) as OrderView;
          acknowledged.push({
            id: order.id,
            accessToken: order.accessToken,
            totalCents: order.totalCents,
            items: order.items.length,
          });
        } else if (refused.length < 3) {
          refused.push(`${response.status} ${await response.text()}`);
        }
      } catch {
        alive = false; // connection refused or reset: the server is gone
      }
    }
  };
  const done = Promise.all(Array.from({ length: CONCURRENCY }, worker)).then(() => {});
  return { acknowledged, refused, done };
}

async function verify(port: number, orders: Acknowledged[]): Promise<string[]> {
  const problems: string[] = [];
  for (const expected of orders) {
    const response = await fetch(`http://127.0.0.1:${port}/api/orders/${expected.id}`, {
      headers: { "x-order-token": expected.accessToken },
    });
    if (response.status !== 200) {
      problems.push(`${expected.id}: ${response.status} after restart`);
      continue;
    }
    const order = (await response.json()) as OrderView;
    if (order.totalCents !== expected.totalCents || order.items.length !== expected.items) {
      problems.push(`${expected.id}: changed after restart`);
    }
  }
  return problems;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "frosty-crash-"));
  // The first server opens a copy of the prepared database rather than preparing one.
  await copyOfPreparedDataDir(dataDir);
  const all: Acknowledged[] = [];
  let passed = 0;
  let failed = 0;
  try {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const port = await freePort();
      const server = await startServer(dataDir, port);
      const exited = new Promise((resolve) => server.once("exit", resolve));
      const stream = streamOrders(port, all.length);
      // Kill at a random moment once orders are flowing, so each trial risks acknowledged ones.
      const flowing = Date.now() + 10_000;
      while (stream.acknowledged.length === 0 && Date.now() < flowing) {
        await new Promise((r) => setTimeout(r, 20));
      }
      await new Promise((r) => setTimeout(r, Math.random() * 1000));
      server.kill("SIGKILL");
      await exited;
      await stream.done;
      const acknowledged = stream.acknowledged;
      all.push(...acknowledged);

      // Restart on the same data directory: it must open, and hold every acknowledged order.
      const checkPort = await freePort();
      const checker = await startServer(dataDir, checkPort);
      const problems = await verify(checkPort, all);
      const checkerExited = new Promise((resolve) => checker.once("exit", resolve));
      checker.kill("SIGTERM");
      await checkerExited;

      // A trial that placed nothing risked nothing: it proves nothing either.
      if (acknowledged.length === 0) {
        problems.push(`no order acknowledged before the kill: ${stream.refused.join(" | ")}`);
      }
      if (problems.length === 0) {
        passed++;
        console.log(
          `trial ${trial}: ${acknowledged.length} acknowledged, all ${all.length} orders intact`,
        );
      } else {
        failed++;
        console.log(`trial ${trial}: FAILED\n  ${problems.slice(0, 10).join("\n  ")}`);
      }
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`crash: ${passed} passed, ${failed} failed`);
  if (failed > 0 || all.length === 0) process.exitCode = 1;
}

await main();
