import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import {
  addToCounters,
  countRequest,
  pruneRequestCounters,
  readCounter,
  resetCounter,
} from "./request-counters.ts";

let database: TestDatabase;
let db: Database;

beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

const rule = { windowSeconds: 60, max: 3 };

describe("request counters", () => {
  it("counts requests per key and refuses past the max until the window ends", async () => {
    const readings = [];
    for (let i = 0; i < 5; i += 1) readings.push(await countRequest(db, "a", rule));
    expect(readings.map((r) => [r.count, r.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
      [5, false],
    ]);
    expect(readings[4]?.retryAfterSeconds).toBeGreaterThan(0);
    expect(readings[4]?.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await countRequest(db, "b", rule)).count).toBe(1);
  });

  it("starts again once the window is over", async () => {
    await countRequest(db, "old", rule);
    await countRequest(db, "old", rule);
    await db.execute(
      sql`update request_counters set window_started_at = now() - interval '61 seconds' where key = 'old'`,
    );
    expect(await readCounter(db, "old", rule)).toMatchObject({ count: 0, allowed: true });
    expect(await countRequest(db, "old", rule)).toMatchObject({ count: 1, allowed: true });
  });

  it("adds several keys at once, by their amounts, and reads, resets and prunes", async () => {
    const states = await addToCounters(db, [
      { key: "m:2", windowSeconds: 60, by: 2 },
      { key: "m:1", windowSeconds: 60, by: 1 },
    ]);
    expect(states.get("m:1")?.count).toBe(1);
    expect(states.get("m:2")?.count).toBe(2);
    const again = await addToCounters(db, [{ key: "m:2", windowSeconds: 60, by: 3 }]);
    expect(again.get("m:2")?.count).toBe(5);
    expect(await readCounter(db, "m:2", { windowSeconds: 60, max: 5 })).toMatchObject({
      count: 5,
      allowed: false,
    });
    await resetCounter(db, "m:2");
    expect((await readCounter(db, "m:2", rule)).count).toBe(0);
    await db.execute(
      sql`update request_counters set window_started_at = now() - interval '2 days' where key = 'm:1'`,
    );
    expect(await pruneRequestCounters(db)).toBeGreaterThanOrEqual(1);
    expect((await readCounter(db, "m:1", { windowSeconds: 3 * 86_400, max: 5 })).count).toBe(0);
  });
});
