import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "#server/auth/roles.ts";
import { staffStreams } from "#server/db/schema.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { grantStores, revokeStores } from "#server/services/staff-team/memberships.ts";
import {
  type EventStreamReader,
  readyStaffStream,
  requestStaffStream,
  staffStream,
} from "#server/testing/event-stream.ts";
import { moveOrder } from "#server/testing/order-moves.ts";
import { orderBody, placeTestOrder, readError } from "#server/testing/orders.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";

/** Stores 90–92 are this file's own. */
const STORE_A = "90";
const STORE_B = "91";
const STORE_C = "92";

let t: TestApp;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

const placeAt = (storeId: string) => placeTestOrder(t, orderBody({ storeId }));

/** The order events a stream carries until (and including) the one about `lastId`. */
async function eventsUntil(stream: EventStreamReader, lastId: string) {
  const seen: { event: string; orderId: string; storeId: string }[] = [];
  for (;;) {
    const next = await stream.next();
    if (!next) throw new Error("the stream ended");
    if (!next.event.startsWith("order.")) continue;
    const data = next.data as { orderId: string; storeId: string };
    seen.push({ event: next.event, orderId: data.orderId, storeId: data.storeId });
    if (data.orderId === lastId) return seen;
  }
}

async function streamsOf(userId: string) {
  return t.database.db.select().from(staffStreams).where(eq(staffStreams.userId, userId));
}

describe("the staff stream, scoped to the staff member's stores", () => {
  it("carries only their stores' events; HQ's carries every store's", async () => {
    const staffA = await signedInStaff(t, { stores: [STORE_A] });
    const mine = await readyStaffStream(staffA);
    const chain = await readyStaffStream(admin);
    try {
      const atB = await placeAt(STORE_B);
      const atA = await placeAt(STORE_A);
      await admin.browser.post(`/api/admin/orders/${atB.id}/seen`);
      await moveOrder(admin, atB.id, "preparing", 1);
      const lastAtA = await placeAt(STORE_A);

      expect(await eventsUntil(mine, lastAtA.id)).toEqual([
        { event: "order.created", orderId: atA.id, storeId: STORE_A },
        { event: "order.created", orderId: lastAtA.id, storeId: STORE_A },
      ]);
      const all = await eventsUntil(chain, lastAtA.id);
      expect(all.map((event) => `${event.event} ${event.orderId}`)).toEqual([
        `order.created ${atB.id}`,
        `order.created ${atA.id}`,
        `order.seen ${atB.id}`,
        `order.updated ${atB.id}`,
        `order.created ${lastAtA.id}`,
      ]);
    } finally {
      await mine.close();
      await chain.close();
    }
  });

  it("counts only their stores' unseen orders in `ready`", async () => {
    const staffC = await signedInStaff(t, { stores: [STORE_C] });
    await placeAt(STORE_C);
    await placeAt(STORE_C);
    await placeAt(STORE_B);
    const events = await (await staffStream(staffC, "?lifetime=0")).rest();
    expect(events).toEqual([{ event: "ready", data: { unseenCount: 2 } }]);
  });

  it("lets HQ, and staff of several stores, follow one store", async () => {
    const staffAB = await signedInStaff(t, { stores: [STORE_A, STORE_B] });
    const onlyB = await readyStaffStream(staffAB, `?storeId=${STORE_B}`);
    const hqOnlyA = await readyStaffStream(admin, `?storeId=${STORE_A}`);
    try {
      const atA = await placeAt(STORE_A);
      const atB = await placeAt(STORE_B);
      const lastA = await placeAt(STORE_A);
      expect((await eventsUntil(onlyB, atB.id)).map((event) => event.orderId)).toEqual([atB.id]);
      expect((await eventsUntil(hqOnlyA, lastA.id)).map((event) => event.orderId)).toEqual([
        atA.id,
        lastA.id,
      ]);
    } finally {
      await onlyB.close();
      await hqOnlyA.close();
    }
  });

  it("refuses another store's filter with a 403", async () => {
    const staffA = await signedInStaff(t, { stores: [STORE_A] });
    const response = await requestStaffStream(staffA, `?storeId=${STORE_B}`);
    expect(response.status).toBe(403);
    expect((await readError(response)).code).toBe("other_store");
  });
});

describe("ending a stream when access goes", () => {
  it("ends a store member's stream as soon as their membership is revoked", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const stream = await readyStaffStream(member);
    await revokeStores(t.database.db, member.email, [STORE_A], SHELL_GRANTOR);
    // Nothing more: the stream ends, and reconnecting is refused.
    expect(await stream.rest()).toEqual([]);
    expect((await requestStaffStream(member)).status).toBe(403);
  });

  it("ends it when stores are granted too, so it reconnects with what it may see now", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const stream = await readyStaffStream(member);
    await grantStores(t.database.db, member.email, [STORE_B], SHELL_GRANTOR);
    expect(await stream.rest()).toEqual([]);
    const again = await readyStaffStream(member);
    try {
      const atB = await placeAt(STORE_B);
      expect((await eventsUntil(again, atB.id)).map((event) => event.orderId)).toEqual([atB.id]);
    } finally {
      await again.close();
    }
  });

  it("ends HQ's stream when the admin role is revoked", async () => {
    const hq = await signedInStaff(t, { admin: true });
    const stream = await readyStaffStream(hq);
    await changeRole(t.database.db, "revoke", hq.email, ADMIN_ROLE);
    expect(await stream.rest()).toEqual([]);
  });

  it("keeps other staff members' streams open", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const other = await signedInStaff(t, { stores: [STORE_A] });
    const stream = await readyStaffStream(other);
    try {
      await revokeStores(t.database.db, member.email, [STORE_A], SHELL_GRANTOR);
      const order = await placeAt(STORE_A);
      expect((await eventsUntil(stream, order.id)).map((event) => event.orderId)).toEqual([
        order.id,
      ]);
    } finally {
      await stream.close();
    }
  });

  // A sign-out, an expired session and changes made without the notice: orders-stream-access.test.ts.
});

describe("staff_streams: which panels are connected right now", () => {
  it("keeps a row for an open stream, with the staff member's stores, and deletes it when the stream ends", async () => {
    const member = await signedInStaff(t, { stores: [STORE_A, STORE_C] });
    const stream = await readyStaffStream(member);
    const [row] = await streamsOf(member.userId);
    expect(row?.storeIds.sort()).toEqual([STORE_A, STORE_C]);
    expect(Date.now() - (row?.seenAt.getTime() ?? 0)).toBeLessThan(10_000);
    await stream.close();
    await expect.poll(() => streamsOf(member.userId), { timeout: 5_000 }).toEqual([]);
  });

  it("records HQ's stream with no stores (it covers the chain)", async () => {
    const hq = await signedInStaff(t, { admin: true });
    const stream = await readyStaffStream(hq, `?storeId=${STORE_A}`);
    try {
      expect((await streamsOf(hq.userId)).map((row) => row.storeIds)).toEqual([[]]);
    } finally {
      await stream.close();
    }
  });

  it("deletes its row when the stream ends by itself, or is ended by a revoke", async () => {
    const member = await signedInStaff(t, { stores: [STORE_B] });
    await (await staffStream(member, "?lifetime=0")).rest();
    await expect.poll(() => streamsOf(member.userId), { timeout: 5_000 }).toEqual([]);

    const stream = await readyStaffStream(member);
    expect(await streamsOf(member.userId)).toHaveLength(1);
    await revokeStores(t.database.db, member.email, [STORE_B], SHELL_GRANTOR);
    await stream.rest();
    await expect.poll(() => streamsOf(member.userId), { timeout: 5_000 }).toEqual([]);
  });

  it("sweeps rows older than an hour (a crashed instance's) when a stream opens", async () => {
    const gone = await signedInStaff(t, { stores: [STORE_C] });
    const recent = await signedInStaff(t, { stores: [STORE_C] });
    await t.database.db.insert(staffStreams).values([
      {
        id: "crashed-1",
        userId: gone.userId,
        storeIds: [STORE_C],
        seenAt: sql`now() - interval '2 hours'`,
      },
      {
        id: "recent-1",
        userId: recent.userId,
        storeIds: [STORE_C],
        seenAt: sql`now() - interval '10 minutes'`,
      },
    ]);
    const member = await signedInStaff(t, { stores: [STORE_A] });
    const stream = await readyStaffStream(member);
    try {
      expect(await streamsOf(gone.userId)).toEqual([]);
      expect((await streamsOf(recent.userId)).map((row) => row.id)).toEqual(["recent-1"]);
    } finally {
      await stream.close();
    }
  });
});
