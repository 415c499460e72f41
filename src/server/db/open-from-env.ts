import { type DatabaseHandle, openDatabase } from "./client.ts";
import { type DataDirLock, lockDataDir } from "./data-dir-lock.ts";
import { makeOwnerOnly } from "./data-dir-permissions.ts";

export interface OpenedDatabase {
  handle: DatabaseHandle;
  /** Closes the database, then frees the data directory. */
  close(): Promise<void>;
}

/** PostgreSQL when DATABASE_URL is set; otherwise PGlite under DATA_DIR, locked to this process. */
export async function openConfiguredDatabase(config: {
  DATABASE_URL?: string | undefined;
  DATABASE_POOL_SIZE: number;
  /** Unset: DEFAULT_CONNECT_TIMEOUT_MS (commands given only part of the environment). */
  DATABASE_CONNECT_TIMEOUT_MS?: number | undefined;
  /** Unset: DEFAULT_STATEMENT_TIMEOUT_MS. */
  DATABASE_STATEMENT_TIMEOUT_MS?: number | undefined;
  DATA_DIR: string;
}): Promise<OpenedDatabase> {
  if (config.DATABASE_URL) {
    const handle = await openDatabase({
      kind: "postgres",
      url: config.DATABASE_URL,
      poolSize: config.DATABASE_POOL_SIZE,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
    });
    return { handle, close: () => handle.close() };
  }
  const lock: DataDirLock = lockDataDir(config.DATA_DIR);
  try {
    const handle = await openDatabase({ kind: "pglite", dataDir: config.DATA_DIR });
    // PGlite's first start chmods initdb's files 0666, whatever the umask.
    makeOwnerOnly(config.DATA_DIR);
    return {
      handle,
      async close() {
        try {
          await handle.close();
        } finally {
          lock.release();
        }
      },
    };
  } catch (error) {
    lock.release();
    throw error;
  }
}
