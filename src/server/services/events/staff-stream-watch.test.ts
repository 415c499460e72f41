import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { sessions, storeStaff, stores, userRoles, users } from "#server/db/schema.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { StaffStreamWatch, type WatchedStaffStream } from "./staff-stream-watch.ts";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A user with a live session, straight into the tables (what Better Auth's sign-in writes). */
async function sessionOf(
  db: Database,
  access: { hq?: boolean; storeIds?: string[] } = {},
): Promise<string> {
  const userId = randomUUID();
  const sessionId = randomUUID();
  await db.insert(users).values({ id: userId, name: "Equipe", email: `${userId}@frosty.test` });
  await db.insert(sessions).values({
    id: sessionId,
    userId,
    token: randomUUID(),
    expiresAt: new Date(Date.now() + 60 * 60_000),
  });
  if (access.hq) await db.insert(userRoles).values({ userId, role: ADMIN_ROLE });
  for (const storeId of access.storeIds ?? []) {
    await db.insert(storeStaff).values({ userId, storeId, grantedByName: "teste" });
  }
  return sessionId;
}

/** A watched stream that records when it was ended. */
function watched(sessionId: string, access: { hq: boolean; storeIds: string[] }) {
  const stream: WatchedStaffStream & { endedAt: number | null } = {
    sessionId,
    ...access,
    endedAt: null,
    end() {
      stream.endedAt ??= Date.now();
    },
  };
  return stream;
}

describe("StaffStreamWatch", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.insert(stores).values(
      ["w1", "w2"].map((id) => ({
        id,
        name: `Loja ${id}`,
        address: "Rua A, 1",
        city: "Recife",
        state: "PE",
      })),
    );
  });
  afterAll(() => database.dispose());

  it("ends, at the first check, only the streams whose session or access is not what it was", async () => {
    const db = database.db;
    const hq = watched(await sessionOf(db, { hq: true }), { hq: true, storeIds: [] });
    const member = watched(await sessionOf(db, { storeIds: ["w1", "w2"] }), {
      hq: false,
      storeIds: ["w2", "w1"],
    });
    const lostStore = watched(await sessionOf(db, { storeIds: ["w1"] }), {
      hq: false,
      storeIds: ["w1", "w2"],
    });
    const notHq = watched(await sessionOf(db, { storeIds: ["w1"] }), { hq: true, storeIds: [] });
    const gone = watched("no-such-session", { hq: true, storeIds: [] });
    const watch = new StaffStreamWatch(db, 60_000);
    const all = [hq, member, lostStore, notHq, gone];
    const unwatch = all.map((stream) => watch.watch(stream));
    try {
      await watch.check();
      expect(all.map((stream) => stream.endedAt !== null)).toEqual([
        false,
        false,
        true,
        true,
        true,
      ]);
    } finally {
      for (const stop of unwatch) stop();
    }
  });

  it("leaves streams open through a short database outage, and ends them once unchecked too long", async () => {
    // A database of its own: this test takes it away.
    const own = await createTestDatabase();
    let disposed = false;
    try {
      const stream = watched(await sessionOf(own.db, { hq: true }), { hq: true, storeIds: [] });
      const watch = new StaffStreamWatch(own.db, 100, 1_500);
      const unwatch = watch.watch(stream);
      try {
        // Several checks pass: the stream stays.
        await sleep(400);
        expect(stream.endedAt).toBeNull();

        // The database goes away: every check fails from here on.
        const lost = Date.now();
        await own.dispose();
        disposed = true;
        await sleep(600);
        expect(stream.endedAt).toBeNull();
        await expect.poll(() => stream.endedAt, { timeout: 5_000, interval: 50 }).not.toBeNull();
        expect((stream.endedAt ?? 0) - lost).toBeGreaterThanOrEqual(1_000);
      } finally {
        unwatch();
      }
    } finally {
      if (!disposed) await own.dispose();
    }
  });
});
