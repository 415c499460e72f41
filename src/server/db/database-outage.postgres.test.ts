import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { runAdminRole } from "#cli/admin-role-command.ts";
import { type EventStreamReader, readyStaffStream } from "#server/testing/event-stream.ts";
import { orderBody, postOrder } from "#server/testing/orders.ts";
import {
  createPostgresCluster,
  type PostgresCluster,
  queryOnce,
  type StopMode,
} from "#server/testing/postgres-cluster.ts";
import { type RequestTarget, serverAt } from "#server/testing/request-target.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import { type SignedInStaff, signedUpStaff } from "#server/testing/staff.ts";
import type { ApiErrorBody } from "#shared/errors.ts";
import type { OrderView } from "#shared/orders.ts";

/**
 * The real server process on a PostgreSQL cluster of this file's own, which the tests stop
 * (as a restart or a crash of the database would) and start again on the same port. While the
 * database is down, what needs it answers 503 with a message in Portuguese and the process
 * stays up; once it is back, everything works again, the live queue included.
 */
let cluster: PostgresCluster;
let clusterRunning = false;
let server: ServerProcess;
let dataDir: string;
let databaseUrl: string;
let site: RequestTarget;
let manager: SignedInStaff;

async function startCluster(): Promise<void> {
  await cluster.start();
  clusterRunning = true;
}

async function stopCluster(mode: StopMode): Promise<void> {
  clusterRunning = false;
  await cluster.stop(mode);
}

/** A staff account with the admin role, signed in through the server. */
async function signedInAdmin(): Promise<SignedInStaff> {
  const staff = await signedUpStaff(site, { name: "Gerente Frosty" });
  // As staff do it: npm run admin:grant, confirmed for this account, with the server's DATABASE_URL.
  const granted = await runAdminRole(["grant", staff.email, "--confirm", staff.userId], {
    env: { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 },
    output: { log: () => {}, error: (line) => expect.fail(line) },
  });
  expect(granted).toBe(0);
  return staff;
}

beforeAll(async () => {
  cluster = await createPostgresCluster();
  await startCluster();
  await queryOnce(cluster.url("postgres"), "create database frosty");
  databaseUrl = cluster.url("frosty");
  dataDir = mkdtempSync(join(tmpdir(), "frosty-outage-"));
  server = await startServerProcess({
    DATABASE_URL: databaseUrl,
    BETTER_AUTH_SECRET: randomBytes(32).toString("base64url"),
    DATA_DIR: dataDir,
    DATABASE_POOL_SIZE: "4",
  });
  site = serverAt(server.url);
  manager = await signedInAdmin();
}, 120_000);

afterEach(async () => {
  // A test that failed half-way must not leave the next one without its database.
  if (!clusterRunning) await startCluster();
  if (!server.alive()) throw new Error(`the server process died:\n${server.stderr()}`);
});

afterAll(async () => {
  const code = await server?.stop();
  await cluster?.dispose();
  rmSync(dataDir, { recursive: true, force: true });
  // Graceful shutdown still works after the outages.
  expect(code).toBe(0);
});

// A fresh install offers no test payment (seed/settings-data.ts): cash, which it does.
const placeOrder = () => postOrder(site, orderBody({ paymentMethod: "cash" }));

async function placedOrder(): Promise<OrderView> {
  const response = await placeOrder();
  if (response.status !== 201) {
    const errors = server.logs().filter((entry) => (entry.level ?? 0) >= 40);
    throw new Error(`${response.status}: ${await response.text()}\n${JSON.stringify(errors)}`);
  }
  return (await response.json()) as OrderView;
}

function readOrder(order: OrderView): Promise<Response> {
  return fetch(`${server.url}/api/orders/${order.id}`, {
    headers: { "x-order-token": order.accessToken },
  });
}

const staffQueue = (): Promise<EventStreamReader> => readyStaffStream(manager);

async function expectUnavailable(response: Response, code: string, message: string) {
  expect(response.status).toBe(503);
  expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  expect(((await response.json()) as ApiErrorBody).error).toEqual({ code, message });
}

const UNAVAILABLE = "Serviço temporariamente indisponível. Tente novamente em instantes.";

/** Until the server's own query waits on the lock the test holds. */
async function untilWaitingOnLock(): Promise<void> {
  await expect
    .poll(
      async () => {
        const { rows } = await queryOnce(
          databaseUrl,
          "select count(*)::int as waiting from pg_stat_activity " +
            "where datname = current_database() and wait_event_type = 'Lock'",
        );
        return (rows[0] as { waiting: number }).waiting;
      },
      { timeout: 10_000, interval: 100 },
    )
    .toBeGreaterThan(0);
}

describe("the server while PostgreSQL is down", () => {
  it.each<StopMode>(["fast", "immediate"])(
    "answers 503 in Portuguese, stays up and recovers by itself (pg_ctl stop -m %s)",
    { timeout: 120_000 },
    async (mode) => {
      const queue = await staffQueue();
      try {
        const before = await placedOrder();
        expect((await queue.nextOf("order.created")).data).toMatchObject({ orderId: before.id });

        // An order caught mid-transaction: it waits on a lock this test holds when the
        // database goes away, so its connection dies while checked out of the pool.
        const locker = new pg.Client({ connectionString: databaseUrl });
        locker.on("error", () => {});
        await locker.connect();
        await locker.query("begin");
        await locker.query("lock table order_items in access exclusive mode");
        const caught = placeOrder();
        await untilWaitingOnLock();

        await stopCluster(mode);
        // Stopping ends the locker's session first, and the order may get its lock and commit
        // in the moment before its own session ends: then it was acknowledged and must be
        // there after the restart. Otherwise its request fails as unavailable.
        const caughtResponse = await caught;
        const acknowledged =
          caughtResponse.status === 201 ? ((await caughtResponse.json()) as OrderView) : null;
        if (!acknowledged) {
          await expectUnavailable(caughtResponse, "service_unavailable", UNAVAILABLE);
        }
        await locker.end().catch(() => {});

        await expectUnavailable(
          await fetch(`${server.url}/api/health`),
          "database_unavailable",
          "Banco de dados indisponível",
        );
        await expectUnavailable(await placeOrder(), "service_unavailable", UNAVAILABLE);
        await expectUnavailable(await readOrder(before), "service_unavailable", UNAVAILABLE);
        // The live-events connection keeps failing to reconnect meanwhile; none of it is fatal.
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        expect(server.alive()).toBe(true);

        await startCluster();
        await expect
          .poll(async () => (await fetch(`${server.url}/api/health`)).status, {
            timeout: 20_000,
            interval: 200,
          })
          .toBe(200);
        expect((await readOrder(before)).status).toBe(200);
        if (acknowledged) expect((await readOrder(acknowledged)).status).toBe(200);
        expect((await fetch(`${server.url}/api/catalog`)).status).toBe(200);

        // The staff screen that stayed open hears that it may have missed events (the
        // LISTEN connection is back), then hears new orders again.
        await queue.nextOf("resync", () => true, 30_000);
        const after = await placedOrder();
        expect((await queue.nextOf("order.created")).data).toMatchObject({ orderId: after.id });
        expect((await readOrder(after)).status).toBe(200);
        expect(server.alive()).toBe(true);
      } finally {
        await queue.close();
      }
    },
  );
});
