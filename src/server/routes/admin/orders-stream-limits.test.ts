import { afterEach, beforeEach, describe, expect, it } from "vitest";
import {
  EventStreamReader,
  openedStream,
  requestOrderStream,
  requestStaffStream,
} from "#server/testing/event-stream.ts";
import { readError } from "#server/testing/orders.ts";
import { insertRawOrder, rawOrderToken } from "#server/testing/raw-orders.ts";
import { newClientIp, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

/**
 * 12 streams in all, 4 of them kept for staff: customers get at most 8, each staff member 2.
 * Per-order and per-address caps are out of the way: every customer stream here is its own
 * order's, from its own address.
 */
const LIMITS = {
  total: 12,
  staffReserve: 4,
  perStaffMember: 2,
  perOrder: 100,
  perAddress: 100,
};
const CUSTOMER_BUDGET = LIMITS.total - LIMITS.staffReserve;

// An app of its own for each test: each one counts every stream of its process from zero.
let t: TestApp;
beforeEach(async () => {
  t = await createTestApp({ streamLimits: LIMITS });
});
afterEach(() => t.database.dispose());

async function requestCustomerStream(): Promise<Response> {
  const id = await insertRawOrder(t.database.db, {
    storeId: "1",
    status: "pending",
    createdAt: new Date(),
  });
  return requestOrderStream(t, { id, accessToken: rawOrderToken(id) }, { ip: newClientIp() });
}

/** Holds an opened stream until the test closes it. */
async function opened(response: Promise<Response>, first: string): Promise<EventStreamReader> {
  const stream = await openedStream(await response);
  expect((await stream.next())?.event).toBe(first);
  return stream;
}

async function closeAll(streams: EventStreamReader[]): Promise<void> {
  await Promise.all(streams.map((stream) => stream.close()));
}

/** Tries until a slot freed by a closed stream is back (release follows the hang-up). */
async function eventuallyOpens(request: () => Promise<Response>): Promise<EventStreamReader> {
  let stream: EventStreamReader | null = null;
  await expect
    .poll(async () => {
      const response = await request();
      if (response.status === 200) stream = new EventStreamReader(response);
      else await response.body?.cancel();
      return response.status;
    })
    .toBe(200);
  return stream as unknown as EventStreamReader;
}

describe("room for the staff panel, whatever customers hold", () => {
  it("never refuses staff because customers hold every stream they may have; staff have a budget of their own", async () => {
    const customers: EventStreamReader[] = [];
    const staffStreams: EventStreamReader[] = [];
    try {
      for (let index = 0; index < CUSTOMER_BUDGET; index++) {
        customers.push(await opened(requestCustomerStream(), "status"));
      }
      // The customers' budget is spent: the next customer is refused, the server is full for them.
      const refused = await requestCustomerStream();
      expect(refused.status).toBe(503);
      expect((await readError(refused)).code).toBe("too_many_streams");

      // Every place kept for staff is still there.
      const ana = await signedInStaff(t, { admin: true });
      const bia = await signedInStaff(t, { stores: ["1"] });
      for (const staff of [ana, ana, bia, bia]) {
        staffStreams.push(await opened(requestStaffStream(staff), "ready"));
      }
      // Staff's own budget is spent: a fifth staff stream is refused (503), customers' unchanged.
      const caio = await signedInStaff(t, { stores: ["1"] });
      const full = await requestStaffStream(caio);
      expect(full.status).toBe(503);
      expect((await readError(full)).code).toBe("too_many_streams");
      const stillFull = await requestCustomerStream();
      expect(stillFull.status).toBe(503);
      await stillFull.body?.cancel();

      // A customer hanging up makes room for a customer, never for staff beyond their budget.
      await customers.shift()?.close();
      customers.push(await eventuallyOpens(requestCustomerStream));
      const stillStaffFull = await requestStaffStream(caio);
      expect(stillStaffFull.status).toBe(503);
      await stillStaffFull.body?.cancel();
      // A staff stream hanging up makes room for staff.
      await staffStreams.shift()?.close();
      staffStreams.push(await eventuallyOpens(() => requestStaffStream(caio)));
    } finally {
      await closeAll([...customers, ...staffStreams]);
    }
  });

  it("caps one staff member's streams with a 429; the next member still connects", async () => {
    const dani = await signedInStaff(t, { admin: true });
    const edu = await signedInStaff(t, { stores: ["1"] });
    const streams: EventStreamReader[] = [];
    try {
      for (let index = 0; index < LIMITS.perStaffMember; index++) {
        streams.push(await opened(requestStaffStream(dani), "ready"));
      }
      const refused = await requestStaffStream(dani);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await readError(refused)).toEqual({
        code: "too_many_streams",
        message: "Você já tem muitas telas do painel abertas. Feche alguma e tente de novo.",
      });
      streams.push(await opened(requestStaffStream(edu), "ready"));
    } finally {
      await closeAll(streams);
    }
  });
});
