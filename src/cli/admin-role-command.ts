import { join } from "node:path";
import { askAdminSocket } from "#server/admin-socket/client.ts";
import {
  ADMIN_SOCKET_FILE,
  type AdminAnswer,
  type AdminCommand,
  adminCommandSchema,
  runAdminCommand,
} from "#server/admin-socket/protocol.ts";
import { DataDirLockedError } from "#server/db/data-dir-lock.ts";
import { migrateDatabase } from "#server/db/migrate.ts";
import { type OpenedDatabase, openConfiguredDatabase } from "#server/db/open-from-env.ts";
import type { Env } from "#server/env.ts";

export const USAGE = "Uso: npm run admin:grant -- <e-mail>   ou   npm run admin:revoke -- <e-mail>";

export interface CommandOutput {
  log(message: string): void;
  error(message: string): void;
}

type DatabaseConfig = Pick<Env, "DATABASE_URL" | "DATABASE_POOL_SIZE" | "DATA_DIR">;

export interface AdminRoleDeps {
  env: DatabaseConfig;
  output?: CommandOutput;
  /** Opens the configured database when the CLI must write the role itself. */
  open?: (env: DatabaseConfig) => Promise<OpenedDatabase>;
}

/**
 * `admin:grant <email>` / `admin:revoke <email>`; returns the exit code. On PostgreSQL the role
 * is written directly. On PGlite the running server owns the data directory, so the command
 * goes through its admin socket; only when no server is running does the CLI open (and lock)
 * the data directory itself.
 */
export async function runAdminRole(args: string[], deps: AdminRoleDeps): Promise<number> {
  const output = deps.output ?? console;
  const parsed = adminCommandSchema.safeParse({ action: args[0], email: args[1] ?? "" });
  if (!parsed.success || args.length !== 2 || !parsed.data.email.includes("@")) {
    output.error(USAGE);
    return 2;
  }
  try {
    const answer = await execute(parsed.data, deps);
    if (answer.ok) output.log(answer.message);
    else output.error(answer.message);
    return answer.ok ? 0 : 1;
  } catch (error) {
    output.error(
      error instanceof DataDirLockedError
        ? `${error.message} (o servidor não respondeu pelo socket ${ADMIN_SOCKET_FILE})`
        : `Falha ao alterar o papel: ${error instanceof Error ? error.message : String(error)}`,
    );
    return 1;
  }
}

async function execute(command: AdminCommand, deps: AdminRoleDeps): Promise<AdminAnswer> {
  if (!deps.env.DATABASE_URL) {
    const reply = await askAdminSocket(join(deps.env.DATA_DIR, ADMIN_SOCKET_FILE), command);
    if (reply.reached) return reply.answer;
  }
  const database = await (deps.open ?? openConfiguredDatabase)(deps.env);
  try {
    // The tables may not exist yet when the server never ran on this database.
    await migrateDatabase(database.handle);
    return await runAdminCommand(database.handle.db, command);
  } finally {
    await database.close();
  }
}
