import { join } from "node:path";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import {
  type DatabaseNotifications,
  pgliteNotifications,
  postgresNotifications,
} from "./notifications.ts";
import { PgliteThread } from "./pglite-thread.ts";
import * as schema from "./schema.ts";

export type { DatabaseNotifications, NotificationListener } from "./notifications.ts";

export type Schema = typeof schema;
/** The Drizzle API shared by both drivers; code above this layer never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /** How long a new connection may take before its request fails (a 503); default 5 s. */
      connectTimeoutMs?: number;
    }
  /** `dataDir` undefined keeps the database in memory (tests). */
  | { kind: "pglite"; dataDir?: string };

export interface DatabaseHandle {
  kind: DatabaseOptions["kind"];
  db: Database;
  /** Runs fn while holding a session-level lock, so that only one instance migrates or seeds. */
  withExclusiveLock<T>(fn: (db: Database) => Promise<T>): Promise<T>;
  /** LISTEN/NOTIFY: how this process hears what other instances (and itself) announce. */
  events: DatabaseNotifications;
  /**
   * PGlite only: a consistent copy of the data directory as a gzipped tarball, taken while
   * queries wait (PGlite's dumpDataDir). What `npm run db:backup` writes.
   */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/**
 * Each database this process opened, found from its Drizzle object the way `db.$client` finds
 * its driver, so code handed only a `Database` can subscribe, or learn its traits.
 */
const handlesByDatabase = new WeakMap<Database, DatabaseHandle>();

function handleOf(db: Database): DatabaseHandle {
  const handle = handlesByDatabase.get(db);
  if (!handle) throw new Error("this Database was not opened by openDatabase()");
  return handle;
}

export function databaseNotifications(db: Database): DatabaseNotifications {
  return handleOf(db).events;
}

/** What code writing several statements in one transaction must know of the database. */
export interface DatabaseTraits {
  /**
   * Other sessions, perhaps of other processes, may write while this one does (PostgreSQL):
   * writers must lock what they decide on. PGlite has one session, owned by this process,
   * running one transaction at a time.
   */
  concurrentWriters: boolean;
  /**
   * The driver takes several statements at once and runs them in order on the session
   * (PGlite's thread): a transaction may send its reads together, in one round trip.
   * node-postgres runs one query at a time per connection, and deprecates queueing more.
   */
  statementsAtOnce: boolean;
}

export function databaseTraits(db: Database): DatabaseTraits {
  const pglite = handleOf(db).kind === "pglite";
  return { concurrentWriters: !pglite, statementsAtOnce: pglite };
}

const MIGRATION_LOCK_ID = 7_270_001;
/**
 * A server that cannot be reached (a network partition, a firewall dropping packets) would
 * otherwise hold every request that needs a new connection until the operating system gives
 * up, minutes later. pg-pool counts a wait for a free connection in it too: a request that
 * found all of them busy for that long is turned away (503) rather than left to pile up.
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    options.kind === "postgres"
      ? await openPostgres(
          options.url,
          options.poolSize ?? 10,
          options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
        )
      : await openPglite(options.dataDir);
  handlesByDatabase.set(handle.db, handle);
  return handle;
}

async function openPostgres(
  url: string,
  poolSize: number,
  connectTimeoutMs: number,
): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: connectTimeoutMs,
  });
  // A connection lost while the database restarts must never crash the process. The pool
  // reports (and discards) its idle clients' losses here.
  pool.on("error", () => {});
  // A checked-out client (inside a transaction, or waiting on a lock) emits "error" too when
  // its connection dies, and the pool listens only to idle ones: without a listener of its
  // own, that event is an uncaught exception. The query in flight fails with the same error
  // (the request answers 503), and the pool drops the broken client when it is released.
  pool.on("connect", (client) => {
    client.on("error", () => {});
  });
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  const events = postgresNotifications(url, connectTimeoutMs);
  return {
    kind: "postgres",
    db,
    events,
    async withExclusiveLock(fn) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        return await fn(drizzlePg(client, { schema }) as unknown as Database);
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    async close() {
      await events.close();
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = new PgliteThread(dataDir ? join(dataDir, "pglite") : undefined);
  await client.ready;
  // Drizzle's driver uses PGlite's query and transaction, which the thread offers alike.
  const db = drizzlePglite(client as never, { schema }) as unknown as Database;
  const events = pgliteNotifications(client);
  return {
    kind: "pglite",
    db,
    events,
    // PGlite has a single connection owned by this process (the data dir lock sees to that).
    withExclusiveLock: (fn) => fn(db),
    dumpDataDir: () => client.dumpDataDir(),
    async close() {
      await events.close();
      await client.close();
    },
  };
}
