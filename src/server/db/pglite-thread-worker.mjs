// @ts-check
/**
 * PGlite on a thread of its own (see pglite-thread.ts, which starts it and speaks for it).
 * Plain JavaScript so that Node runs it as it is, from the source tree (tests) and beside the
 * server bundle (dist/) alike.
 *
 * Messages in:  { id, op: "query", sql, params, rowMode, textTypes, inTransaction }
 *               { id, op: "listen" | "unlisten", channel }
 *               { id, op: "dumpDataDir" } | { id, op: "close" }
 * Messages out: { id, ok: true, value } | { id, ok: false, error: { message, fields } }
 *               { notification: { channel, payload } }
 */
import { statfsSync } from "node:fs";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";
import { PreparedStatements } from "./pglite-prepared-statements.mjs";

if (!parentPort) throw new Error("pglite-thread-worker.mjs runs only as a worker thread");
const port = parentPort;

/** @type {{ dataDir?: string, minFreeBytes: number, load?: Uint8Array }} */
const { dataDir, minFreeBytes, load } = workerData;
/** A data directory to start from (a dumpDataDir tarball), instead of initdb's empty one. */
const loadDataDir = load ? new Blob([load]) : undefined;
const db = new PGlite({ ...(dataDir ? { dataDir } : {}), ...(loadDataDir ? { loadDataDir } : {}) });
const statements = new PreparedStatements(db);
/** @type {Map<string, () => Promise<void>>} */
const unlisteners = new Map();

/** @param {string} value */
const asText = (value) => value;

/**
 * The column types the caller parses itself (Drizzle keeps timestamps and dates as text):
 * they cross the thread as the text PostgreSQL sent.
 * @param {number[]} types
 */
function textParsers(types) {
  /** @type {Record<number, (value: string) => string>} */
  const parsers = {};
  for (const type of types) parsers[type] = asText;
  return parsers;
}

/**
 * PostgreSQL must never meet a full disk here. When a WAL write fails for want of space, PGlite
 * reports the error and then hangs on the next statement for good, spinning: every request
 * would wait forever instead of failing. So statements are refused (53100, disk_full, which the
 * API answers with a 503) while the file system holding the data directory has less than
 * `minFreeBytes` free, and run again as soon as it has. Far from the limit the space is looked
 * at every 50 ms at most; within twice the limit, before every statement.
 */
let lastLook = -Infinity;
let lastFree = Infinity;
function assertRoomToWrite() {
  if (!dataDir) return;
  const now = performance.now();
  if (lastFree >= 2 * minFreeBytes && now - lastLook < 50) return;
  const { bavail, bsize } = statfsSync(dataDir);
  lastFree = bavail * bsize;
  lastLook = now;
  if (lastFree < minFreeBytes) {
    const mb = (/** @type {number} */ bytes) => Math.floor(bytes / 1024 / 1024);
    throw Object.assign(
      new Error(
        `could not write: the disk holding the database has ${mb(lastFree)} MB free, ` +
          `less than the ${mb(minFreeBytes)} MB kept in reserve`,
      ),
      { code: "53100", severity: "ERROR" },
    );
  }
}

/** @type {Record<string, (message: any) => Promise<{ value: unknown, transfer?: ArrayBuffer[] }>>} */
const operations = {
  async query({ sql, params, rowMode, textTypes, inTransaction }) {
    // A statement of a transaction whose BEGIN failed must not run on its own.
    if (inTransaction && !db.isInTransaction()) throw new Error("no transaction is open");
    // ROLLBACK writes nothing, and a transaction refused half-way must still be able to end.
    if (sql !== "ROLLBACK") assertRoomToWrite();
    const result = await statements.query(sql, params, {
      rowMode,
      parsers: textParsers(textTypes),
    });
    return { value: result };
  },
  async listen({ channel }) {
    if (!unlisteners.has(channel)) {
      const unlisten = await db.listen(channel, (payload) =>
        port.postMessage({ notification: { channel, payload } }),
      );
      unlisteners.set(channel, unlisten);
    }
    return { value: null };
  },
  async unlisten({ channel }) {
    const unlisten = unlisteners.get(channel);
    unlisteners.delete(channel);
    await unlisten?.();
    return { value: null };
  },
  async dumpDataDir() {
    assertRoomToWrite();
    // Writes the dirty pages out first, so that loading the copy replays little or no WAL.
    await db.query("CHECKPOINT");
    const tarball = await db.dumpDataDir("gzip");
    const bytes = await tarball.arrayBuffer();
    return { value: bytes, transfer: [bytes] };
  },
  async close() {
    await db.close();
    return { value: null };
  },
};

/**
 * An error's own fields (a DatabaseError's code, constraint, detail…): structured cloning
 * keeps only an Error's message, so they travel as plain data. Only plain values: the query's
 * parameters and options, say, stay behind.
 * @param {unknown} error
 */
function serializeError(error) {
  if (!(error instanceof Error)) return { message: String(error), fields: {} };
  /** @type {Record<string, string | number | boolean>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === "string" || typeof value === "number" || typeof value === "boolean") {
      fields[key] = value;
    }
  }
  return { message: error.message, name: error.name, fields };
}

// A new 16 MB WAL segment is zero-filled by default, through Emscripten's file system: a stall
// of ~50 ms every few seconds of steady ordering. PostgreSQL does not need it (recovery tells a
// record from garbage by its checksum); it only helps some file systems allocate early.
db.waitReady
  .then(() => db.query("set wal_init_zero = off"))
  .then(
    () => port.postMessage({ ready: true }),
    (error) => port.postMessage({ ready: false, error: serializeError(error) }),
  );

/**
 * One message after another, each to its end: a statement is checked against the transaction
 * state when it runs, not when it arrived, whatever PGlite may await inside a query.
 */
let turn = Promise.resolve();
port.on("message", (message) => {
  turn = turn
    .then(() => handle(message))
    // The answer itself could not be sent (a value that does not copy): say so instead.
    .catch((error) =>
      port.postMessage({ id: message.id, ok: false, error: serializeError(error) }),
    );
});

/** @param {any} message */
async function handle(message) {
  const operation = operations[message.op];
  try {
    if (!operation) throw new Error(`unknown operation ${message.op}`);
    const { value, transfer } = await operation(message);
    port.postMessage({ id: message.id, ok: true, value }, transfer ?? []);
  } catch (error) {
    port.postMessage({ id: message.id, ok: false, error: serializeError(error) });
    // PostgreSQL itself crashed (a WebAssembly trap, or its exit): nothing it answers can be
    // trusted now. Ending the thread fails every request as unavailable until a restart.
    if (
      error instanceof WebAssembly.RuntimeError ||
      (error instanceof Error && error.name === "ExitStatus")
    ) {
      process.exit(1);
    }
  }
  if (message.op === "close") port.close();
}
