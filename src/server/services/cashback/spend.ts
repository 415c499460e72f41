import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots, cashbackSpendParts } from "#server/db/schema.ts";
import { cashbackErrors } from "./errors.ts";
import { lockWallet, walletKey } from "./wallet-lock.ts";

export interface SpendCashback {
  memberId: string;
  orderId: string;
  storeId: string;
  /** What the checkout decided to use (maxSpendCents of the rules); > 0. */
  cents: number;
  /** The available balance the checkout showed: any other figure means it changed. */
  expectedBalanceCents: number;
  now?: Date;
}

export interface CashbackSpend {
  entryId: number;
  spentCents: number;
  /** The lots it drew from (by lot id) and how much from each. */
  parts: { lotId: number; cents: number }[];
}

/** The member's lots that can be spent now, the ones expiring first first. */
export function spendableLots(db: Database, memberId: string, now: Date) {
  return db
    .select()
    .from(cashbackLots)
    .where(
      and(
        eq(cashbackLots.memberId, memberId),
        eq(cashbackLots.status, "available"),
        gt(cashbackLots.remainingCents, 0),
        gt(cashbackLots.expiresAt, now),
      ),
    )
    .orderBy(asc(cashbackLots.expiresAt), asc(cashbackLots.earnedAt), asc(cashbackLots.id));
}

/**
 * Uses `cents` of the member's balance for an order, from the lots expiring first. Refuses
 * (409, "Seu saldo de cashback mudou…") when the available balance is not the one the checkout
 * showed or is less than `cents`, so of two checkouts spending the same balance one wins.
 * Exactly once per order: a second call returns the first spend. Call it in the checkout's
 * transaction, so the order and its spend commit together.
 */
export async function spendCashback(db: Database, input: SpendCashback): Promise<CashbackSpend> {
  if (!Number.isSafeInteger(input.cents) || input.cents <= 0) throw cashbackErrors.invalidAmount();
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    await lockWallet(tx, walletKey(input.memberId, input.orderId));
    const previous = await spendOf(tx, input.orderId);
    if (previous) return previous;

    // The expiry job changes lots without the wallet lock: the row locks keep it out.
    const lots = await spendableLots(tx, input.memberId, now).for("update");
    const balance = lots.reduce((sum, lot) => sum + lot.remainingCents, 0);
    if (balance !== input.expectedBalanceCents || balance < input.cents) {
      throw cashbackErrors.balanceChanged(balance);
    }

    const parts: CashbackSpend["parts"] = [];
    let left = input.cents;
    for (const lot of lots) {
      if (left === 0) break;
      const cents = Math.min(left, lot.remainingCents);
      left -= cents;
      parts.push({ lotId: lot.id, cents });
      await tx
        .update(cashbackLots)
        .set({ remainingCents: sql`${cashbackLots.remainingCents} - ${cents}` })
        .where(eq(cashbackLots.id, lot.id));
    }
    const [entry] = await tx
      .insert(cashbackEntries)
      .values({
        memberId: input.memberId,
        kind: "spend",
        amountCents: -input.cents,
        orderId: input.orderId,
        storeId: input.storeId,
        at: now,
      })
      .returning({ id: cashbackEntries.id });
    if (!entry) throw new Error("cashback spend not inserted");
    await tx
      .insert(cashbackSpendParts)
      .values(parts.map((part) => ({ entryId: entry.id, ...part })));
    parts.sort((a, b) => a.lotId - b.lotId);
    return { entryId: entry.id, spentCents: input.cents, parts };
  });
}

/** The spend an order made, if any, with the lots it drew from. */
export async function spendOf(db: Database, orderId: string): Promise<CashbackSpend | null> {
  const [entry] = await db
    .select()
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.orderId, orderId), eq(cashbackEntries.kind, "spend")));
  if (!entry) return null;
  const parts = await db
    .select({ lotId: cashbackSpendParts.lotId, cents: cashbackSpendParts.cents })
    .from(cashbackSpendParts)
    .where(eq(cashbackSpendParts.entryId, entry.id))
    .orderBy(asc(cashbackSpendParts.lotId));
  return { entryId: entry.id, spentCents: -entry.amountCents, parts };
}
