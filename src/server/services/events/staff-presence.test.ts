import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffStreams } from "#server/db/schema.ts";
import { signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { openStaffPresence, PRESENCE_REFRESH_MS } from "./staff-presence.ts";

let t: TestApp;
let userId: string;
beforeAll(async () => {
  t = await createTestApp();
  userId = (await signedInStaff(t, { stores: ["5"] })).userId;
});
afterAll(() => t.database.dispose());

const rowsOf = () =>
  t.database.db.select().from(staffStreams).where(eq(staffStreams.userId, userId));

describe("a staff stream's presence row", () => {
  it("is refreshed at most every PRESENCE_REFRESH_MS, so every other 10 s heartbeat (≤ 25 s apart)", async () => {
    expect(PRESENCE_REFRESH_MS).toBeGreaterThan(10_000);
    expect(PRESENCE_REFRESH_MS).toBeLessThanOrEqual(20_000);
    let clock = 1_000_000;
    const presence = await openStaffPresence(t.database.db, userId, ["5"], () => clock);
    try {
      const [row] = await rowsOf();
      expect(row?.storeIds).toEqual(["5"]);
      // As if the row were seen long ago: only a refresh brings it back to now.
      await t.database.db
        .update(staffStreams)
        .set({ seenAt: sql`now() - interval '50 seconds'` })
        .where(eq(staffStreams.userId, userId));
      const aged = (await rowsOf())[0]?.seenAt.getTime() ?? 0;

      clock += 10_000; // the first heartbeat: too soon
      await presence.refresh();
      expect((await rowsOf())[0]?.seenAt.getTime()).toBe(aged);

      clock += 10_000; // the second: refreshed
      await presence.refresh();
      expect((await rowsOf())[0]?.seenAt.getTime()).toBeGreaterThan(aged + 40_000);
    } finally {
      await presence.close();
    }
    expect(await rowsOf()).toEqual([]);
  });

  it("comes back if its row was swept meanwhile", async () => {
    let clock = 0;
    const presence = await openStaffPresence(t.database.db, userId, ["5"], () => clock);
    try {
      await t.database.db.delete(staffStreams).where(eq(staffStreams.userId, userId));
      clock += PRESENCE_REFRESH_MS;
      await presence.refresh();
      expect(await rowsOf()).toHaveLength(1);
    } finally {
      await presence.close();
    }
  });
});
