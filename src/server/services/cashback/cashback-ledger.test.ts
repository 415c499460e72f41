import { randomUUID } from "node:crypto";
import { and, eq, inArray, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots, users } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { createTestDatabase, type TestDatabase } from "#server/testing/test-database.ts";
import {
  type CashbackRules,
  cashbackEarnedCents,
  DEFAULT_CASHBACK_RULES,
  maxSpendCents,
} from "#shared/cashback.ts";
import { cancelOrderCashback } from "./cancel.ts";
import { earnCashback, releaseCashback } from "./earn.ts";
import { expireCashback } from "./expire.ts";
import { forfeitWallet } from "./forfeit.ts";
import { spendCashback } from "./spend.ts";
import { takeBackRefund } from "./take-back.ts";
import { walletOf } from "./wallet.ts";

// The ledger needs no order rows (order_id has no foreign key), only members and stores.
let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterAll(() => database.dispose());

const RULES: CashbackRules = { ...DEFAULT_CASHBACK_RULES, percent: 10, expiryDays: 30 };
const T0 = new Date("2026-03-01T12:00:00Z");
const day = (n: number) => new Date(T0.getTime() + n * 86_400_000);

async function newMembers(count: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => `member-${randomUUID()}`);
  await db
    .insert(users)
    .values(ids.map((id) => ({ id, name: "Membro", email: `${id}@clube.test` })));
  return ids;
}

async function newMember(): Promise<string> {
  const [id] = await newMembers(1);
  if (!id) throw new Error("no member");
  return id;
}

const newOrder = () => `ORD-${randomUUID()}`;

/** Earns `cents` of cashback (products of 10×) for a new order and releases it at `at`. */
async function availableLot(memberId: string, cents: number, at = T0, storeId = "1") {
  const orderId = newOrder();
  await earnCashback(db, {
    memberId,
    orderId,
    storeId,
    productsCentsAfterCoupon: cents * 10,
    rules: RULES,
    now: at,
  });
  await releaseCashback(db, orderId, at);
  return orderId;
}

async function lotsOf(memberId: string) {
  return db
    .select()
    .from(cashbackLots)
    .where(eq(cashbackLots.memberId, memberId))
    .orderBy(cashbackLots.id);
}

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("the rules", () => {
  it("earn a percent rounded down, and spend within the balance, the products and the minimum", () => {
    const rules = DEFAULT_CASHBACK_RULES;
    expect(cashbackEarnedCents(rules, 1_999)).toBe(99);
    expect(cashbackEarnedCents({ ...rules, percent: 2.5 }, 1_000)).toBe(25);
    expect(cashbackEarnedCents({ ...rules, enabled: false }, 1_999)).toBe(0);
    expect(maxSpendCents(rules, 499, 10_000)).toBe(0);
    expect(maxSpendCents(rules, 500, 10_000)).toBe(500);
    expect(maxSpendCents(rules, 2_000, 1_250)).toBe(1_250);
    expect(maxSpendCents({ ...rules, enabled: false }, 2_000, 1_250)).toBe(0);
  });
});

describe("earning", () => {
  it("is pending until the order is released, then available until it expires", async () => {
    const member = await newMember();
    const orderId = newOrder();
    const earn = { memberId: member, orderId, storeId: "1", rules: RULES, now: T0 };
    const lot = await earnCashback(db, { ...earn, productsCentsAfterCoupon: 4_599 });
    expect(lot).toMatchObject({ status: "pending", amountCents: 459, remainingCents: 459 });
    // Exactly once: asked again (even with another amount), the same lot.
    const again = await earnCashback(db, { ...earn, productsCentsAfterCoupon: 9_999 });
    expect(again?.id).toBe(lot?.id);
    expect(await walletOf(db, member, T0)).toMatchObject({ availableCents: 0, pendingCents: 459 });

    const released = await releaseCashback(db, orderId, day(1));
    expect(released).toMatchObject({ status: "available", expiresAt: day(31) });
    expect((await releaseCashback(db, orderId, day(5)))?.expiresAt).toEqual(day(31));
    const wallet = await walletOf(db, member, day(2));
    expect(wallet).toMatchObject({
      availableCents: 459,
      pendingCents: 0,
      expiringIn30DaysCents: 459,
    });
    expect(wallet.history.map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ["release", 0],
      ["earn", 459],
    ]);
    expect((await walletOf(db, member, day(31))).availableCents).toBe(0);
  });

  it("earns nothing with the club off, for 0 cents, or after the order was cancelled", async () => {
    const member = await newMember();
    const off = { ...RULES, enabled: false };
    const base = { memberId: member, storeId: "1", productsCentsAfterCoupon: 5_000, now: T0 };
    expect(await earnCashback(db, { ...base, orderId: newOrder(), rules: off })).toBeNull();
    expect(
      await earnCashback(db, {
        ...base,
        orderId: newOrder(),
        rules: RULES,
        productsCentsAfterCoupon: 9,
      }),
    ).toBeNull();

    const orderId = newOrder();
    await earnCashback(db, { ...base, orderId, rules: RULES });
    await cancelOrderCashback(db, orderId, T0);
    expect(await earnCashback(db, { ...base, orderId, rules: RULES })).toMatchObject({
      status: "void",
    });
    expect(await walletOf(db, member, T0)).toMatchObject({ availableCents: 0, pendingCents: 0 });
  });
});

describe("cancelling", () => {
  it("voids the pending lot and gives back what the order spent, exactly once", async () => {
    const member = await newMember();
    await availableLot(member, 300, T0);
    await availableLot(member, 500, day(1));
    const orderId = newOrder();
    const spend = await spendCashback(db, {
      memberId: member,
      orderId,
      storeId: "2",
      cents: 600,
      expectedBalanceCents: 800,
      now: day(2),
    });
    expect(spend.parts.map((part) => part.cents)).toEqual([300, 300]);
    // The same order's second spend answers the first.
    expect(
      await spendCashback(db, {
        memberId: member,
        orderId,
        storeId: "2",
        cents: 200,
        expectedBalanceCents: 200,
        now: day(2),
      }),
    ).toEqual(spend);
    await earnCashback(db, {
      memberId: member,
      orderId,
      storeId: "2",
      productsCentsAfterCoupon: 1_000,
      rules: RULES,
      now: day(2),
    });
    expect(await walletOf(db, member, day(2))).toMatchObject({
      availableCents: 200,
      pendingCents: 100,
    });

    const outcome = { voidedCents: 100, returnedCents: 600 };
    expect(await cancelOrderCashback(db, orderId, day(3))).toEqual(outcome);
    expect(await cancelOrderCashback(db, orderId, day(3))).toEqual(outcome);
    expect(await walletOf(db, member, day(3))).toMatchObject({
      availableCents: 800,
      pendingCents: 0,
    });
    expect((await lotsOf(member)).map((lot) => [lot.status, lot.remainingCents])).toEqual([
      ["available", 300],
      ["available", 500],
      ["void", 0],
    ]);
  });

  it("gives back once when a Pix expiry and a staff cancel race", async () => {
    const member = await newMember();
    await availableLot(member, 700);
    const orderId = newOrder();
    await spendCashback(db, {
      memberId: member,
      orderId,
      storeId: "1",
      cents: 700,
      expectedBalanceCents: 700,
      now: day(1),
    });
    await earnCashback(db, {
      memberId: member,
      orderId,
      storeId: "1",
      productsCentsAfterCoupon: 2_000,
      rules: RULES,
      now: day(1),
    });
    const outcomes = await Promise.all([
      cancelOrderCashback(db, orderId, day(1)),
      cancelOrderCashback(db, orderId, day(1)),
    ]);
    expect(outcomes).toEqual([
      { voidedCents: 200, returnedCents: 700 },
      { voidedCents: 200, returnedCents: 700 },
    ]);
    expect(await walletOf(db, member, day(1))).toMatchObject({
      availableCents: 700,
      pendingCents: 0,
    });
    const entries = await db
      .select({ kind: cashbackEntries.kind })
      .from(cashbackEntries)
      .where(eq(cashbackEntries.orderId, orderId));
    expect(entries.map((entry) => entry.kind).sort()).toEqual(["earn", "return", "spend", "void"]);
  });

  it("gives back cents drawn from a lot that expired since as a new lot with a fresh expiry", async () => {
    const member = await newMember();
    const earned = await availableLot(member, 600, T0); // expires day 30
    const orderId = newOrder();
    await spendCashback(db, {
      memberId: member,
      orderId,
      storeId: "3",
      cents: 250,
      expectedBalanceCents: 600,
      now: day(29),
    });
    expect(await expireCashback(db, day(30))).toMatchObject({ lots: expect.any(Number) });
    expect(await cancelOrderCashback(db, orderId, day(31))).toEqual({
      voidedCents: 0,
      returnedCents: 250,
    });
    const lots = await lotsOf(member);
    expect(lots.map((lot) => [lot.orderId, lot.status, lot.remainingCents])).toEqual([
      [earned, "expired", 0],
      [orderId, "available", 250],
    ]);
    expect(lots[1]?.expiresAt).toEqual(day(61));
    expect((await walletOf(db, member, day(31))).availableCents).toBe(250);
  });

  it("keeps working on a ledger anonymised by Excluir minha conta", async () => {
    const member = await newMember();
    await availableLot(member, 400);
    const orderId = newOrder();
    await spendCashback(db, {
      memberId: member,
      orderId,
      storeId: "1",
      cents: 400,
      expectedBalanceCents: 400,
      now: day(1),
    });
    await db.delete(users).where(eq(users.id, member));
    expect(await cancelOrderCashback(db, orderId, day(2))).toEqual({
      voidedCents: 0,
      returnedCents: 400,
    });
    const orphans = await db
      .select({ memberId: cashbackEntries.memberId })
      .from(cashbackEntries)
      .where(eq(cashbackEntries.orderId, orderId));
    expect(orphans.every((entry) => entry.memberId === null)).toBe(true);
  });
});

describe("Excluir minha conta", () => {
  it("forfeits the wallet: pending lots void, what is left of the available ones expires", async () => {
    const member = await newMember();
    await availableLot(member, 700);
    const pendingOrder = newOrder();
    await earnCashback(db, {
      memberId: member,
      orderId: pendingOrder,
      storeId: "1",
      productsCentsAfterCoupon: 3_000,
      rules: RULES,
      now: day(1),
    });
    await spendCashback(db, {
      memberId: member,
      orderId: newOrder(),
      storeId: "1",
      cents: 200,
      expectedBalanceCents: 700,
      now: day(1),
    });
    const forfeited = await db.transaction((tx) => forfeitWallet(tx, member, day(2)));
    expect(forfeited).toEqual({ voidedCents: 300, expiredCents: 500 });
    const wallet = await walletOf(db, member, day(2));
    expect([wallet.availableCents, wallet.pendingCents]).toEqual([0, 0]);
    // Delivered after the account went: nothing is released.
    expect((await releaseCashback(db, pendingOrder, day(3)))?.status).toBe("void");
    expect(await db.transaction((tx) => forfeitWallet(tx, member, day(3)))).toEqual({
      voidedCents: 0,
      expiredCents: 0,
    });
  });
});

describe("refunds after delivery", () => {
  it("take back once per refund and never more than the order earned", async () => {
    const member = await newMember();
    const orderId = await availableLot(member, 500);
    const refund = (refundId: string, cents: number) =>
      takeBackRefund(db, { orderId, refundId, cents, now: day(1) });
    expect(await refund(`${orderId}-r1`, 200)).toEqual({ takenBackCents: 200 });
    expect(await refund(`${orderId}-r1`, 200)).toEqual({ takenBackCents: 200 });
    expect((await walletOf(db, member, day(1))).availableCents).toBe(300);
    expect(await refund(`${orderId}-r2`, 999)).toEqual({ takenBackCents: 300 });
    expect(await refund(`${orderId}-r3`, 100)).toEqual({ takenBackCents: 0 });
    expect(await refund(`${orderId}-r2`, 999)).toEqual({ takenBackCents: 300 });
    expect((await walletOf(db, member, day(1))).availableCents).toBe(0);
    expect((await lotsOf(member))[0]?.status).toBe("taken_back");
  });

  it("take back only what is left when the member already spent part of it", async () => {
    const member = await newMember();
    const orderId = await availableLot(member, 500);
    await spendCashback(db, {
      memberId: member,
      orderId: newOrder(),
      storeId: "1",
      cents: 450,
      expectedBalanceCents: 500,
      now: day(1),
    });
    expect(await takeBackRefund(db, { orderId, refundId: `${orderId}-r`, cents: 500 })).toEqual({
      takenBackCents: 50,
    });
    expect((await walletOf(db, member, day(1))).availableCents).toBe(0);
  });

  it("do not let a cancel hand back cashback a refund could not take while it was spent", async () => {
    const member = await newMember();
    const earning = await availableLot(member, 500);
    await availableLot(member, 100);
    const spending = newOrder();
    // Spends A's 500 (oldest first) and 50 of the other order's 100.
    await spendCashback(db, {
      memberId: member,
      orderId: spending,
      storeId: "1",
      cents: 550,
      expectedBalanceCents: 600,
      now: day(1),
    });
    const refundId = `${earning}-r`;
    expect(
      await takeBackRefund(db, { orderId: earning, refundId, cents: 500, now: day(2) }),
    ).toEqual({ takenBackCents: 0 });
    expect((await lotsOf(member))[0]?.owedCents).toBe(500);
    await cancelOrderCashback(db, spending, day(3));
    await cancelOrderCashback(db, spending, day(3));
    // Only the other order's 100 is theirs; A's 500 went to settle what its refund owed.
    const wallet = await walletOf(db, member, day(3));
    expect(wallet.availableCents).toBe(100);
    const [lotA, lotB] = await lotsOf(member);
    expect(lotA).toMatchObject({ remainingCents: 0, owedCents: 0 });
    expect(lotB).toMatchObject({ remainingCents: 100, owedCents: 0 });
    const takenBack = await db
      .select({ cents: sql<number>`sum(${cashbackEntries.amountCents})::int` })
      .from(cashbackEntries)
      .where(and(eq(cashbackEntries.orderId, earning), eq(cashbackEntries.kind, "take_back")));
    expect(takenBack[0]?.cents).toBe(-500);
    // A second refund of A finds nothing more to claim.
    expect(
      await takeBackRefund(db, { orderId: earning, refundId: `${refundId}2`, cents: 500 }),
    ).toEqual({ takenBackCents: 0 });
    expect((await lotsOf(member))[0]?.owedCents).toBe(0);
  });

  it("settle what is owed from cents coming back to a lot that expired since", async () => {
    const member = await newMember();
    const earning = await availableLot(member, 300);
    const spending = newOrder();
    await spendCashback(db, {
      memberId: member,
      orderId: spending,
      storeId: "1",
      cents: 200,
      expectedBalanceCents: 300,
      now: day(1),
    });
    await takeBackRefund(db, {
      orderId: earning,
      refundId: `${earning}-r`,
      cents: 150,
      now: day(2),
    });
    expect((await lotsOf(member))[0]).toMatchObject({ remainingCents: 0, owedCents: 50 });
    await expireCashback(db, day(40));
    await cancelOrderCashback(db, spending, day(41));
    const lots = await lotsOf(member);
    expect(lots[0]?.owedCents).toBe(0);
    expect(lots[1]).toMatchObject({ amountCents: 200, remainingCents: 150, status: "available" });
    expect((await walletOf(db, member, day(41))).availableCents).toBe(150);
  });
});

describe("expiry", () => {
  it("expires only the remainder of a lot spent in part", async () => {
    const member = await newMember();
    await availableLot(member, 900, T0); // expires day 30
    await availableLot(member, 100, day(10)); // expires day 40
    await spendCashback(db, {
      memberId: member,
      orderId: newOrder(),
      storeId: "1",
      cents: 650,
      expectedBalanceCents: 1_000,
      now: day(5),
    });
    expect((await walletOf(db, member, day(5))).expiringIn30DaysCents).toBe(250);
    await expireCashback(db, day(30));
    await expireCashback(db, day(30));
    const lots = await lotsOf(member);
    expect(lots.map((lot) => [lot.status, lot.amountCents, lot.remainingCents])).toEqual([
      ["expired", 900, 0],
      ["available", 100, 100],
    ]);
    const expiries = await db
      .select({ cents: cashbackEntries.amountCents })
      .from(cashbackEntries)
      .where(and(eq(cashbackEntries.kind, "expire"), eq(cashbackEntries.lotId, lots[0]?.id ?? 0)));
    expect(expiries).toEqual([{ cents: -250 }]);
    expect((await walletOf(db, member, day(30))).availableCents).toBe(100);
  });
});

describe("spending", () => {
  it("refuses when the balance is not the one the checkout showed", async () => {
    const member = await newMember();
    await availableLot(member, 800);
    const spend = (cents: number, expectedBalanceCents: number) =>
      spendCashback(db, {
        memberId: member,
        orderId: newOrder(),
        storeId: "1",
        cents,
        expectedBalanceCents,
        now: day(1),
      });
    const changed = await refusal(spend(500, 900));
    expect(changed).toMatchObject({ status: 409, code: "cashback_balance_changed" });
    expect(changed.message).toMatch(/^Seu saldo de cashback mudou/);
    expect(await refusal(spend(801, 800))).toMatchObject({ status: 409 });
    expect(await refusal(spend(0, 800))).toMatchObject({ status: 422 });
  });

  it("spends one balance at most once under 20 concurrent checkouts", async () => {
    const member = await newMember();
    await availableLot(member, 300);
    await availableLot(member, 400, day(1));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        spendCashback(db, {
          memberId: member,
          orderId: newOrder(),
          storeId: "1",
          cents: 700,
          expectedBalanceCents: 700,
          now: day(2),
        }),
      ),
    );
    const won = results.filter((result) => result.status === "fulfilled");
    const lost = results.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(19);
    for (const error of lost) expect(error).toMatchObject({ status: 409 });
    expect((await walletOf(db, member, day(2))).availableCents).toBe(0);
  });
});

// One random operation on a few members' wallets; `order` picks one of the sequence's orders.
type Step =
  | { op: "earn"; order: number; cents: number; delivered: boolean }
  | { op: "release"; order: number }
  | { op: "spend"; order: number; percent: number }
  | { op: "cancel"; order: number }
  | { op: "refund"; order: number; cents: number; refund: number }
  | { op: "wait"; days: number };

const ORDERS = 3;
const order = fc.integer({ min: 0, max: ORDERS - 1 });
// Weighted so that most sequences earn, release and spend before they cancel, refund or wait.
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("earn" as const),
      order,
      cents: fc.integer({ min: 0, max: 3_000 }),
      delivered: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("release" as const), order }) },
  {
    weight: 3,
    arbitrary: fc.record({
      op: fc.constant("spend" as const),
      order,
      percent: fc.integer({ min: 1, max: 120 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("cancel" as const), order }) },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("refund" as const),
      order,
      cents: fc.integer({ min: 0, max: 200 }),
      refund: fc.integer({ min: 0, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      op: fc.constant("wait" as const),
      days: fc.integer({ min: 1, max: 40 }),
    }),
  },
);

/**
 * The 1,000 on PostgreSQL (about 6 s); half on PGlite, about twice as slow per
 * statement, to keep the file near 10 s. CASHBACK_SEQUENCES runs more (or fewer) by hand.
 */
const SEQUENCES = Number(
  process.env.CASHBACK_SEQUENCES ?? (process.env.FROSTY_TEST_DB === "postgres" ? 1_000 : 500),
);

describe("the ledger under random sequences", () => {
  it("keeps balance = the lots' remainder = the entries' sum, never negative", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 2, maxLength: 12 }), async (steps) => {
        const members = await newMembers(2);
        const orders = Array.from({ length: ORDERS }, () => newOrder());
        const ownerOf = (index: number) => members[index % members.length] ?? "";
        let now = T0;
        for (const s of steps) {
          if (s.op === "wait") {
            now = new Date(now.getTime() + s.days * 86_400_000);
            await expireCashback(db, now);
            continue;
          }
          const orderId = orders[s.order] ?? "";
          const memberId = ownerOf(s.order);
          if (s.op === "earn") {
            await earnCashback(db, {
              memberId,
              orderId,
              storeId: "1",
              productsCentsAfterCoupon: s.cents,
              rules: RULES,
              now,
            });
            // Delivered at once: a balance for the next steps to spend.
            if (s.delivered) await releaseCashback(db, orderId, now);
          } else if (s.op === "release") {
            await releaseCashback(db, orderId, now);
          } else if (s.op === "cancel") {
            await cancelOrderCashback(db, orderId, now);
          } else if (s.op === "refund") {
            await takeBackRefund(db, {
              orderId,
              refundId: `${orderId}-${s.refund}`,
              cents: s.cents,
              now,
            });
          } else {
            const balance = (await walletOf(db, memberId, now, 0)).availableCents;
            const cents = Math.floor((balance * s.percent) / 100);
            if (cents === 0) continue;
            const spent = spendCashback(db, {
              memberId,
              orderId,
              storeId: "2",
              cents,
              expectedBalanceCents: balance,
              now,
            });
            // Too much is refused, unless this order spent already: then the first spend answers.
            if (cents > balance)
              await spent.catch((error) => expect(error).toMatchObject({ status: 409 }));
            else await spent;
          }
        }
        await expireCashback(db, now);
        await expectConsistent(members, orders, now);
      }),
      { numRuns: SEQUENCES },
    );
  }, 120_000);
});

/** What must hold of the wallets after any sequence (their due lots expired). */
async function expectConsistent(members: string[], orders: string[], now: Date) {
  const lots = await db.select().from(cashbackLots).where(inArray(cashbackLots.memberId, members));
  const entries = await db
    .select({
      memberId: cashbackEntries.memberId,
      orderId: cashbackEntries.orderId,
      kind: cashbackEntries.kind,
      cents: sql<number>`sum(${cashbackEntries.amountCents})::int`,
    })
    .from(cashbackEntries)
    .where(inArray(cashbackEntries.memberId, members))
    .groupBy(cashbackEntries.memberId, cashbackEntries.orderId, cashbackEntries.kind);
  for (const memberId of members) {
    const wallet = await walletOf(db, memberId, now, 0);
    const own = lots.filter((lot) => lot.memberId === memberId);
    const sumOf = (status: string) =>
      own.filter((lot) => lot.status === status).reduce((sum, lot) => sum + lot.remainingCents, 0);
    expect(wallet.availableCents).toBe(sumOf("available"));
    expect(wallet.pendingCents).toBe(sumOf("pending"));
    expect(wallet.availableCents).toBeGreaterThanOrEqual(0);
    for (const lot of own) {
      expect(lot.remainingCents).toBeGreaterThanOrEqual(0);
      expect(lot.remainingCents).toBeLessThanOrEqual(lot.amountCents);
      expect(lot.owedCents).toBeGreaterThanOrEqual(0);
      if (lot.status !== "available" && lot.status !== "pending")
        expect(lot.remainingCents).toBe(0);
    }
    const entriesSum = entries
      .filter((row) => row.memberId === memberId)
      .reduce((sum, row) => sum + row.cents, 0);
    expect(entriesSum).toBe(wallet.availableCents + wallet.pendingCents);
  }
  // Per order: given back never more than spent.
  const of = (orderId: string, kind: string) =>
    entries.find((row) => row.orderId === orderId && row.kind === kind)?.cents ?? 0;
  // Take-backs (settled debts included) plus what is still owed, never more than earned.
  const owedOf = (orderId: string) =>
    lots
      .filter((lot) => lot.orderId === orderId && lot.returnedFromLotId === null)
      .reduce((sum, lot) => sum + lot.owedCents, 0);
  for (const orderId of orders) {
    expect(-of(orderId, "take_back") + owedOf(orderId)).toBeLessThanOrEqual(of(orderId, "earn"));
    expect(of(orderId, "return")).toBeLessThanOrEqual(-of(orderId, "spend"));
  }
}
