import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { EVENTS_CHANNEL } from "#server/services/events/app-events.ts";
import { assertBackupFormat, writeNewFile } from "./backup-files.ts";
import { countOrders } from "./count-orders.ts";
import { findPostgresTool, runPostgresTool } from "./postgres-tools.ts";

/**
 * pg_dump in the custom format (-Fc) to a new file at `path`. The orders are counted in an
 * exported snapshot that pg_dump then dumps, so the count is exactly what the file holds.
 */
export async function backupPostgres(
  url: string,
  path: string,
): Promise<{ orders: number; bytes: number }> {
  const pgDump = await findPostgresTool("pg_dump");
  return withConnection(url, async (client) => {
    await client.query("begin isolation level repeatable read read only");
    try {
      const { rows } = await client.query<{ snapshot: string }>(
        "select pg_export_snapshot() as snapshot",
      );
      const orders = await countOrders(client);
      const { bytes } = await withToolConnection(url, (dbname) =>
        writeNewFile(path, (temporary) =>
          runPostgresTool(pgDump, [
            "--format=custom",
            `--snapshot=${rows[0]?.snapshot}`,
            `--file=${temporary}`,
            "--no-password",
            `--dbname=${dbname}`,
          ]),
        ),
      );
      return { orders, bytes };
    } finally {
      await client.query("commit").catch(() => {});
    }
  });
}

export interface PostgresRestore {
  orders: number;
}

/**
 * pg_restore --clean --if-exists --no-owner in one transaction: either the whole backup
 * replaces the database's objects, or (on any error) nothing changes. The file is first read
 * whole by `pg_restore --list`, so a truncated or foreign file fails before anything is touched.
 * Running servers are then told that the catalogue changed, so they drop their cached copy.
 */
export async function restorePostgres(url: string, path: string): Promise<PostgresRestore> {
  await assertBackupFormat(path, "postgres");
  const pgRestore = await findPostgresTool("pg_restore");
  await runPostgresTool(pgRestore, ["--list", path]);
  await withToolConnection(url, (dbname) =>
    runPostgresTool(pgRestore, [
      "--clean",
      "--if-exists",
      "--no-owner",
      "--single-transaction",
      "--exit-on-error",
      "--no-password",
      `--dbname=${dbname}`,
      path,
    ]),
  );
  return withConnection(url, async (client) => {
    const orders = await countOrders(client);
    await client.query("select pg_notify($1, $2)", [
      EVENTS_CHANNEL,
      JSON.stringify({ type: "catalog.changed", origin: "db:restore" }),
    ]);
    return { orders };
  });
}

async function withConnection<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, application_name: "frosty-backup" });
  // A connection lost mid-command fails the query in flight; the event alone must not crash.
  client.on("error", () => {});
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * The connection string for pg_dump / pg_restore without its password, which would show in
 * the process list: libpq reads it from a temporary passfile (0600) named in the string.
 */
async function withToolConnection<T>(url: string, use: (dbname: string) => Promise<T>): Promise<T> {
  const parsed = new URL(url);
  if (!parsed.password) return use(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = "";
  const dir = await mkdtemp(join(tmpdir(), "frosty-pgpass-"));
  try {
    const passfile = join(dir, "pgpass");
    await writeFile(passfile, `*:*:*:*:${password.replace(/[\\:]/g, "\\$&")}\n`, { mode: 0o600 });
    parsed.searchParams.set("passfile", passfile);
    return await use(parsed.toString());
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
