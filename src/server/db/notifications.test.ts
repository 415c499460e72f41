import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { DEFAULT_CONNECT_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_MS } from "./client.ts";
import { type NotificationListener, postgresNotifications } from "./notifications.ts";

/** A listener that records what it hears, and lets a test wait for it. */
function recorder() {
  const payloads: string[] = [];
  let reconnects = 0;
  let closed = false;
  const listener: NotificationListener = {
    onPayload: (payload) => payloads.push(payload),
    onReconnect: () => {
      reconnects += 1;
    },
    onClose: () => {
      closed = true;
    },
  };
  return {
    listener,
    payloads,
    reconnects: () => reconnects,
    closed: () => closed,
  };
}

let channelCount = 0;
const newChannel = () => `test_channel_${process.pid}_${++channelCount}`;

describe("database notifications (the suite's database)", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  const notify = (channel: string, payload: string) =>
    database.db.execute(sql`select pg_notify(${channel}, ${payload})`);

  it("delivers each notification to every listener of its channel", async () => {
    const channel = newChannel();
    const first = recorder();
    const second = recorder();
    const elsewhere = recorder();
    await database.events.listen(channel, first.listener);
    await database.events.listen(channel, second.listener);
    await database.events.listen(newChannel(), elsewhere.listener);
    await notify(channel, "um");
    await notify(channel, "dois");
    await expect.poll(() => second.payloads).toEqual(["um", "dois"]);
    expect(first.payloads).toEqual(["um", "dois"]);
    expect(elsewhere.payloads).toEqual([]);
  });

  it("delivers what a transaction sent only when it commits, and never if it rolls back", async () => {
    const channel = newChannel();
    const heard = recorder();
    await database.events.listen(channel, heard.listener);
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify(${channel}, 'desfeito')`);
        throw new Error("rollback");
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify(${channel}, 'confirmado')`);
      expect(heard.payloads).toEqual([]);
    });
    await expect.poll(() => heard.payloads).toEqual(["confirmado"]);
  });

  it("stops delivering to a listener that unsubscribed, and keeps the others", async () => {
    const channel = newChannel();
    const leaving = recorder();
    const staying = recorder();
    const unlisten = await database.events.listen(channel, leaving.listener);
    await database.events.listen(channel, staying.listener);
    await unlisten();
    await notify(channel, "depois");
    await expect.poll(() => staying.payloads).toEqual(["depois"]);
    expect(leaving.payloads).toEqual([]);
  });

  it("refuses a channel name that is not a plain identifier", async () => {
    await expect(
      database.events.listen("x; drop table orders", recorder().listener),
    ).rejects.toThrow(/invalid channel name/);
  });

  it("tells every listener when it closes, and accepts no new one", async () => {
    const own = await createTestDatabase();
    const heard = recorder();
    await own.events.listen(newChannel(), heard.listener);
    await own.events.close();
    expect(heard.closed()).toBe(true);
    await expect(own.events.listen(newChannel(), recorder().listener)).rejects.toThrow();
    await own.dispose();
  });
});

/**
 * The PostgreSQL listener's own connection: it must come back by itself after the server drops
 * it (a restart, a failover, an idle-connection killer). Runs wherever a server is available
 * (scripts/with-postgres.sh), in a database of its own so no other test's listener is hit.
 */
const serverUrl = process.env.TEST_DATABASE_URL;
describe.runIf(Boolean(serverUrl))("the PostgreSQL listener connection", () => {
  const name = `frosty_notify_${Date.now()}_${randomBytes(4).toString("hex")}`;
  let url = "";
  const admin = () => new pg.Client({ connectionString: serverUrl });

  beforeAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`create database ${name}`);
    await client.end();
    const parsed = new URL(serverUrl ?? "");
    parsed.pathname = `/${name}`;
    url = parsed.toString();
  });
  afterAll(async () => {
    const client = admin();
    await client.connect();
    await client.query(`drop database if exists ${name} with (force)`);
    await client.end();
  });

  async function run(statement: string, params: unknown[] = []): Promise<pg.QueryResult> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await client.query(statement, params);
    } finally {
      await client.end();
    }
  }

  it("reconnects after losing its connection, listens again and says so", async () => {
    const notifications = postgresNotifications(url, {
      connectTimeoutMs: DEFAULT_CONNECT_TIMEOUT_MS,
      statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_MS,
    });
    const errors: unknown[] = [];
    notifications.reportErrorsTo((error) => errors.push(error));
    const heard = recorder();
    const channel = newChannel();
    try {
      await notifications.listen(channel, heard.listener);
      await run("select pg_notify($1, 'antes')", [channel]);
      await expect.poll(() => heard.payloads).toEqual(["antes"]);

      const killed = await run(
        `select pg_terminate_backend(pid) as done from pg_stat_activity
          where application_name = 'frosty-listener' and datname = current_database()`,
      );
      expect(killed.rowCount).toBe(1);
      await expect.poll(() => heard.reconnects(), { timeout: 10_000 }).toBe(1);
      expect(errors.length).toBeGreaterThanOrEqual(1);

      await run("select pg_notify($1, 'depois')", [channel]);
      await expect.poll(() => heard.payloads).toEqual(["antes", "depois"]);
    } finally {
      await notifications.close();
    }
    expect(heard.closed()).toBe(true);
  });
});
