import { dirname, join, resolve } from "node:path";
import type { Env } from "#server/env.ts";
import { type CommandOutput, failure } from "./backup-command.ts";
import {
  assertBackupFormat,
  defaultBackupPath,
  describeOrderCount,
  fileTimestamp,
} from "./backup-files.ts";
import { restorePglite } from "./pglite-backup.ts";
import { backupPostgres, restorePostgres } from "./postgres-backup.ts";

export const RESTORE_USAGE = "Uso: npm run db:restore -- <arquivo de backup>";

export interface RestoreCommandDeps {
  env: Pick<Env, "DATABASE_URL" | "DATA_DIR">;
  output?: CommandOutput;
  now?: Date;
}

/**
 * `db:restore <file>`; returns the exit code. Whatever the database held before is kept:
 * PGlite's old directory is moved aside, and PostgreSQL's current content is first saved with
 * pg_dump. A backup that does not load changes nothing.
 */
export async function runRestore(args: string[], deps: RestoreCommandDeps): Promise<number> {
  const output = deps.output ?? console;
  const [file] = args;
  if (args.length !== 1 || !file || file.startsWith("-")) {
    output.error(RESTORE_USAGE);
    return 2;
  }
  const path = resolve(file);
  const now = deps.now ?? new Date();
  try {
    if (deps.env.DATABASE_URL) {
      await restoreIntoPostgres(deps.env.DATABASE_URL, deps.env.DATA_DIR, path, now, output);
    } else {
      const { orders, previous } = await restorePglite(deps.env.DATA_DIR, path, now);
      output.log(`Backup ${path} restaurado: ${describeOrderCount(orders)}.`);
      if (previous) {
        output.log(`Os dados anteriores ficaram em ${previous} (apague a pasta quando quiser).`);
      }
    }
    return 0;
  } catch (error) {
    output.error(failure("Falha na restauração", error));
    return 1;
  }
}

async function restoreIntoPostgres(
  url: string,
  dataDir: string,
  path: string,
  now: Date,
  output: CommandOutput,
): Promise<void> {
  // Checked before the safety copy is taken, so a wrong file costs nothing.
  await assertBackupFormat(path, "postgres");
  const safety = join(
    dirname(defaultBackupPath(dataDir, "postgres", now)),
    `frosty-before-restore-${fileTimestamp(now)}.dump`,
  );
  const { orders: before } = await backupPostgres(url, safety);
  output.log(`Cópia do banco atual (${describeOrderCount(before)}) gravada em ${safety}.`);
  const { orders } = await restorePostgres(url, path);
  output.log(`Backup ${path} restaurado: ${describeOrderCount(orders)}.`);
}
