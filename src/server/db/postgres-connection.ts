import pg from "pg";

/**
 * How long a request may wait for a connection: a new one (a server that cannot be reached, or
 * that accepts the connection and never answers, would otherwise hold it until the operating
 * system gives up, minutes later), or a free one of the pool (pg-pool counts that wait in it
 * too: a request that found every connection busy for that long is turned away, 503).
 */
export const DEFAULT_CONNECT_TIMEOUT_MS = 3_000;
/**
 * How long one statement may run. The server cancels it then (statement_timeout, SQLSTATE
 * 57014); a server that answers nothing at all (frozen, partitioned) cannot, so the client
 * gives up on it ANSWER_GRACE_MS later by itself.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5_000;
/** Lets the server's own cancellation (which keeps the connection usable) come first. */
export const ANSWER_GRACE_MS = 500;
/**
 * Idle time after which TCP keepalive probes start on a connection, so that one dropped
 * silently (a NAT or a proxy forgetting it) is found even while nothing is sent on it.
 */
const KEEPALIVE_IDLE_MS = 10_000;

export interface ConnectionBounds {
  connectTimeoutMs: number;
  statementTimeoutMs: number;
}

/** What every connection of this process to PostgreSQL is opened with, the listener's included. */
export function boundedConnectionConfig(url: string, bounds: ConnectionBounds): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: bounds.connectTimeoutMs,
    // Sent in the startup packet: in force for the whole session, nothing to set per checkout.
    statement_timeout: bounds.statementTimeoutMs,
    query_timeout: bounds.statementTimeoutMs + ANSWER_GRACE_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
  };
}

/** A connection of its own for work that may rightly outlast the statement timeout. */
export function unboundedConnectionConfig(url: string, connectTimeoutMs: number): pg.ClientConfig {
  return {
    connectionString: url,
    connectionTimeoutMillis: connectTimeoutMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_IDLE_MS,
  };
}

/** node-postgres's error for a query that outlived `query_timeout`. */
const READ_TIMEOUT = "Query read timeout";

type AnyQuery = (...args: unknown[]) => unknown;

/**
 * A pg.Client whose connection is closed when a query outlives `query_timeout`. node-postgres
 * fails such a query but keeps waiting for its answer on the connection, and every later query
 * on it would wait behind the lost one: a client the pool lends again, or a transaction's
 * ROLLBACK, would hang as long as the server does. Closed, the connection fails whatever was
 * queued on it at once ("Connection terminated"), and the pool discards it when it is released
 * (it is no longer queryable) instead of lending it out again.
 */
export class BoundedClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client#query's overloads, all passed through.
  override query(...args: any[]): any {
    const query = pg.Client.prototype.query as AnyQuery;
    const [config] = args;
    // A Submittable (a cursor, a stream) reports its own errors: passed through as it is.
    if (typeof (config as { submit?: unknown } | undefined)?.submit === "function") {
      return query.apply(this, args);
    }
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        this.closeAfterTimeout(error);
        callback(error, result);
      };
      return query.apply(this, args);
    }
    const result = query.apply(this, args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      this.closeAfterTimeout(error);
      throw error;
    });
  }

  private closeAfterTimeout(error: unknown): void {
    if (error instanceof Error && error.message === READ_TIMEOUT) this.connection.stream.destroy();
  }
}

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * A pg.Pool that takes back a checked-out client whose connection is gone. Whoever checked it
 * out may never release it: Drizzle's transaction, when its BEGIN fails (a BEGIN that timed out
 * on a server that stopped answering, the likeliest statement to), throws without releasing,
 * and the pool would count that connection as busy for good, one fewer each time. Releasing
 * it twice is harmless here (the second time does nothing), so the holder's own release, if it
 * comes, changes nothing either.
 */
export class BoundedPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: ConnectCallback): void;
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | undefined {
    // pool.query checks out with a callback, and always releases (with the error, if any).
    if (callback) {
      super.connect(callback);
      return undefined;
    }
    return super.connect().then(releasedWhenLost);
  }
}

function releasedWhenLost(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const lost = () => releaseOnce(new Error("Connection terminated while checked out"));
  const releaseOnce = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off("end", lost);
    release(error);
  };
  client.release = releaseOnce;
  client.once("end", lost);
  return client;
}
