import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLogger } from "#server/logger.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import type { AppEvent } from "./app-events.ts";
import { EVENTS_CHANNEL } from "./events-channel.ts";
import { eventNotification, publishEvent, publishEvents } from "./publish-event.ts";
import { subscribeToEvents } from "./subscribe-events.ts";

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

/** A logger whose entries (warnings and up) the test reads. */
function capturingLogger() {
  const entries: Record<string, unknown>[] = [];
  const logger = createLogger("warn", {
    write: (line: string) => void entries.push(JSON.parse(line) as Record<string, unknown>),
  });
  return { logger, entries };
}

/** Marks the end of what a test sent: notifications arrive in the order they were committed. */
const last = (origin: string): AppEvent => ({ type: "catalog.changed", origin });

/** Every event heard while `send` runs, up to its closing `last(origin)`. */
async function hear(
  send: (origin: string) => Promise<void>,
  logger = capturingLogger().logger,
): Promise<AppEvent[]> {
  const origin = `test-${Math.random()}`;
  const heard: AppEvent[] = [];
  let end: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    end = resolve;
  });
  const unsubscribe = await subscribeToEvents(
    database.db,
    {
      onEvent(event) {
        if (event.type === "catalog.changed" && event.origin === origin) end();
        else heard.push(event);
      },
    },
    logger,
  );
  try {
    await send(origin);
    await ended;
  } finally {
    await unsubscribe();
  }
  return heard;
}

const updated = (orderId: string, version: number): AppEvent => ({
  type: "order.updated",
  orderId,
  storeId: "1",
  status: "cancelled",
  version,
});

describe("publishing events", () => {
  it("sends a batch in order, at commit, and nothing of a transaction rolled back", async () => {
    const heard = await hear(async (origin) => {
      await database.db
        .transaction(async (tx) => {
          await publishEvents(tx, [updated("ORD-1", 2)]);
          throw new Error("rolled back");
        })
        .catch(() => {});
      await database.db.transaction(async (tx) => {
        await publishEvents(tx, [updated("ORD-2", 2), updated("ORD-3", 3)]);
        await publishEvents(tx, []);
      });
      await publishEvent(database.db, last(origin));
    });
    expect(heard).toEqual([updated("ORD-2", 2), updated("ORD-3", 3)]);
  });

  it("announces one event per row of a statement, typed by the event's fields", async () => {
    const created = eventNotification("order.created", {
      orderId: sql<string>`r.id`,
      storeId: sql<string>`r.store_id`,
      shortNumber: sql<number>`r.n`,
    });
    const heard = await hear(async (origin) => {
      await database.db.execute(sql`
        select ${created} from (values ('ORD-11', '1', 7), ('ORD-12', '2', 8))
          as r(id, store_id, n)`);
      await publishEvent(database.db, last(origin));
    });
    expect(heard).toEqual([
      { type: "order.created", orderId: "ORD-11", storeId: "1", shortNumber: 7 },
      { type: "order.created", orderId: "ORD-12", storeId: "2", shortNumber: 8 },
    ]);

    // A field the event does not have, or one it needs left out, does not compile.
    // @ts-expect-error shortNumber is missing
    eventNotification("order.created", { orderId: sql<string>`'x'`, storeId: sql<string>`'1'` });
    eventNotification("order.seen", {
      orderId: sql<string>`'x'`,
      storeId: sql<string>`'1'`,
      // @ts-expect-error order.seen has no status
      status: sql<string>`'cancelled'`,
    });
  });
});

describe("hearing events", () => {
  it("logs a payload that is not an event as a warning, once, and hands it to nobody", async () => {
    const { logger, entries } = capturingLogger();
    const notify = (payload: string) =>
      database.db.execute(sql`select pg_notify(${EVENTS_CHANNEL}, ${payload})`);
    // A second subscriber with the same logger: the warning is still written once.
    const unsubscribeOther = await subscribeToEvents(database.db, { onEvent() {} }, logger);
    try {
      const heard = await hear(async (origin) => {
        await notify("not json");
        await notify(JSON.stringify({ type: "order.updated", orderId: "ORD-5", storeId: "1" }));
        await notify(JSON.stringify({ type: "order.refunded", orderId: "ORD-5" }));
        await publishEvent(database.db, updated("ORD-5", 2));
        await publishEvent(database.db, last(origin));
      }, logger);
      expect(heard).toEqual([updated("ORD-5", 2)]);
    } finally {
      await unsubscribeOther();
    }
    expect(entries.map((entry) => [entry.level, entry.msg, entry.reason])).toEqual([
      [40, expect.stringContaining("not a known event"), "not JSON"],
      [40, expect.stringContaining("not a known event"), expect.stringContaining("status")],
      [40, expect.stringContaining("not a known event"), expect.stringContaining("type")],
    ]);
    expect(entries[0]).toMatchObject({ channel: EVENTS_CHANNEL, payload: "not json" });
  });
});
