/**
 * Crash test: an order the server acknowledged is never lost, even if the process is killed
 * the next moment. Each trial starts the built server on the same data directory, streams
 * order posts at it and kills it with SIGKILL at a random moment; the next start (the next
 * trial's server, or one more after the last) must open the database and hold every order that
 * got a 2xx, intact. Every start but the first is a recovery from kill -9.
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
    await new Promise((r) => setTimeout(r, 50));
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

/** Every acknowledged order, read back a few at a time: its status and contents. */
async function verify(port: number, orders: Acknowledged[]): Promise<string[]> {
  const problems: string[] = [];
  let next = 0;
  const reader = async () => {
    for (let i = next++; i < orders.length; i = next++) {
      const expected = orders[i] as Acknowledged;
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
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, reader));
  return problems;
}

async function stop(server: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  const exited = new Promise((resolve) => server.once("exit", resolve));
  server.kill(signal);
  await exited;
}

/**
 * Each trial's server is the restart after the previous trial's kill: it must open, and hold
 * every order that trial acknowledged, before it takes orders and is killed in turn. After the
 * last kill, one more restart checks every order of every trial.
 */
async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), "frosty-crash-"));
  // The first server opens a copy of the prepared database rather than preparing one.
  await copyOfPreparedDataDir(dataDir);
  const all: Acknowledged[] = [];
  let passed = 0;
  let failed = 0;
  /** The trial whose kill the server now starting recovers from. */
  let killed: { trial: number; acknowledged: number; refused: string[] } | null = null;
  try {
    for (let trial = 1; trial <= TRIALS + 1; trial++) {
      const port = await freePort();
      const server = await startServer(dataDir, port);

      if (killed) {
        // Restarted on the same data directory: it opened, and must hold the orders acknowledged
        // just before the kill; after the last kill, every order of every trial. (An order lost
        // at one kill stays lost: the last check finds it, and the orders of each trial are
        // checked at the kill right after them.)
        const last = trial > TRIALS;
        const problems = await verify(
          port,
          last ? all : all.slice(all.length - killed.acknowledged),
        );
        // A trial that placed nothing risked nothing: it proves nothing either.
        if (killed.acknowledged === 0) {
          problems.push(`no order acknowledged before the kill: ${killed.refused.join(" | ")}`);
        }
        if (problems.length === 0) {
          passed++;
          console.log(
            `trial ${killed.trial}: ${killed.acknowledged} acknowledged, intact after the kill${last ? `; all ${all.length} orders of every trial intact` : ""}`,
          );
        } else {
          failed++;
          console.log(`trial ${killed.trial}: FAILED\n  ${problems.slice(0, 10).join("\n  ")}`);
        }
      }
      if (trial > TRIALS) {
        await stop(server, "SIGTERM");
        break;
      }

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
      all.push(...stream.acknowledged);
      killed = { trial, acknowledged: stream.acknowledged.length, refused: stream.refused };
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`crash: ${passed} passed, ${failed} failed`);
  if (failed > 0 || passed < TRIALS || all.length === 0) process.exitCode = 1;
}

await main();
