import { join } from "node:path";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { type OpenedDatabase, openConfiguredDatabase } from "#server/db/open-from-env.ts";
import type { Env } from "#server/env.ts";
import { askAdminSocket } from "./client.ts";
import {
  type AccessCommand,
  ADMIN_SOCKET_FILE,
  type AdminAnswer,
  runAccessCommand,
} from "./protocol.ts";

export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

export type DatabaseConfig = Pick<Env, "DATABASE_URL" | "DATABASE_POOL_SIZE" | "DATA_DIR">;

export interface AccessCommandDeps {
  env: DatabaseConfig;
  output?: CommandOutput;
  /** Opens the configured database when the CLI must write the change itself. */
  open?: (env: DatabaseConfig) => Promise<OpenedDatabase>;
}

/**
 * Runs a role or store membership change for the shell and prints its answer; the exit code.
 * On PostgreSQL the change is written directly. On PGlite the running server owns the data
 * directory, so the command goes through its admin socket; only when no server is running does
 * the CLI open (and lock) the data directory itself.
 */
export async function runAccessCommandFromShell(
  command: AccessCommand,
  deps: AccessCommandDeps,
  failure: string,
): Promise<number> {
  const output = deps.output ?? console;
  try {
    const answer = await execute(command, deps);
    if (answer.ok) output.log(answer.message);
    else output.error(answer.message);
    return answer.ok ? 0 : 1;
  } catch (error) {
    output.error(
      error instanceof DataDirLockedError
        ? `${error.message} (o servidor não respondeu pelo socket ${ADMIN_SOCKET_FILE})`
        : `${failure}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

async function execute(command: AccessCommand, deps: AccessCommandDeps): Promise<AdminAnswer> {
  if (!deps.env.DATABASE_URL) {
    const reply = await askAdminSocket(join(deps.env.DATA_DIR, ADMIN_SOCKET_FILE), command);
    if (reply.reached) return reply.answer;
  }
  const database = await (deps.open ?? openConfiguredDatabase)(deps.env);
  try {
    // The tables may not exist yet when the server never ran on this database.
    await migrateDatabase(database.handle);
    return await runAccessCommand(database.handle.db, command);
  } finally {
    await database.close();
  }
}
