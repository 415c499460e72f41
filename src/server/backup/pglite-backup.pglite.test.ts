import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createApp } from "#server/app.ts";
import { type OpenedDatabase, openConfiguredDatabase } from "#server/db/open-from-env.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { orders } from "#server/db/schema.ts";
import { orderSnapshot } from "#server/testing/order-snapshot.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { copyOfPreparedDataDir } from "#server/testing/prepared-database.ts";
import { inProcess, serverAt } from "#server/testing/request-target.ts";
import { type ServerProcess, startServerProcess } from "#server/testing/server-process.ts";
import type { PlacedOrder } from "#shared/orders.ts";
import { runBackup } from "./backup-command.ts";
import { runRestore } from "./restore-command.ts";

/** `npm run db:backup` / `db:restore` as staff run them, with what they print. */
async function cli(command: "backup" | "restore", dataDir: string, ...args: string[]) {
  const printed: string[] = [];
  const errors: string[] = [];
  const run = command === "backup" ? runBackup : runRestore;
  const code = await run(args, {
    env: { DATA_DIR: dataDir },
    output: { log: (line) => printed.push(line), error: (line) => errors.push(line) },
  });
  return { code, printed, errors };
}

/** Three different orders, so that a restore mixing them up would show. */
const BODIES = [
  orderBody({ items: [{ productId: "1", size: "medio", addonIds: [], quantity: 2 }] }),
  orderBody({
    deliveryMethod: "pickup",
    customer: { name: "João Pereira" },
    items: [
      { productId: "2", size: "medio", addonIds: [], quantity: 1 },
      { productId: "5", size: "medio", addonIds: [], quantity: 3 },
    ],
  }),
  orderBody({ items: [{ productId: "7", size: "medio", addonIds: [], quantity: 1 }] }),
];

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), "frosty-backup-"));
});
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** DATA_DIR as a shop that has run once (migrated, seeded) and holds no orders yet. */
function shopThatRanOnce(): Promise<void> {
  return copyOfPreparedDataDir(dataDir);
}

describe("db:backup and db:restore on PGlite with no server running", () => {
  /** The shop's database, opened the way the server opens it, with the real app on it. */
  async function openShop() {
    const database = await openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 });
    await prepareDatabase(database.handle);
    const { app } = createApp({ db: database.handle.db, logger: pino({ level: "silent" }) });
    const place = (body: unknown) => placeTestOrder(inProcess(app), body);
    return { database, db: database.handle.db, place };
  }

  async function withShop<T>(use: (shop: Awaited<ReturnType<typeof openShop>>) => Promise<T>) {
    if (!existsSync(join(dataDir, "pglite"))) await shopThatRanOnce();
    const shop = await openShop();
    try {
      return await use(shop);
    } finally {
      await shop.database.close();
    }
  }

  it("brings back exactly the orders and items that were backed up", {
    timeout: 60_000,
  }, async () => {
    const backedUp = await withShop(async (shop) => {
      await shop.place(BODIES[0]);
      await shop.place(BODIES[1]);
      return orderSnapshot(shop.db);
    });
    expect(backedUp).toHaveLength(2);
    expect(backedUp.map((order) => order.items.length)).toEqual([1, 2]);

    const file = join(dataDir, "copia.tar.gz");
    const backup = await cli("backup", dataDir, file);
    expect(backup.errors).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.printed[0]).toMatch(new RegExp(`^Backup gravado em ${file} \\(.+ MB\\)\\.$`));
    expect(backup.printed[1]).toBe("O backup tem 2 pedidos.");

    // Life goes on: a new order, a status change, an order deleted.
    const [first, second] = backedUp;
    await withShop(async (shop) => {
      await shop.place(BODIES[2]);
      await shop.db
        .update(orders)
        .set({ status: "delivered" })
        .where(eq(orders.id, first?.id ?? ""));
      await shop.db.delete(orders).where(eq(orders.id, second?.id ?? ""));
      expect(await orderSnapshot(shop.db)).not.toEqual(backedUp);
    });

    const restore = await cli("restore", dataDir, file);
    expect(restore.errors).toEqual([]);
    expect(restore.code).toBe(0);
    expect(restore.printed[0]).toBe(`Backup ${file} restaurado: 2 pedidos.`);
    const kept = readdirSync(dataDir).filter((name) => name.startsWith("pglite.before-restore-"));
    expect(kept).toHaveLength(1);
    expect(restore.printed[1]).toBe(
      `Os dados anteriores ficaram em ${join(dataDir, kept[0] ?? "")} (apague a pasta quando quiser).`,
    );
    expect(readdirSync(dataDir).filter((name) => name.startsWith("pglite.restoring"))).toEqual([]);

    // The server opens the restored directory (and migrates it) as at any start.
    await withShop(async (shop) => {
      expect(await orderSnapshot(shop.db)).toEqual(backedUp);
      // Its ids, stock and idempotency keys carry on where the backup left them.
      await shop.place(BODIES[2]);
      expect(await orderSnapshot(shop.db)).toHaveLength(3);
    });
  });

  it("writes to DATA_DIR/backups by default, never over an existing file", {
    timeout: 60_000,
  }, async () => {
    await withShop((shop) => shop.place(BODIES[0]));
    const first = await cli("backup", dataDir);
    expect(first.code).toBe(0);
    expect(first.printed[0]).toMatch(
      /^Backup gravado em .+\/backups\/frosty-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.tar\.gz /,
    );
    expect(first.printed[1]).toBe("O backup tem 1 pedido.");
    const [file] = readdirSync(join(dataDir, "backups"));

    const again = await cli("backup", dataDir, join(dataDir, "backups", file ?? ""));
    expect(again.code).toBe(1);
    expect(again.errors).toEqual([
      `O arquivo ${join(dataDir, "backups", file ?? "")} já existe: escolha outro nome para o backup.`,
    ]);
  });

  it("changes nothing when the backup file is damaged or not a database", {
    timeout: 60_000,
  }, async () => {
    const before = await withShop(async (shop) => {
      await shop.place(BODIES[0]);
      return orderSnapshot(shop.db);
    });
    const good = join(dataDir, "bom.tar.gz");
    expect((await cli("backup", dataDir, good)).code).toBe(0);
    const files = ["bom.tar.gz", "pglite"];

    // A copy cut short, as a full disk or an interrupted transfer leaves it.
    const truncated = join(dataDir, "cortado.tar.gz");
    writeFileSync(truncated, readFileSync(good).subarray(0, 200_000));
    const cut = await cli("restore", dataDir, truncated);
    expect(cut.code).toBe(1);
    expect(cut.errors[0]).toMatch(
      new RegExp(`^O backup ${truncated} está danificado \\(.+\\)\\. Nada foi alterado\\.$`),
    );

    // A sound tarball of something else.
    const other = join(dataDir, "outro.tar.gz");
    const folder = mkdtempSync(join(tmpdir(), "frosty-not-a-db-"));
    writeFileSync(join(folder, "leia-me.txt"), "não é um banco");
    execFileSync("tar", ["-czf", other, "-C", folder, "leia-me.txt"]);
    rmSync(folder, { recursive: true });
    const wrong = await cli("restore", dataDir, other);
    expect(wrong.code).toBe(1);
    expect(wrong.errors[0]).toMatch(
      new RegExp(`^O backup ${other} não pôde ser carregado \\(.+\\)\\. Nada foi alterado\\.$`),
    );

    expect(readdirSync(dataDir).sort()).toEqual(
      ["cortado.tar.gz", ...files, "outro.tar.gz"].sort(),
    );
    await withShop(async (shop) => expect(await orderSnapshot(shop.db)).toEqual(before));
  });

  it("says what is wrong with a missing file, a PostgreSQL dump or no database", async () => {
    const missing = join(dataDir, "nao-existe.tar.gz");
    expect((await cli("restore", dataDir, missing)).errors).toEqual([
      `Arquivo de backup não encontrado: ${missing}`,
    ]);
    const dump = join(dataDir, "postgres.dump");
    writeFileSync(dump, "PGDMP\u0001\u000e\u0000");
    expect((await cli("restore", dataDir, dump)).errors).toEqual([
      `${dump} é um backup de PostgreSQL (pg_dump). Para restaurá-lo, defina DATABASE_URL.`,
    ]);
    const backup = await cli("backup", dataDir);
    expect(backup.code).toBe(1);
    expect(backup.errors).toEqual([
      `Não há banco PGlite em ${join(dataDir, "pglite")}: nada para copiar.`,
    ]);
    // Looking did not create one.
    expect(existsSync(join(dataDir, "pglite"))).toBe(false);
  });

  it("shows the usage for wrong arguments, with exit code 2", async () => {
    expect(await cli("backup", dataDir, "a.tar.gz", "b.tar.gz")).toMatchObject({
      code: 2,
      errors: ["Uso: npm run db:backup [-- <arquivo>]"],
    });
    expect(await cli("restore", dataDir)).toMatchObject({
      code: 2,
      errors: ["Uso: npm run db:restore -- <arquivo de backup>"],
    });
  });
});

describe("db:backup and db:restore on PGlite while the server runs", () => {
  const servers: ServerProcess[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => server.stop()));
  });

  const start = async () => {
    if (!existsSync(join(dataDir, "pglite"))) await shopThatRanOnce();
    const server = await startServerProcess({ DATA_DIR: dataDir });
    servers.push(server);
    return server;
  };

  // As the device that placed it reads it: the whole order, personal data included.
  async function readOrder(running: ServerProcess, order: PlacedOrder): Promise<Response> {
    return fetch(`${running.url}/api/orders/${order.id}`, {
      headers: { "x-order-token": order.accessToken, "x-order-owner": order.ownerProof },
    });
  }

  // Starts the real server twice, and loads the backup twice (to count it, then to restore it).
  it("backs up through the server's socket, and restores only once the server is stopped", {
    timeout: 120_000,
  }, async () => {
    const running = await start();
    const server = serverAt(running.url);
    const placed = [
      await placeTestOrder(server, BODIES[0]),
      await placeTestOrder(server, BODIES[1]),
    ];

    // The server holds the data directory: the CLI cannot open it, so the copy comes from
    // the server itself.
    const backup = await cli("backup", dataDir);
    expect(backup.errors).toEqual([]);
    expect(backup.code).toBe(0);
    expect(backup.printed[1]).toBe("O backup tem 2 pedidos.");
    const file = join(dataDir, "backups", readdirSync(join(dataDir, "backups"))[0] ?? "");
    expect(backup.printed[0]).toMatch(new RegExp(`^Backup gravado em ${file} `));

    const later = await placeTestOrder(server, BODIES[2]);

    const refused = await cli("restore", dataDir, file);
    expect(refused.code).toBe(1);
    expect(refused.errors).toEqual([
      `O servidor Frosty (PID ${running.child.pid}) está usando ${dataDir}. Pare o servidor ` +
        "antes de restaurar um backup e rode o comando de novo. Nada foi alterado.",
    ]);
    expect((await readOrder(running, later)).status).toBe(200);

    expect(await running.stop()).toBe(0);
    const restore = await cli("restore", dataDir, file);
    expect(restore.errors).toEqual([]);
    expect(restore.printed[0]).toBe(`Backup ${file} restaurado: 2 pedidos.`);

    const restarted = await start();
    for (const order of placed) {
      const response = await readOrder(restarted, order);
      expect(response.status).toBe(200);
      // The order as placed, and its history since (placed, nothing else yet).
      expect(await response.json()).toEqual({
        ...order,
        statusHistory: [{ status: order.status, at: order.createdAt }],
      });
    }
    expect((await readOrder(restarted, later)).status).toBe(404);
    expect(await restarted.stop()).toBe(0);

    const database: OpenedDatabase = await openConfiguredDatabase({
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: 1,
    });
    try {
      const snapshot = await orderSnapshot(database.handle.db);
      expect(snapshot.map((order) => order.id)).toEqual(placed.map((order) => order.id).sort());
      expect(snapshot.map((order) => order.items.length)).toEqual(
        placed.sort((a, b) => a.id.localeCompare(b.id)).map((order) => order.items.length),
      );
    } finally {
      await database.close();
    }
  });
});
