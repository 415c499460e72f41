import { join, resolve } from "node:path";
import { askAdminSocket } from "#server/admin-socket/client.ts";
import { ADMIN_SOCKET_FILE } from "#server/admin-socket/protocol.ts";
import type { Env } from "#server/env.ts";
import {
  BackupError,
  type BackupKind,
  defaultBackupPath,
  describeOrderCount,
  formatBytes,
} from "./backup-files.ts";
import { backupIdlePglite, inspectPgliteBackup } from "./pglite-backup.ts";
import { backupPostgres } from "./postgres-backup.ts";

export const BACKUP_USAGE = "Uso: npm run db:backup [-- <arquivo>]";

export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

export interface BackupCommandDeps {
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">;
  output?: CommandOutput;
  now?: Date;
}

/** A large database takes a while to copy; the server answers once the file is written. */
const SOCKET_BACKUP_TIMEOUT_MS = 30 * 60_000;

/**
 * `db:backup [file]`; returns the exit code. PostgreSQL: pg_dump -Fc. PGlite: a tarball of the
 * data directory, written by the running server (asked through its admin socket) or, when none
 * runs, by this command. Either way the file is then checked: the PGlite copy is loaded into a
 * throwaway database, and its orders are counted.
 */
export async function runBackup(args: string[], deps: BackupCommandDeps): Promise<number> {
  const output = deps.output ?? console;
  if (args.length > 1 || args[0]?.startsWith("-")) {
    output.error(BACKUP_USAGE);
    return 2;
  }
  const kind: BackupKind = deps.env.DATABASE_URL ? "postgres" : "pglite";
  const path = args[0] ? resolve(args[0]) : defaultBackupPath(deps.env.DATA_DIR, kind, deps.now);
  try {
    const { bytes, orders } = deps.env.DATABASE_URL
      ? await backupPostgres(deps.env.DATABASE_URL, path)
      : await backupPglite(deps.env.DATA_DIR, path);
    output.log(`Backup gravado em ${path} (${formatBytes(bytes)}).`);
    output.log(`O backup tem ${describeOrderCount(orders)}.`);
    return 0;
  } catch (error) {
    output.error(failure("Falha no backup", error));
    return 1;
  }
}

async function backupPglite(
  dataDir: string,
  path: string,
): Promise<{ bytes: number; orders: number }> {
  const reply = await askAdminSocket(
    join(dataDir, ADMIN_SOCKET_FILE),
    { action: "backup", path },
    SOCKET_BACKUP_TIMEOUT_MS,
  );
  let bytes: number;
  if (reply.reached) {
    if (!reply.answer.ok) throw new BackupError(reply.answer.message);
    bytes = reply.answer.bytes ?? 0;
  } else {
    ({ bytes } = await backupIdlePglite(dataDir, path));
  }
  const { orders } = await inspectPgliteBackup(path).catch((error: unknown) => {
    throw new BackupError(
      `O arquivo ${path} foi gravado mas não abre como banco (${messageOf(error)}). ` +
        "Não confie nele: rode o backup de novo.",
    );
  });
  return { bytes, orders };
}

export function failure(prefix: string, error: unknown): string {
  return error instanceof BackupError ? error.message : `${prefix}: ${messageOf(error)}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
