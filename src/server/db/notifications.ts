import type pg from "pg";
import type { PgliteThread } from "./pglite-thread.ts";
import {
  BoundedClient,
  boundedConnectionConfig,
  type ConnectionBounds,
} from "./postgres-connection.ts";

/**
 * PostgreSQL LISTEN/NOTIFY, for both drivers. Sending needs nothing special: `pg_notify` is an
 * ordinary statement, so it can run inside a transaction and is then delivered only if (and
 * when) the transaction commits. Receiving needs a connection that stays subscribed, which is
 * what this module keeps: PGlite's own connection, or one dedicated pg.Client per process.
 */
export interface NotificationListener {
  /** One notification's payload, as sent. */
  onPayload(payload: string): void;
  /**
   * The listening connection was lost and is back. Notifications sent in between are gone for
   * good, so whatever was built from them must be read again.
   */
  onReconnect?(): void;
  /** Listening stopped for good (the database is closing): end whatever depends on it. */
  onClose?(): void;
}

export interface DatabaseNotifications {
  /** Resolves once the subscription is in place; the function it gives stops listening. */
  listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>>;
  /** Where a lost connection or a failed reconnect is reported (the server's log). */
  reportErrorsTo(handler: (error: unknown) => void): void;
  /** Stops every subscription and tells each listener (onClose). */
  close(): Promise<void>;
}

/** Channel names go into LISTEN as identifiers, so only plain lower-case names are allowed. */
const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** How one driver subscribes a channel on its connection. */
export interface ChannelDriver {
  subscribe(channel: string, deliver: (payload: string) => void): Promise<void>;
  unsubscribe(channel: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Fans notifications out to any number of listeners per channel while the database connection
 * subscribes each channel once: a thousand open event streams cost one LISTEN. Exported for its
 * tests; the app gets one from pgliteNotifications or postgresNotifications.
 */
export class NotificationHub implements DatabaseNotifications {
  private readonly listeners = new Map<string, Set<NotificationListener>>();
  /** The LISTEN of a channel still on its way to the database. */
  private readonly subscribing = new Map<string, Promise<void>>();
  private closed = false;
  private errorHandler: (error: unknown) => void = () => {};

  constructor(private readonly driver: ChannelDriver) {}

  async listen(channel: string, listener: NotificationListener): Promise<() => Promise<void>> {
    if (!CHANNEL_NAME.test(channel)) throw new Error(`invalid channel name: ${channel}`);
    if (this.closed) throw new Error("notifications are closed");
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      const subscribed = this.driver.subscribe(channel, (payload) =>
        this.deliver(channel, payload),
      );
      this.subscribing.set(channel, subscribed);
      try {
        await subscribed;
      } catch (error) {
        this.listeners.delete(channel);
        throw error;
      } finally {
        this.subscribing.delete(channel);
      }
    } else {
      // Another listener's LISTEN for this channel may still be on its way: this one is in
      // place only once that is, and fails with it.
      await this.subscribing.get(channel);
    }
    set.add(listener);
    return async () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(listener) || current.size > 0) return;
      this.listeners.delete(channel);
      if (!this.closed) await this.driver.unsubscribe(channel).catch(() => {});
    };
  }

  reportErrorsTo(handler: (error: unknown) => void): void {
    this.errorHandler = handler;
  }

  reportError(error: unknown): void {
    safely(() => this.errorHandler(error));
  }

  /** Every listener of every channel: the connection came back after a loss. */
  reconnected(): void {
    for (const listener of this.allListeners()) safely(() => listener.onReconnect?.());
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const listeners = this.allListeners();
    this.listeners.clear();
    for (const listener of listeners) safely(() => listener.onClose?.());
    await this.driver.close();
  }

  private deliver(channel: string, payload: string): void {
    for (const listener of [...(this.listeners.get(channel) ?? [])]) {
      safely(() => listener.onPayload(payload));
    }
  }

  private allListeners(): NotificationListener[] {
    return [...this.listeners.values()].flatMap((set) => [...set]);
  }
}

/** One listener's failure must not keep the notification from the others. */
function safely(fn: () => void): void {
  try {
    fn();
  } catch {
    // The listener owns its errors; there is nothing sensible to do with them here.
  }
}

/** PGlite is one in-process connection: notifications arrive on it like query results. */
export function pgliteNotifications(client: PgliteThread): DatabaseNotifications {
  const unlisteners = new Map<string, () => Promise<void>>();
  return new NotificationHub({
    async subscribe(channel, deliver) {
      unlisteners.set(channel, await client.listen(channel, deliver));
    },
    async unsubscribe(channel) {
      const unlisten = unlisteners.get(channel);
      unlisteners.delete(channel);
      await unlisten?.();
    },
    // Closing PGlite itself ends its subscriptions.
    async close() {
      unlisteners.clear();
    },
  });
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;

/**
 * A dedicated pg.Client that holds the process's subscriptions (a pooled connection would drop
 * them when released). When the connection is lost it reconnects with backoff, subscribes every
 * channel again and tells the listeners, which then re-read what they may have missed.
 *
 * It is bounded like the pool's (postgres-connection.ts): a LISTEN the server does not answer
 * fails within the statement timeout instead of holding the stream that asked for it, and the
 * connection it was sent on is closed, then made again like any lost one.
 */
export function postgresNotifications(
  url: string,
  bounds: ConnectionBounds,
): DatabaseNotifications {
  let hub: NotificationHub;
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let retryTimer: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const dispatchers = new Map<string, (payload: string) => void>();

  async function connect(): Promise<pg.Client> {
    const next = new BoundedClient({
      ...boundedConnectionConfig(url, bounds),
      application_name: "frosty-listener",
    });
    next.on("notification", (message) => {
      dispatchers.get(message.channel)?.(message.payload ?? "");
    });
    next.on("error", (error) => {
      hub.reportError(error);
      lost(next);
    });
    next.on("end", () => lost(next));
    try {
      await next.connect();
      for (const channel of dispatchers.keys()) await next.query(`LISTEN ${channel}`);
    } catch (error) {
      next.removeAllListeners("end");
      await next.end().catch(() => {});
      throw error;
    }
    return next;
  }

  function connection(): Promise<pg.Client> {
    if (client) return Promise.resolve(client);
    connecting ??= connect()
      .then((connected) => {
        if (closed) {
          void connected.end().catch(() => {});
          throw new Error("notifications are closed");
        }
        client = connected;
        failures = 0;
        return connected;
      })
      .finally(() => {
        connecting = null;
      });
    return connecting;
  }

  function lost(which: pg.Client): void {
    if (client !== which) return;
    client = null;
    void which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect(): void {
    if (closed || retryTimer || dispatchers.size === 0) return;
    const delay = Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** failures);
    retryTimer = setTimeout(() => {
      retryTimer = null;
      connection().then(
        () => hub.reconnected(),
        (error: unknown) => {
          failures += 1;
          hub.reportError(error);
          scheduleReconnect();
        },
      );
    }, delay);
    retryTimer.unref();
  }

  hub = new NotificationHub({
    async subscribe(channel, deliver) {
      dispatchers.set(channel, deliver);
      try {
        // A connection made just now already listens to every channel in `dispatchers`.
        const ready = await connection();
        await ready.query(`LISTEN ${channel}`);
      } catch (error) {
        dispatchers.delete(channel);
        throw error;
      }
    },
    async unsubscribe(channel) {
      dispatchers.delete(channel);
      await client?.query(`UNLISTEN ${channel}`);
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      retryTimer = null;
      await connecting?.catch(() => {});
      const open = client;
      client = null;
      await open?.end().catch(() => {});
    },
  });
  return hub;
}
