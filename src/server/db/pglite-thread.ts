import { Worker } from "node:worker_threads";
import type { QueryOptions, Results } from "@electric-sql/pglite";

/**
 * PGlite on a worker thread, spoken to as if it were in this one (decision 011).
 *
 * PGlite runs PostgreSQL as WebAssembly, synchronously: in the server's own thread every
 * statement stopped the event loop, and one core did both the HTTP work and the database's.
 * Here the database has a thread (and so a core) of its own, and the server's thread parses,
 * validates and prices the next requests while the statements of the last ones run.
 *
 * It offers what Drizzle's PGlite driver and this app use of PGlite: `query` and `transaction`
 * (BEGIN … COMMIT, with nothing else run in between), `listen`, `dumpDataDir` and `close`.
 */
export class PgliteThread {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  private readonly channels = new Map<string, (payload: string) => void>();
  private nextId = 1;
  /** The connection is PostgreSQL's one session: a transaction holds it from BEGIN to COMMIT. */
  private turn: Promise<unknown> = Promise.resolve();
  private failure: Error | null = null;
  readonly ready: Promise<void>;

  /**
   * `minFreeBytes`: below this much free space on the data directory's file system, statements
   * are refused as disk_full (53100) rather than risked (see the worker).
   * `load`: a data directory to start from, as the gzipped tarball dumpDataDir() makes (a
   * prepared database copied for a test file); only for a new, empty data directory.
   */
  constructor(
    dataDir: string | undefined,
    {
      minFreeBytes = DEFAULT_MIN_FREE_BYTES,
      load,
    }: { minFreeBytes?: number; load?: Uint8Array } = {},
  ) {
    this.worker = new Worker(new URL("./pglite-thread-worker.mjs", import.meta.url), {
      workerData: { dataDir, minFreeBytes, load },
    });
    this.ready = new Promise((resolve, reject) => {
      this.worker.once("message", (message: ReadyMessage) => {
        if (message.ready) resolve();
        else reject(rebuildError(message.error));
      });
      this.worker.once("error", reject);
      this.worker.once("exit", (code) => reject(new Error(`the PGlite thread exited (${code})`)));
    });
    // Held while asked for: an idle database never keeps the process alive. A database that
    // could not open leaves no thread behind (the caller frees the data directory next).
    void this.ready.then(
      () => this.idle(),
      () => this.worker.terminate(),
    );
    this.worker.on("message", (message: WorkerMessage) => this.receive(message));
    this.worker.on("error", (error) => this.fail(`failed: ${error.message}`, error));
    this.worker.on("exit", (code) => this.fail(`stopped (exit code ${code})`));
  }

  query<T>(sql: string, params: unknown[] = [], options?: QueryOptions): Promise<Results<T>> {
    return this.exclusively(() => this.run<T>(sql, params, options));
  }

  /**
   * Like PGlite's: BEGIN, the callback's statements and nobody else's, then COMMIT or ROLLBACK.
   * BEGIN goes out with the first statement rather than a round trip ahead of it; should it
   * fail, the thread refuses the statements that follow instead of running them on their own.
   */
  transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    return this.exclusively(async () => {
      let open = true;
      const tx: ThreadTransaction = {
        query: <R>(sql: string, params: unknown[] = [], options?: QueryOptions) => {
          if (!open) return Promise.reject(new Error("the transaction is closed"));
          return this.run<R>(sql, params, options, IN_TRANSACTION);
        },
        get closed() {
          return !open;
        },
      };
      const begun = this.run("BEGIN");
      // Awaited below; until then a failed BEGIN must not count as an unhandled rejection.
      begun.catch(() => {});
      try {
        const result = await callback(tx);
        await begun;
        const committed = await this.run("COMMIT", [], undefined, IN_TRANSACTION);
        // A statement failed and its error was caught: PostgreSQL ends such a transaction with
        // ROLLBACK, not an error. What it wrote is gone and must not be reported as done.
        if ((committed as { command?: string }).command === "ROLLBACK") {
          throw Object.assign(new Error("the transaction was rolled back: a statement failed"), {
            code: "25P02",
          });
        }
        return result;
      } catch (error) {
        // A BEGIN that failed (refused for want of disk space, say) is why the statements
        // after it failed ("no transaction is open"): its error is the transaction's.
        const beginError = await begun.then(
          () => null,
          (failure: unknown) => failure,
        );
        if (beginError) throw beginError;
        await this.run("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        open = false;
      }
    });
  }

  async listen(channel: string, deliver: (payload: string) => void): Promise<() => Promise<void>> {
    // Between transactions, like any statement: a LISTEN run inside one would be undone by
    // its ROLLBACK.
    this.channels.set(channel, deliver);
    try {
      await this.exclusively(() => this.call({ op: "listen", channel }));
    } catch (error) {
      this.channels.delete(channel);
      throw error;
    }
    return async () => {
      this.channels.delete(channel);
      await this.exclusively(() => this.call({ op: "unlisten", channel }));
    };
  }

  /** A consistent copy of the data directory, gzipped, taken between two statements. */
  async dumpDataDir(): Promise<Blob> {
    const bytes = await this.exclusively(() => this.call<ArrayBuffer>({ op: "dumpDataDir" }));
    return new Blob([bytes]);
  }

  /** Closes PGlite, and in any case ends the thread: nothing may hold the data directory after. */
  async close(): Promise<void> {
    try {
      if (!this.failure) await this.exclusively(() => this.call({ op: "close" }));
    } finally {
      await this.worker.terminate();
    }
  }

  private run<T>(
    sql: string,
    params: unknown[] = [],
    options?: QueryOptions,
    inTransaction = false,
  ) {
    const parsers = options?.parsers ?? {};
    return this.call<Results<T>>({
      op: "query",
      sql,
      params,
      inTransaction,
      rowMode: options?.rowMode ?? "object",
      textTypes: Object.keys(parsers).map(Number),
    }).then((result) => parseColumns(result, parsers));
  }

  private exclusively<T>(work: () => Promise<T>): Promise<T> {
    const result = this.turn.then(work);
    this.turn = result.catch(() => {});
    return result;
  }

  private call<T>(message: Record<string, unknown>): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    const id = this.nextId++;
    if (this.pending.size === 0) this.worker.ref();
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      try {
        this.worker.postMessage({ ...message, id });
      } catch (error) {
        // A parameter that cannot be copied to the thread (a function, say): this request
        // fails, and nothing stays pending.
        this.pending.delete(id);
        this.idle();
        reject(error);
      }
    });
  }

  private receive(message: WorkerMessage): void {
    if ("notification" in message) {
      this.channels.get(message.notification.channel)?.(message.notification.payload);
      return;
    }
    if (!("id" in message)) return;
    const pending = this.pending.get(message.id);
    if (!pending) return;
    this.pending.delete(message.id);
    this.idle();
    if (message.ok) pending.resolve(message.value);
    else pending.reject(rebuildError(message.error));
  }

  /** Lets the process exit once nothing is asked of the database. */
  private idle(): void {
    if (this.pending.size === 0) this.worker.unref();
  }

  /**
   * The database is gone for good (closed, or its thread died): what is pending and whatever
   * comes later fails as PostgreSQL's crash_shutdown would, which the API answers with a 503.
   */
  private fail(what: string, cause?: unknown): void {
    const error = Object.assign(new Error(`the PGlite thread ${what}`, { cause }), {
      code: "57P02",
    });
    this.failure ??= error;
    for (const pending of this.pending.values()) pending.reject(error);
    this.pending.clear();
  }
}

const IN_TRANSACTION = true;

/**
 * The free space PGlite keeps in reserve: four WAL segments, room for PostgreSQL to finish what
 * it started (a new WAL segment, a relation's next pages) between two looks at the disk.
 */
export const DEFAULT_MIN_FREE_BYTES = 64 * 1024 * 1024;

export interface ThreadTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  readonly closed: boolean;
}

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface SerializedError {
  message: string;
  name?: string;
  fields: Record<string, unknown>;
}

type ReadyMessage = { ready: true } | { ready: false; error: SerializedError };
type WorkerMessage =
  | ReadyMessage
  | { notification: { channel: string; payload: string } }
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: SerializedError };

/** The worker's error as this thread's: same message, same fields (a DatabaseError's code…). */
function rebuildError({ message, name, fields }: SerializedError): Error {
  const error = Object.assign(new Error(message), fields);
  if (name) error.name = name;
  return error;
}

/** Applies the caller's parsers to the columns the worker left as text. */
function parseColumns<T>(result: Results<T>, parsers: NonNullable<QueryOptions["parsers"]>) {
  const parsed = result.fields.flatMap((field, index) => {
    const parse = parsers[field.dataTypeID];
    return parse ? [{ index, name: field.name, parse }] : [];
  });
  if (parsed.length === 0) return result;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const { index, name, parse } of parsed) {
      const key = Array.isArray(row) ? index : name;
      const value = row[key];
      if (typeof value === "string") row[key] = parse(value);
    }
  }
  return result;
}
