import { readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import type { DatabaseHandle } from "#server/db/client.ts";
import { DataDirLockedError, lockDataDir } from "#server/db/data-dir-lock.ts";
import { openConfiguredDatabase } from "#server/db/open-from-env.ts";
import {
  assertBackupFormat,
  BackupError,
  fileTimestamp,
  pgliteDir,
  writeNewFile,
} from "./backup-files.ts";
import { countOrders } from "./count-orders.ts";
import { readTarball } from "./tarball.ts";

/**
 * Writes the open PGlite database to a new file at `path` (a gzipped tarball of its data
 * directory). The running server does this when `npm run db:backup` asks through the admin
 * socket; the CLI does it when no server holds the data directory.
 */
export async function writePgliteBackup(
  handle: DatabaseHandle,
  path: string,
): Promise<{ bytes: number }> {
  if (!handle.dumpDataDir) throw new BackupError("Este banco não é PGlite: não há o que copiar.");
  const tarball = await handle.dumpDataDir();
  const bytes = new Uint8Array(await tarball.arrayBuffer());
  return writeNewFile(path, (temporary) => writeFile(temporary, bytes));
}

/** Backs up DATA_DIR while no server runs: opens (and locks) it, copies it, closes it. */
export async function backupIdlePglite(dataDir: string, path: string): Promise<{ bytes: number }> {
  if (!(await isPgliteDir(pgliteDir(dataDir)))) {
    throw new BackupError(`Não há banco PGlite em ${pgliteDir(dataDir)}: nada para copiar.`);
  }
  const database = await openConfiguredDatabase({ DATA_DIR: dataDir, DATABASE_POOL_SIZE: 1 }).catch(
    (error: unknown) => {
      throw error instanceof DataDirLockedError ? inUse(error, "backup") : error;
    },
  );
  try {
    return await writePgliteBackup(database.handle, path);
  } finally {
    await database.close();
  }
}

/**
 * Loads a backup into a throwaway in-memory database and counts its orders: proof that the
 * file restores, and what it holds.
 */
export async function inspectPgliteBackup(path: string): Promise<{ orders: number }> {
  const tarball = await readBackup(path);
  return withLoadedBackup(tarball, undefined, async (db) => ({ orders: await countOrders(db) }));
}

export interface PgliteRestore {
  orders: number;
  /** Where the data that was there before now is; null when there was none. */
  previous: string | null;
}

/**
 * Replaces DATA_DIR's database with a backup. Refuses while a server holds the directory.
 * The backup is first loaded into a new directory beside the current one and its orders
 * counted; only then are the directories swapped, and the old one is kept as
 * `pglite.before-restore-<timestamp>`. A backup that does not load changes nothing.
 */
export async function restorePglite(
  dataDir: string,
  path: string,
  now: Date = new Date(),
): Promise<PgliteRestore> {
  const tarball = await readBackup(path);
  let lock: { release(): void };
  try {
    lock = lockDataDir(dataDir);
  } catch (error) {
    throw error instanceof DataDirLockedError ? inUse(error, "restore") : error;
  }
  try {
    const stamp = fileTimestamp(now);
    const current = pgliteDir(dataDir);
    const staging = join(dataDir, `pglite.restoring-${stamp}`);
    await rm(staging, { recursive: true, force: true });
    let orders: number;
    try {
      orders = await withLoadedBackup(tarball, staging, countOrders);
    } catch (error) {
      await rm(staging, { recursive: true, force: true });
      const reason = error instanceof Error ? error.message : String(error);
      throw new BackupError(
        `O backup ${path} não pôde ser carregado (${reason}). Nada foi alterado.`,
      );
    }
    const previous = (await isDirectory(current))
      ? join(dataDir, `pglite.before-restore-${stamp}`)
      : null;
    if (previous) await rename(current, previous);
    try {
      await rename(staging, current);
    } catch (error) {
      if (previous) await rename(previous, current);
      throw error;
    }
    return { orders, previous };
  } finally {
    lock.release();
  }
}

/** The backup's tar archive, checked whole (tarball.ts), for PGlite's loadDataDir. */
async function readBackup(path: string): Promise<Blob> {
  await assertBackupFormat(path, "pglite");
  let tar: Uint8Array<ArrayBuffer>;
  try {
    tar = await readTarball(await readFile(path));
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BackupError(`O backup ${path} está danificado (${reason}). Nada foi alterado.`);
  }
  return new Blob([tar], { type: "application/x-tar" });
}

/** Opens PGlite on the backup (in `dir`, or in memory), runs `use`, closes it again. */
async function withLoadedBackup<T>(
  tarball: Blob,
  dir: string | undefined,
  use: (db: PGlite) => Promise<T>,
): Promise<T> {
  // The options form: `new PGlite(undefined, options)` would ignore the options.
  const db = new PGlite({ ...(dir ? { dataDir: dir } : {}), loadDataDir: tarball });
  try {
    await db.waitReady;
    return await use(db);
  } finally {
    await db.close().catch(() => {});
  }
}

function inUse(error: DataDirLockedError, action: "backup" | "restore"): BackupError {
  return new BackupError(
    action === "restore"
      ? `O servidor Frosty (PID ${error.pid}) está usando ${error.dataDir}. Pare o servidor ` +
          "antes de restaurar um backup e rode o comando de novo. Nada foi alterado."
      : `Outro processo Frosty (PID ${error.pid}) está usando ${error.dataDir} e não respondeu ` +
          "pelo socket admin.sock. Tente de novo com o servidor parado.",
  );
}

async function isPgliteDir(dir: string): Promise<boolean> {
  return stat(join(dir, "PG_VERSION")).then(
    (stats) => stats.isFile(),
    () => false,
  );
}

async function isDirectory(dir: string): Promise<boolean> {
  return stat(dir).then(
    (stats) => stats.isDirectory(),
    () => false,
  );
}
