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
import {
  BoundedClient,
  BoundedPool,
  boundedConnectionConfig,
  type ConnectionBounds,
  DEFAULT_CONNECT_TIMEOUT_MS,
  DEFAULT_STATEMENT_TIMEOUT_MS,
  unboundedConnectionConfig,
} from "./postgres-connection.ts";
import * as schema from "./schema.ts";

export type { DatabaseNotifications, NotificationListener } from "./notifications.ts";
export { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS };

export type Schema = typeof schema;
/** The Drizzle API shared by both drivers; code above this layer never knows which one runs. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseOptions =
  | {
      kind: "postgres";
      url: string;
      poolSize?: number;
      /**
       * How long a request may wait for a connection, new or pooled, before it fails (a 503);
       * default DEFAULT_CONNECT_TIMEOUT_MS.
       */
      connectTimeoutMs?: number;
      /**
       * How long one statement may run before it fails (a 503): the server cancels it, and
       * the client gives up by itself on a server that does not answer at all;
       * default DEFAULT_STATEMENT_TIMEOUT_MS.
       */
      statementTimeoutMs?: number;
    }
  /**
   * `dataDir` undefined keeps the database in memory (tests). `load` starts a new database from
   * a copy of another (dumpDataDir's tarball) instead of an empty one.
   */
  | { kind: "pglite"; dataDir?: string; load?: Uint8Array };

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

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle =
    options.kind === "postgres"
      ? await openPostgres(options.url, options.poolSize ?? 10, {
          connectTimeoutMs: options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
          statementTimeoutMs: options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS,
        })
      : await openPglite(options.dataDir, options.load);
  handlesByDatabase.set(handle.db, handle);
  return handle;
}

/**
 * Every wait on the server is bounded (postgres-connection.ts): getting a connection by the
 * connect timeout, each statement by the statement timeout, enforced by the server and, should
 * it not answer at all (frozen, partitioned), by the client, which then closes the connection
 * so that nothing waits behind the lost statement. A request that needs the database thus
 * answers, at worst a 503, within the connect timeout plus the statement timeout (and
 * ANSWER_GRACE_MS), whatever state the server is in.
 */
async function openPostgres(
  url: string,
  poolSize: number,
  bounds: ConnectionBounds,
): Promise<DatabaseHandle> {
  const pool = new BoundedPool({
    ...boundedConnectionConfig(url, bounds),
    max: poolSize,
    Client: BoundedClient,
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
  const events = postgresNotifications(url, bounds);
  return {
    kind: "postgres",
    db,
    events,
    async withExclusiveLock(fn) {
      // Migrating or seeding may rightly take longer than a statement may, and the lock waits
      // for another instance's: a connection of their own, outside the pool and its timeouts.
      // Ending it releases the session-level lock, however fn ended.
      const client = new pg.Client(unboundedConnectionConfig(url, bounds.connectTimeoutMs));
      client.on("error", () => {});
      await client.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        return await fn(drizzlePg(client, { schema }) as unknown as Database);
      } finally {
        await client.end().catch(() => {});
      }
    },
    async close() {
      await events.close();
      await pool.end();
    },
  };
}

async function openPglite(
  dataDir: string | undefined,
  load: Uint8Array | undefined,
): Promise<DatabaseHandle> {
  const client = new PgliteThread(dataDir ? join(dataDir, "pglite") : undefined, { load });
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
