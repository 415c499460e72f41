import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions, storeStaff, userRoles } from "#server/db/schema.ts";
import { HEARTBEAT_MS } from "#server/services/events/event-stream.ts";
import { createLiveStreams, STREAM_LIMITS } from "#server/services/events/stream-limits.ts";
import {
  type EventStreamReader,
  readyStaffStream,
  requestStaffStream,
} from "#server/testing/event-stream.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/** Stores 93–94 are this file's own. */
const STORE_A = "93";
const STORE_B = "94";

/**
 * The app here checks every half second rather than every STREAM_LIMITS.accessCheckMs (2 s): the
 * same watch, its interval passed as the server passes it, so that each test waits for one check
 * a quarter as long. The production interval itself is checked below.
 */
const ACCESS_CHECK_MS = 500;

/**
 * Within a few seconds: one access check (every ACCESS_CHECK_MS) and its query, with room for a
 * busy machine. Well under the 10 s heartbeat, which used to be the only check.
 */
const ENDS_WITHIN_MS = ACCESS_CHECK_MS + 3_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ streamLimits: { accessCheckMs: ACCESS_CHECK_MS } });
});
afterAll(() => t.database.dispose());

/** Resolves with how long the stream took to end, carrying no more events. */
async function endsWithin(stream: EventStreamReader, since: number): Promise<number> {
  expect(await stream.rest(ENDS_WITHIN_MS + 2_000)).toEqual([]);
  return Date.now() - since;
}

const createdAt = (storeId: string) => (data: unknown) =>
  (data as { storeId?: string }).storeId === storeId;

/** Another staff member's stream still carries their orders (it was not ended with the other). */
async function expectStillLive(stream: EventStreamReader, storeId: string): Promise<void> {
  await placeTestOrder(t, orderBody({ storeId }));
  await stream.nextOf("order.created", createdAt(storeId));
}

describe("a staff stream ends within seconds when its session or access goes", () => {
  it("is checked every STREAM_LIMITS.accessCheckMs by the app the server builds: seconds, well under the heartbeat", () => {
    expect(createLiveStreams(t.database.db).limits.accessCheckMs).toBe(STREAM_LIMITS.accessCheckMs);
    expect(STREAM_LIMITS.accessCheckMs + 3_000).toBeLessThan(HEARTBEAT_MS);
  });

  it("ends a signed-out session's stream, and only that session's", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const otherDevice = new TestBrowser(t);
    expect((await otherDevice.signIn(member.email)).status).toBe(200);
    const signedOut = await readyStaffStream(member.browser);
    const kept = await readyStaffStream(otherDevice);
    try {
      // Right after opening: the stream's first heartbeat is still 10 s away.
      const started = Date.now();
      expect((await member.browser.signOut()).status).toBe(200);
      expect(await endsWithin(signedOut, started)).toBeLessThan(ENDS_WITHIN_MS);
      expect((await requestStaffStream(member)).status).toBe(401);

      await expectStillLive(kept, STORE_A);
    } finally {
      await signedOut.close();
      await kept.close();
    }
  });

  it("ends an expired session's stream", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const stream = await readyStaffStream(member.browser);
    const started = Date.now();
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sessions.userId, member.userId));
    expect(await endsWithin(stream, started)).toBeLessThan(ENDS_WITHIN_MS);
  });

  // The panel's and the CLI's grants and revokes end the stream at once (staff.access_changed,
  // orders-stream-scope.test.ts). These changes come without that notice: a store or account
  // deleted (the rows go by cascade), or the notice missed while the listener reconnected.
  it("ends a store member's stream when their membership goes without notice", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const colleague = await signedInStaff(t, { stores: [STORE_A] });
    const stream = await readyStaffStream(member.browser);
    const kept = await readyStaffStream(colleague.browser);
    try {
      const started = Date.now();
      await t.database.db.delete(storeStaff).where(eq(storeStaff.userId, member.userId));
      expect(await endsWithin(stream, started)).toBeLessThan(ENDS_WITHIN_MS);
      expect((await requestStaffStream(member)).status).toBe(403);
      await expectStillLive(kept, STORE_A);
    } finally {
      await kept.close();
    }
  });

  it("ends HQ's stream when the admin role goes without notice", async () => {
    const hq: SignedInStaff = await signedInStaff(t, { admin: true });
    const otherHq = await signedInStaff(t, { admin: true });
    const stream = await readyStaffStream(hq.browser);
    const kept = await readyStaffStream(otherHq.browser);
    try {
      const started = Date.now();
      await t.database.db.delete(userRoles).where(eq(userRoles.userId, hq.userId));
      expect(await endsWithin(stream, started)).toBeLessThan(ENDS_WITHIN_MS);
      await expectStillLive(kept, STORE_B);
    } finally {
      await kept.close();
    }
  });

  it("keeps streams whose session and access are unchanged open across the checks", async () => {
    const hq = await signedInStaff(t, { admin: true });
    const member = await signedInStaff(t, { stores: [STORE_A, STORE_B] });
    const streams = [await readyStaffStream(hq.browser), await readyStaffStream(member.browser)];
    try {
      // Two checks and more.
      await new Promise((resolve) => setTimeout(resolve, 2.5 * ACCESS_CHECK_MS));
      await placeTestOrder(t, orderBody({ storeId: STORE_B }));
      for (const stream of streams) await stream.nextOf("order.created", createdAt(STORE_B));
    } finally {
      for (const stream of streams) await stream.close();
    }
  });
});
