import { execFile } from "node:child_process";
import {
  closeSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  statfsSync,
  writeSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { freePort } from "#server/net/free-port.ts";
import { GENEROUS_ORDER_LIMITS } from "#server/testing/order-limits.ts";
import { orderBody, postOrder } from "#server/testing/orders.ts";
import { switchTestPaymentOn } from "#server/testing/prepared-database.ts";
import { inProcess } from "#server/testing/request-target.ts";

const run = promisify(execFile);

/**
 * PostgreSQL on a full disk, for real and without touching this machine's: a cluster of the
 * test's own whose postmaster runs in a mount namespace (unshare) where a small tmpfs is the
 * tablespace of the shop's database (its tables and its temporary files; the WAL stays on the
 * machine's disk). The test reaches that tmpfs through /proc/<postmaster>/root and fills it.
 * PostgreSQL runs as the postgres user, which takes root to arrange.
 */
const isRoot = process.getuid?.() === 0;

function serverBinDir(): string {
  const [newest] = readdirSync("/usr/lib/postgresql")
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return join("/usr/lib/postgresql", String(newest), "bin");
}

let dir: string;
let pgdata: string;
let tablespace: string;
let port: number;
let postmaster: number;
let handle: DatabaseHandle | undefined;

beforeAll(async () => {
  if (!isRoot) return;
  const bin = serverBinDir();
  dir = mkdtempSync(join(tmpdir(), "frosty-pg-full-"));
  pgdata = join(dir, "pgdata");
  tablespace = join(dir, "small");
  mkdirSync(tablespace);
  await run("chown", ["-R", "postgres:postgres", dir]);
  await run("runuser", [
    "-u",
    "postgres",
    "--",
    join(bin, "initdb"),
    "-D",
    pgdata,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);
  port = await freePort();
  const { uid, gid } = await run("id", ["-u", "postgres"]).then(async ({ stdout }) => ({
    uid: stdout.trim(),
    gid: (await run("id", ["-g", "postgres"])).stdout.trim(),
  }));
  // The postmaster stays in the namespace (and keeps its tmpfs) after pg_ctl has returned.
  await run("unshare", [
    "--mount",
    "sh",
    "-c",
    'mount -t tmpfs -o "size=48m,mode=0700,uid=$1,gid=$2" tmpfs "$3" && shift 3 && exec runuser -u postgres -- "$@"',
    "sh",
    uid,
    gid,
    tablespace,
    join(bin, "pg_ctl"),
    "-D",
    pgdata,
    "-l",
    join(pgdata, "server.log"),
    "-w",
    "-o",
    `-p ${port} -k ${pgdata} -c listen_addresses=127.0.0.1 -c fsync=off`,
    "start",
  ]);
  postmaster = Number(readFileSync(join(pgdata, "postmaster.pid"), "utf8").split("\n")[0]);

  const admin = new pg.Client({
    connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
  });
  await admin.connect();
  await admin.query(`create tablespace small location '${tablespace}'`);
  await admin.query("create database frosty_full tablespace small");
  await admin.end();
  handle = await openDatabase({
    kind: "postgres",
    url: `postgres://postgres@127.0.0.1:${port}/frosty_full`,
    poolSize: 4,
  });
  await prepareDatabase(handle);
  // A fresh install offers no test payment; the orders below pay with it, as HQ could allow.
  await switchTestPaymentOn(handle.db);
}, 120_000);

afterAll(async () => {
  if (!isRoot) return;
  await handle?.close().catch(() => {});
  await run("runuser", [
    "-u",
    "postgres",
    "--",
    join(serverBinDir(), "pg_ctl"),
    "-D",
    pgdata,
    "-m",
    "immediate",
    "-w",
    "stop",
  ]).catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

/** Writes zeros into `path` until the file system says it is full. */
function fillUp(path: string): void {
  const chunk = Buffer.alloc(1024 * 1024);
  const fd = openSync(path, "w");
  try {
    for (;;) writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOSPC") throw error;
  } finally {
    closeSync(fd);
  }
}

describe("a full disk under PostgreSQL's tablespace", () => {
  it.skipIf(!isRoot)(
    "turns orders away with 503 and fails the health check, and both recover once space is freed",
    { timeout: 180_000 },
    async () => {
      if (!handle) throw new Error("no database");
      const { app } = createApp({
        db: handle.db,
        logger: pino({ level: "silent" }),
        orderLimits: GENEROUS_ORDER_LIMITS,
      });
      const placeOrder = () => postOrder(inProcess(app), orderBody());
      const health = () => app.request("/api/health");

      expect((await placeOrder()).status).toBe(201);
      expect((await health()).status).toBe(200);

      const disk = join(`/proc/${postmaster}/root`, tablespace);
      const filler = join(disk, "filler");
      fillUp(filler);
      expect(statfsSync(disk).bavail).toBe(0);

      // Orders still fit in pages the tables already have, until one needs a new page.
      const statuses: number[] = [];
      let refused: Response | undefined;
      for (let attempt = 0; attempt < 300 && !refused; attempt++) {
        const response = await placeOrder();
        statuses.push(response.status);
        if (response.status !== 201) refused = response;
      }
      expect(refused?.status, `statuses: ${statuses.join(" ")}`).toBe(503);
      expect(await refused?.json()).toEqual({
        error: {
          code: "service_unavailable",
          message: "Serviço temporariamente indisponível. Tente novamente em instantes.",
        },
      });
      // A sort spilling to a temporary file finds no room either, whatever the tables have
      // (the check runs at most once a second: the answer may be that old).
      await expect
        .poll(async () => (await health()).status, { timeout: 5_000, interval: 250 })
        .toBe(503);
      expect(await (await health()).json()).toEqual({
        error: {
          code: "storage_unavailable",
          message: "O banco de dados não consegue gravar: disco cheio ou com falha",
        },
      });

      rmSync(filler);
      await expect
        .poll(async () => (await health()).status, { timeout: 10_000, interval: 250 })
        .toBe(200);
      expect((await placeOrder()).status).toBe(201);
    },
  );
});
