import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cashbackEntries, orders } from "#server/db/schema.ts";
import { walletOf } from "#server/services/cashback/wallet.ts";
import { expireUnpaidOrders } from "#server/services/orders/expire-unpaid-orders.ts";
import { writeStoredSettings } from "#server/services/settings/stored-settings.ts";
import {
  RecordingSender,
  type SignedInMember,
  signedInMember,
} from "#server/testing/club-members.ts";
import { moveOrder, requestMove } from "#server/testing/order-moves.ts";
import { newIdempotencyKey, orderBody, postOrder, readError } from "#server/testing/orders.ts";
import { TEST_PIX_RECEIVER } from "#server/testing/pix-receiver.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import { CASHBACK_MESSAGES, type CashbackRules } from "#shared/cashback.ts";
import type { PlacedOrder, TrackedOrder } from "#shared/orders.ts";

/** 10 %, usable from R$ 1,00: one order of 10 Picolés de Cajá (R$ 89,90) earns R$ 8,99. */
const RULES: CashbackRules = { enabled: true, percent: 10, expiryDays: 90, minimumSpendCents: 100 };
const picoles = (quantity: number) => [
  { productId: "1", size: "medio" as const, addonIds: [], quantity },
];
const TEN_PICOLES = picoles(10);

const sender = new RecordingSender();
let t: TestApp;
let staff: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp({ messages: sender, payments: { pixReceiver: TEST_PIX_RECEIVER } });
  await writeStoredSettings(t.database.db, { cashback_rules: RULES });
  staff = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

async function place(
  member: SignedInMember | null,
  overrides: Parameters<typeof orderBody>[0] = {},
): Promise<Response> {
  const headers: Record<string, string> = member ? { cookie: member.browser.cookieHeader } : {};
  return postOrder(t, orderBody({ items: TEN_PICOLES, ...overrides }), { headers });
}

async function placed(
  member: SignedInMember | null,
  overrides: Parameters<typeof orderBody>[0] = {},
): Promise<PlacedOrder> {
  const response = await place(member, overrides);
  if (response.status !== 201) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as PlacedOrder;
}

async function deliver(order: { id: string }): Promise<AdminOrderDetail> {
  const out = await moveOrder(staff, order.id, "out_for_delivery", 1);
  return moveOrder(staff, order.id, "delivered", out.version);
}

async function balanceOf(member: SignedInMember) {
  return walletOf(t.database.db, member.memberId, new Date(), 50);
}

/** A member with R$ 8,99 available: one order earned it and was delivered. */
async function memberWithBalance(): Promise<SignedInMember> {
  const member = await signedInMember(t, sender);
  await deliver(await placed(member));
  expect((await balanceOf(member)).availableCents).toBe(899);
  return member;
}

function entriesOf(orderId: string) {
  return t.database.db
    .select({ kind: cashbackEntries.kind, cents: cashbackEntries.amountCents })
    .from(cashbackEntries)
    .where(eq(cashbackEntries.orderId, orderId))
    .orderBy(cashbackEntries.id);
}

describe("Clube Frosty at checkout: earning", () => {
  it("a member's order earns a pending lot, available once delivered", async () => {
    const member = await signedInMember(t, sender);
    const order = await placed(member);
    expect(order.cashback).toEqual({ spentCents: 0, earnedCents: 899, earnedStatus: "pending" });
    let wallet = await balanceOf(member);
    expect([wallet.availableCents, wallet.pendingCents]).toEqual([0, 899]);

    const delivered = await deliver(order);
    expect(delivered.cashback).toEqual({
      spentCents: 0,
      earnedCents: 899,
      earnedStatus: "available",
    });
    wallet = await balanceOf(member);
    expect([wallet.availableCents, wallet.pendingCents]).toEqual([899, 0]);

    const tracked = await t.request(`/api/orders/${order.id}`, {
      headers: { "x-order-token": order.accessToken },
    });
    expect(((await tracked.json()) as TrackedOrder).cashback?.earnedStatus).toBe("available");
  });

  it("earns on the products after the coupon's discount, never on the delivery fee", async () => {
    const member = await signedInMember(t, sender);
    const order = await placed(member, { items: picoles(2) });
    // R$ 17,98 of products + R$ 5,00 delivery: 10 % of the products only.
    expect(order.deliveryFeeCents).toBe(500);
    expect(order.cashback?.earnedCents).toBe(179);
  });

  it("an order outside the club has no cashback", async () => {
    const order = await placed(null);
    expect(order.cashback).toBeNull();
    expect((await entriesOf(order.id)).length).toBe(0);
  });

  it("a Pix order earns only once it is paid", async () => {
    const member = await signedInMember(t, sender);
    const order = await placed(member, { paymentMethod: "pix" });
    expect(order.status).toBe("awaiting_payment");
    expect(order.cashback).toEqual({ spentCents: 0, earnedCents: 899, earnedStatus: "expected" });
    expect(await entriesOf(order.id)).toEqual([]);

    const confirmed = await staff.browser.request(
      `/api/admin/orders/${order.id}/payment-confirmation`,
      { method: "POST", json: { version: 1 } },
    );
    expect(confirmed.status).toBe(200);
    expect(await entriesOf(order.id)).toEqual([{ kind: "earn", cents: 899 }]);
    expect((await balanceOf(member)).pendingCents).toBe(899);
  });

  it("a Pix order that expires unpaid never earns", async () => {
    const member = await signedInMember(t, sender);
    const order = await placed(member, { paymentMethod: "pix" });
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    expect(await expireUnpaidOrders(t.database.db)).toContain(order.id);
    expect(await entriesOf(order.id)).toEqual([]);
    expect((await balanceOf(member)).pendingCents).toBe(0);
  });
});

describe("Clube Frosty at checkout: spending", () => {
  it("uses the balance: the total and the Pix amount drop by it", async () => {
    const member = await memberWithBalance();
    const plain = orderBody({ items: TEN_PICOLES, paymentMethod: "pix" });
    const order = await placed(member, { ...plain, cashback: { expectedBalanceCents: 899 } });
    // R$ 89,90 + R$ 5,00 − R$ 8,99.
    expect(order.totalCents).toBe(8990 + 500 - 899);
    expect(order.cashback).toMatchObject({ spentCents: 899, earnedStatus: "expected" });
    // It earns on what was paid for products: R$ 80,91.
    expect(order.cashback?.earnedCents).toBe(809);
    expect(order.payment.pix?.payload).toContain("540585.91");
    expect((await balanceOf(member)).availableCents).toBe(0);
    expect(await entriesOf(order.id)).toEqual([{ kind: "spend", cents: -899 }]);
  });

  it("never uses more than the products' amount", async () => {
    const member = await memberWithBalance();
    const order = await placed(member, {
      items: picoles(1),
      cashback: { expectedBalanceCents: 899 },
    });
    // R$ 8,99 of products, all paid by the cashback; the delivery fee is still due.
    expect(order.cashback?.spentCents).toBe(899);
    expect(order.totalCents).toBe(500);
    expect(order.cashback?.earnedCents).toBe(0);
  });

  it("checks the total the customer saw against the one after the cashback", async () => {
    const member = await memberWithBalance();
    const before = await place(member, {
      cashback: { expectedBalanceCents: 899 },
      expectedTotalCents: 9490,
    });
    expect(before.status).toBe(409);
    expect((await readError(before)).code).toBe("price_changed");
    const after = await place(member, {
      cashback: { expectedBalanceCents: 899 },
      expectedTotalCents: 9490 - 899,
    });
    expect(after.status).toBe(201);
  });

  it("refuses a balance other than the one the checkout showed (409), spending nothing", async () => {
    const member = await memberWithBalance();
    const response = await place(member, { cashback: { expectedBalanceCents: 1000 } });
    expect(response.status).toBe(409);
    const error = await readError(response);
    expect(error.code).toBe("cashback_balance_changed");
    expect(error.message).toBe(CASHBACK_MESSAGES.notEnough(899));
    expect((await balanceOf(member)).availableCents).toBe(899);
  });

  it("refuses cashback without a member's session (401), and a balance under the minimum (422)", async () => {
    const anonymous = await place(null, { cashback: { expectedBalanceCents: 0 } });
    expect(anonymous.status).toBe(401);
    expect((await readError(anonymous)).message).toBe(CASHBACK_MESSAGES.membersOnly);

    const newcomer = await signedInMember(t, sender);
    const empty = await place(newcomer, { cashback: { expectedBalanceCents: 0 } });
    expect(empty.status).toBe(422);
    expect((await readError(empty)).code).toBe("cashback_not_usable");
  });

  it("of 20 checkouts spending one balance at once, one spends it and 19 are told it changed", async () => {
    const member = await memberWithBalance();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => place(member, { cashback: { expectedBalanceCents: 899 } })),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(19);
    const wallet = await balanceOf(member);
    expect(wallet.availableCents).toBe(0);
    const spends = wallet.history.filter((entry) => entry.kind === "spend");
    expect(spends.map((entry) => entry.amountCents)).toEqual([-899]);
  });
});

describe("Clube Frosty: cancels and refunds", () => {
  it("a staff cancel voids the pending lot and gives back what the order spent, once", async () => {
    const member = await memberWithBalance();
    const order = await placed(member, { cashback: { expectedBalanceCents: 899 } });
    expect((await balanceOf(member)).pendingCents).toBe(809);
    const cancelled = await moveOrder(staff, order.id, "cancelled", 1);
    expect(cancelled.cashback).toMatchObject({ spentCents: 899, earnedStatus: "cancelled" });
    const wallet = await balanceOf(member);
    expect([wallet.availableCents, wallet.pendingCents]).toEqual([899, 0]);

    // Reopened, the order would keep a discount the member has back.
    const reopened = await requestMove(staff, order.id, { status: "pending", version: 2 });
    expect(reopened.status).toBe(422);
    expect((await readError(reopened)).code).toBe("cashback_returned");
    expect((await balanceOf(member)).availableCents).toBe(899);
  });

  it("a Pix expiry and a staff cancel racing return the cashback exactly once", async () => {
    const member = await memberWithBalance();
    const order = await placed(member, {
      paymentMethod: "pix",
      cashback: { expectedBalanceCents: 899 },
    });
    await t.database.db
      .update(orders)
      .set({ paymentExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(orders.id, order.id));
    await Promise.all([
      expireUnpaidOrders(t.database.db),
      requestMove(staff, order.id, { status: "cancelled", version: 1 }),
    ]);
    expect((await balanceOf(member)).availableCents).toBe(899);
    expect(await entriesOf(order.id)).toEqual([
      { kind: "spend", cents: -899 },
      { kind: "return", cents: 899 },
    ]);
  });

  it("cancelling a delivered order takes back what it earned, once", async () => {
    const member = await signedInMember(t, sender);
    const order = await placed(member);
    const delivered = await deliver(order);
    expect((await balanceOf(member)).availableCents).toBe(899);
    const cancelled = await moveOrder(staff, order.id, "cancelled", delivered.version);
    expect(cancelled.cashback?.earnedStatus).toBe("cancelled");
    expect((await balanceOf(member)).availableCents).toBe(0);
    // Reopened and cancelled again: nothing more is taken.
    const reopened = await moveOrder(staff, order.id, "out_for_delivery", cancelled.version);
    await moveOrder(staff, order.id, "cancelled", reopened.version);
    const kinds = (await entriesOf(order.id)).map((entry) => entry.kind);
    expect(kinds.filter((kind) => kind === "take_back")).toHaveLength(1);
    expect((await balanceOf(member)).availableCents).toBe(0);
  });
});

describe("Clube Frosty: a member's orders on any device", () => {
  it("GET /api/orders/mine lists the member's orders, newest first, readable in full", async () => {
    const member = await signedInMember(t, sender);
    const first = await placed(member);
    const second = await placed(member, { paymentMethod: "pix" });
    await placed(null);
    // Another device: the same member signs in again there.
    const elsewhere = member.browser.withSession();
    const response = await elsewhere.request("/api/orders/mine");
    expect(response.status).toBe(200);
    const { orders: mine } = (await response.json()) as { orders: PlacedOrder[] };
    expect(mine.map((order) => order.id)).toEqual([second.id, first.id]);
    expect(mine[1]?.cashback?.earnedStatus).toBe("pending");

    // Its access and owner proof read the whole order, as on the device that placed it.
    const [latest] = mine;
    const read = await t.request(`/api/orders/${latest?.id}`, {
      headers: {
        "x-order-token": latest?.accessToken ?? "",
        "x-order-owner": latest?.ownerProof ?? "",
      },
    });
    expect(((await read.json()) as TrackedOrder).customer.phone).toBe("(81) 99999-0000");
  });

  it("shows each order as its answer did: in the list and to a retry of its request", async () => {
    const member = await signedInMember(t, sender);
    const headers = { cookie: member.browser.cookieHeader };
    // A pending lot (the test payment) and one expected when paid (a Pix awaiting it).
    const requests = [
      { body: orderBody({ items: TEN_PICOLES }), key: newIdempotencyKey() },
      { body: orderBody({ items: TEN_PICOLES, paymentMethod: "pix" }), key: newIdempotencyKey() },
    ];
    const answers: PlacedOrder[] = [];
    for (const { body, key } of requests) {
      const response = await postOrder(t, body, { key, headers });
      expect(response.status).toBe(201);
      answers.push((await response.json()) as PlacedOrder);
    }
    expect(answers.map((order) => order.cashback?.earnedStatus)).toEqual(["pending", "expected"]);

    for (const [index, { body, key }] of requests.entries()) {
      const retry = await postOrder(t, body, { key, headers });
      expect(retry.status).toBe(200);
      expect(await retry.json()).toEqual(answers[index]);
    }
    const mine = await member.browser.request("/api/orders/mine");
    expect(((await mine.json()) as { orders: PlacedOrder[] }).orders).toEqual(
      [...answers].reverse(),
    );
  });

  it("is 401 without a member's session, staff's included", async () => {
    const anonymous = await t.request("/api/orders/mine");
    expect(anonymous.status).toBe(401);
    expect((await readError(anonymous)).code).toBe("members_only");
    const asStaff = await staff.browser.request("/api/orders/mine");
    expect(asStaff.status).toBe(401);
  });
});
