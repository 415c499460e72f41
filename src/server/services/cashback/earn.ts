import { and, eq, isNull } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";
import { type CashbackRules, cashbackEarnedCents } from "#shared/cashback.ts";
import { addDays, lockWallet, walletKey, walletKeyOfOrder } from "./wallet-lock.ts";

export type CashbackLot = typeof cashbackLots.$inferSelect;

export interface EarnCashback {
  memberId: string;
  orderId: string;
  storeId: string;
  /** What the customer paid for products, after coupons and cashback used; no delivery fee. */
  productsCentsAfterCoupon: number;
  rules: CashbackRules;
  now?: Date;
}

/** The lot an order earned (not one a cancel gave back), if any. */
export async function earnedLotOf(db: Database, orderId: string): Promise<CashbackLot | null> {
  const [lot] = await db
    .select()
    .from(cashbackLots)
    .where(and(eq(cashbackLots.orderId, orderId), isNull(cashbackLots.returnedFromLotId)));
  return lot ?? null;
}

/**
 * A paid order's cashback: a pending lot (released when the order is delivered or picked up).
 * Null when it earns nothing (club off, 0 cents) or its cashback was already voided by a
 * cancel. Exactly once: a second call returns the lot the first made. Call it in the
 * transaction that marks the order paid, so a cancel cannot slip in between.
 */
export async function earnCashback(db: Database, input: EarnCashback): Promise<CashbackLot | null> {
  const cents = cashbackEarnedCents(input.rules, input.productsCentsAfterCoupon);
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockWallet(tx, walletKey(input.memberId, input.orderId));
    const existing = await earnedLotOf(tx, input.orderId);
    if (existing) return existing;
    if (cents <= 0) return null;
    const [voided] = await tx
      .select({ id: cashbackEntries.id })
      .from(cashbackEntries)
      .where(and(eq(cashbackEntries.orderId, input.orderId), eq(cashbackEntries.kind, "void")));
    if (voided) return null;
    const [lot] = await tx
      .insert(cashbackLots)
      .values({
        memberId: input.memberId,
        orderId: input.orderId,
        storeId: input.storeId,
        amountCents: cents,
        remainingCents: cents,
        status: "pending",
        expiryDays: input.rules.expiryDays,
        earnedAt: now,
      })
      .returning();
    if (!lot) throw new Error("cashback lot not inserted");
    await tx.insert(cashbackEntries).values({
      memberId: input.memberId,
      kind: "earn",
      amountCents: cents,
      lotId: lot.id,
      orderId: input.orderId,
      storeId: input.storeId,
      at: now,
    });
    return lot;
  });
}

/**
 * The order was delivered or picked up: its pending lot becomes available, expiring its
 * `expiryDays` from now. Returns the lot as it is (null: the order earned nothing); a lot that
 * is not pending (released already, voided) is left as it is.
 */
export async function releaseCashback(
  db: Database,
  orderId: string,
  now: Date = new Date(),
): Promise<CashbackLot | null> {
  const key = await walletKeyOfOrder(db, orderId);
  if (key === null) return null;
  return db.transaction(async (tx) => {
    await lockWallet(tx, key);
    const lot = await earnedLotOf(tx, orderId);
    if (lot?.status !== "pending") return lot;
    const [released] = await tx
      .update(cashbackLots)
      .set({ status: "available", availableAt: now, expiresAt: addDays(now, lot.expiryDays) })
      .where(eq(cashbackLots.id, lot.id))
      .returning();
    await tx.insert(cashbackEntries).values({
      memberId: lot.memberId,
      kind: "release",
      amountCents: 0,
      lotId: lot.id,
      orderId,
      storeId: lot.storeId,
      at: now,
    });
    return released ?? lot;
  });
}
