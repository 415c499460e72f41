import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { pino } from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { type DatabaseHandle, openDatabase } from "#server/db/client.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { orders } from "#server/db/schema.ts";
import { orderSnapshot } from "#server/testing/order-snapshot.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { switchTestPaymentOn } from "#server/testing/prepared-database.ts";
import { inProcess } from "#server/testing/request-target.ts";
import type { OrderView } from "#shared/orders.ts";
import { runBackup } from "./backup-command.ts";
import { runRestore } from "./restore-command.ts";

/**
 * db:backup / db:restore with DATABASE_URL: pg_dump and pg_restore against a database of its
 * own on the suite's PostgreSQL server (TEST_DATABASE_URL).
 */
const serverUrl = process.env.TEST_DATABASE_URL ?? "";
const name = `frosty_backup_${Date.now()}_${randomBytes(3).toString("hex")}`;
const url = Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();

let handle: DatabaseHandle;
let dataDir: string;
let place: (body: unknown) => Promise<OrderView>;

async function admin(statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  await admin(`create database ${name}`);
  handle = await openDatabase({ kind: "postgres", url, poolSize: 3 });
  await prepareDatabase(handle);
  // A fresh install offers no test payment; the orders below pay with it, as HQ could allow.
  await switchTestPaymentOn(handle.db);
  const { app } = createApp({ db: handle.db, logger: pino({ level: "silent" }) });
  place = (body) => placeTestOrder(inProcess(app), body);
  dataDir = mkdtempSync(join(tmpdir(), "frosty-pg-backup-"));
});
afterAll(async () => {
  await handle?.close();
  await admin(`drop database if exists ${name} with (force)`);
  rmSync(dataDir, { recursive: true, force: true });
});

async function cli(command: "backup" | "restore", ...args: string[]) {
  const printed: string[] = [];
  const errors: string[] = [];
  const run = command === "backup" ? runBackup : runRestore;
  const code = await run(args, {
    env: { DATABASE_URL: url, DATA_DIR: dataDir },
    output: { log: (line) => printed.push(line), error: (line) => errors.push(line) },
  });
  return { code, printed, errors };
}

describe("db:backup and db:restore on PostgreSQL", () => {
  it("brings back exactly the orders and items that were backed up", {
    timeout: 120_000,
  }, async () => {
    await place(
      orderBody({ items: [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }] }),
    );
    await place(
      orderBody({
        deliveryMethod: "pickup",
        items: [
          { productId: "2", size: "medio", addonIds: [], quantity: 1 },
          { productId: "5", size: "medio", addonIds: [], quantity: 3 },
        ],
      }),
    );
    const backedUp = await orderSnapshot(handle.db);
    expect(backedUp.map((order) => order.items.length)).toEqual([1, 2]);

    const backup = await cli("backup");
    expect(backup.errors).toEqual([]);
    expect(backup.code).toBe(0);
    const [file] = readdirSync(join(dataDir, "backups"));
    const path = join(dataDir, "backups", file ?? "");
    expect(file).toMatch(/^frosty-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.dump$/);
    expect(statSync(path).mode & 0o777).toBe(0o600);
    expect(backup.printed).toEqual([
      expect.stringMatching(new RegExp(`^Backup gravado em ${path} \\(.+\\)\\.$`)),
      "O backup tem 2 pedidos.",
    ]);

    // Life goes on: a new order, a status change, an order deleted.
    const [first, second] = backedUp;
    const later = await place(orderBody());
    await handle.db
      .update(orders)
      .set({ status: "ready" })
      .where(eq(orders.id, first?.id ?? ""));
    await handle.db.delete(orders).where(eq(orders.id, second?.id ?? ""));

    const restore = await cli("restore", path);
    expect(restore.errors).toEqual([]);
    expect(restore.code).toBe(0);
    const safety = readdirSync(join(dataDir, "backups")).find((name) =>
      name.startsWith("frosty-before-restore-"),
    );
    expect(restore.printed).toEqual([
      `Cópia do banco atual (2 pedidos) gravada em ${join(dataDir, "backups", safety ?? "")}.`,
      `Backup ${path} restaurado: 2 pedidos.`,
    ]);
    expect(await orderSnapshot(handle.db)).toEqual(backedUp);

    // The copy taken before restoring holds what the restore replaced: restoring it undoes it.
    const undo = await cli("restore", join(dataDir, "backups", safety ?? ""));
    expect(undo.code).toBe(0);
    const undone = await orderSnapshot(handle.db);
    expect(undone.map((order) => order.id)).toEqual([first?.id, later.id].sort());
    expect(undone.find((order) => order.id === first?.id)?.status).toBe("ready");
  });

  it("refuses a damaged or PGlite file and leaves the database as it was", async () => {
    const before = await orderSnapshot(handle.db);
    const damaged = join(dataDir, "danificado.dump");
    writeFileSync(damaged, "PGDMP isto não é um backup");
    const result = await cli("restore", damaged);
    expect(result.code).toBe(1);
    expect(result.errors[0]).toMatch(/pg_restore falhou/);

    const pglite = join(dataDir, "pglite.tar.gz");
    writeFileSync(pglite, Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0]));
    expect((await cli("restore", pglite)).errors).toEqual([
      `${pglite} é um backup de PGlite. Para restaurá-lo, rode sem DATABASE_URL (com DATA_DIR).`,
    ]);
    expect(await orderSnapshot(handle.db)).toEqual(before);
  });
});
