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

/** Asks the person at the shell a question and reads the line they type. */
export interface Terminal {
  ask(question: string): Promise<string>;
}

export interface AccessCommandDeps {
  env: DatabaseConfig;
  output?: CommandOutput;
  /** Opens the configured database when the CLI must write the change itself. */
  open?: (env: DatabaseConfig) => Promise<OpenedDatabase>;
  /**
   * The person's terminal, to confirm a grant; null or absent when nobody can answer (a script,
   * a pipe): then a grant needs --confirm with the account's id.
   */
  terminal?: Terminal | null;
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
    const answer = await sendAccessCommand(command, deps);
    if (answer.ok) output.log(answer.message);
    else output.error(answer.message);
    return answer.ok ? 0 : 1;
  } catch (error) {
    output.error(shellFailure(error, failure));
    return 1;
  }
}

/** What the shell prints when the command could not run at all. */
export function shellFailure(error: unknown, failure: string): string {
  return error instanceof DataDirLockedError
    ? `${error.message} (o servidor não respondeu pelo socket ${ADMIN_SOCKET_FILE})`
    : `${failure}: ${error instanceof Error ? error.message : String(error)}`;
}

/**
 * Runs one command where the database is: the running server's socket on PGlite, else the
 * database itself. Its answer, not printed.
 */
export function sendAccessCommand(
  command: AccessCommand,
  deps: AccessCommandDeps,
): Promise<AdminAnswer> {
  return withAccessChannel(deps, (send) => send(command));
}

/**
 * Runs several commands where the database is (describing an account, then changing it): through
 * the running server's socket on PGlite while one answers, else on the database, opened (and
 * migrated) once for all of them and closed at the end.
 */
export async function withAccessChannel<T>(
  deps: AccessCommandDeps,
  use: (send: (command: AccessCommand) => Promise<AdminAnswer>) => Promise<T>,
): Promise<T> {
  let database: OpenedDatabase | undefined;
  const send = async (command: AccessCommand): Promise<AdminAnswer> => {
    if (!database && !deps.env.DATABASE_URL) {
      const reply = await askAdminSocket(join(deps.env.DATA_DIR, ADMIN_SOCKET_FILE), command);
      if (reply.reached) return reply.answer;
    }
    if (!database) {
      database = await (deps.open ?? openConfiguredDatabase)(deps.env);
      // The tables may not exist yet when the server never ran on this database.
      await migrateDatabase(database.handle);
    }
    return runAccessCommand(database.handle.db, command);
  };
  try {
    return await use(send);
  } finally {
    await database?.close();
  }
}
