// @ts-check
/**
 * How PGlite's thread (pglite-thread-worker.mjs) runs a statement: in one call into
 * PostgreSQL instead of PGlite's six, and planned once where one plan fits every call
 * (decision 017).
 *
 * PGlite's `query()` sends Parse, Describe, Bind, Describe, Execute and Sync one call at a time:
 * the Describe tells it the parameters' types, to serialize them. Here a statement's types are
 * learnt the first time its SQL text is seen and kept, so each later run is one call.
 *
 * - A statement whose parameters are all JSON takes its rows as JSON (the order batch's insert,
 *   its stock reads and writes): PostgreSQL cannot see into them, so the best plan does not
 *   depend on their values, and planning it (milliseconds for the insert) is done once. It is
 *   kept as a named prepared statement; PostgreSQL replans it by itself when a table it uses
 *   changes.
 * - Any other is parsed and planned for its values every time, as PGlite does: a cached plan
 *   chosen while a table was small (a scan of the orders) would stay chosen when it is large.
 * - Statements without parameters (BEGIN, COMMIT, migrations' DDL) go as a simple query.
 *
 * What PGlite's `query()` does besides is kept: parameters serialized by their types, results
 * parsed by PGlite's parsers (and the caller's), errors thrown as PGlite's DatabaseError,
 * notifications delivered to listeners (execProtocolStream). The statements kept are bounded:
 * the least recently used is forgotten first.
 */
import { parse, protocol, types } from "@electric-sql/pglite";

const { serialize } = protocol;

/** More distinct statements than the app has; each costs PostgreSQL a little memory. */
const MAX_KNOWN_STATEMENTS = 500;

const JSON_TYPES = new Set([types.JSON, types.JSONB]);

/**
 * "cached plan must not change result type": a named statement's result changed shape (a
 * table behind `select *` was altered). It is forgotten and prepared anew the next time.
 */
const FEATURE_NOT_SUPPORTED = "0A000";

/** @param {Uint8Array[]} parts */
function concat(parts) {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * @typedef {import("@electric-sql/pglite").PGlite} PGlite
 * @typedef {{ name: string | null, parameterTypes: number[] }} Statement
 *   `name`: the prepared statement's, or null for one planned at every run
 * @typedef {{ rowMode?: "object" | "array", parsers?: Record<number, (value: string, type: number) => unknown> }} Options
 */

export class PreparedStatements {
  /** @type {Map<string, Statement>} by SQL text, least recently used first */
  #statements = new Map();
  #nextName = 1;
  #db;
  #limit;

  /**
   * @param {PGlite} db
   * @param {number} limit
   */
  constructor(db, limit = MAX_KNOWN_STATEMENTS) {
    this.#db = db;
    this.#limit = limit;
  }

  /** The SQL texts kept as named prepared statements (tests). */
  get prepared() {
    return [...this.#statements].filter(([, statement]) => statement.name).map(([sql]) => sql);
  }

  /**
   * Runs one statement as PGlite's `query()` would.
   * @param {string} sql
   * @param {unknown[]} params
   * @param {Options} options
   */
  async query(sql, params, options) {
    if (params.length === 0) {
      const results = await this.#db.exec(sql, options);
      return results[results.length - 1];
    }
    const statement = await this.#known(sql);
    const values = params.map((value, index) => this.#serialize(value, statement, index));
    const run = [
      serialize.bind({ statement: statement.name ?? "", values }),
      serialize.describe({ type: "P" }),
      serialize.execute({}),
      serialize.sync(),
    ];
    try {
      const messages = await this.#db.execProtocolStream(
        concat(statement.name ? run : [serialize.parse({ text: sql, types: [] }), ...run]),
        { syncToFs: false },
      );
      if (!this.#db.isInTransaction()) await this.#db.syncToFs();
      const [result] = parse.parseResults(messages, this.#db.parsers, options);
      return result;
    } catch (error) {
      if (/** @type {{ code?: string }} */ (error).code === FEATURE_NOT_SUPPORTED) {
        await this.#forget(sql);
      }
      throw error;
    }
  }

  /**
   * The statement's parameter types, learnt once: Parse under a name and Describe. Kept
   * prepared if its parameters are all JSON, else closed again.
   * @param {string} sql
   * @returns {Promise<Statement>}
   */
  async #known(sql) {
    const known = this.#statements.get(sql);
    if (known) {
      // Most recently used now: last in the map's order.
      this.#statements.delete(sql);
      this.#statements.set(sql, known);
      return known;
    }
    const name = `frosty_${this.#nextName++}`;
    // A failed Parse (a syntax error, an aborted transaction) leaves nothing behind.
    const messages = await this.#db.execProtocolStream(
      concat([
        serialize.parse({ name, text: sql, types: [] }),
        serialize.describe({ type: "S", name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const parameterTypes = parse.parseDescribeStatementResults(messages);
    const planOnce = parameterTypes.every((type) => JSON_TYPES.has(type));
    if (!planOnce) await this.#close(name);
    const statement = { name: planOnce ? name : null, parameterTypes };
    this.#statements.set(sql, statement);
    if (this.#statements.size > this.#limit) {
      const [oldest] = this.#statements.keys();
      if (oldest !== undefined) await this.#forget(oldest);
    }
    return statement;
  }

  /** @param {string} sql */
  async #forget(sql) {
    const statement = this.#statements.get(sql);
    this.#statements.delete(sql);
    if (statement?.name) await this.#close(statement.name);
  }

  /** @param {string} name */
  async #close(name) {
    await this.#db.execProtocolStream(
      concat([serialize.close({ type: "S", name }), serialize.sync()]),
      { syncToFs: false },
    );
  }

  /**
   * A parameter as PGlite's `query()` sends it: by its type's serializer, else as text.
   * @param {unknown} value
   * @param {Statement} statement
   * @param {number} index
   */
  #serialize(value, statement, index) {
    if (value === null || value === undefined) return null;
    const type = statement.parameterTypes[index];
    const serializer = type === undefined ? undefined : this.#db.serializers[type];
    return serializer ? serializer(value) : String(value);
  }
}
