import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";
import { earnedLotOf } from "./earn.ts";
import { cashbackErrors } from "./errors.ts";
import { lockWallet, walletKeyOfOrder } from "./wallet-lock.ts";

export interface TakeBackRefund {
  orderId: string;
  /** The refund's own id: asking again with it takes nothing more. */
  refundId: string;
  /** How much of the order's cashback the refund cancels (e.g. its share of the refund). */
  cents: number;
  now?: Date;
}

/**
 * A refund after delivery takes back what the order earned: at most `cents`, never more than
 * the order earned across all its refunds, and never more than is left in its lot (the balance is never
 * negative). What the member already spent is recorded as owed on the lot, and taken back
 * first if those cents ever come back to it (a cancel of the order that spent them). A lot taken back whole is
 * `taken_back`. Once per refundId: asking again answers what the first call took.
 */
export async function takeBackRefund(
  db: Database,
  input: TakeBackRefund,
): Promise<{ takenBackCents: number }> {
  if (!Number.isSafeInteger(input.cents) || input.cents < 0) throw cashbackErrors.invalidAmount();
  const now = input.now ?? new Date();
  const key = await walletKeyOfOrder(db, input.orderId);
  if (key === null) return { takenBackCents: 0 };
  return db.transaction(async (tx) => {
    await lockWallet(tx, key);
    const [previous] = await tx
      .select({ cents: cashbackEntries.amountCents })
      .from(cashbackEntries)
      .where(eq(cashbackEntries.refundId, input.refundId));
    if (previous) return { takenBackCents: 0 - previous.cents };
    const lot = await earnedLotOf(tx, input.orderId);
    if (!lot) return { takenBackCents: 0 };
    const [locked] = await tx
      .select()
      .from(cashbackLots)
      .where(eq(cashbackLots.id, lot.id))
      .for("update");
    if (!locked) return { takenBackCents: 0 };

    const [taken] = await tx
      .select({ cents: sql<number>`coalesce(-sum(${cashbackEntries.amountCents}), 0)::int` })
      .from(cashbackEntries)
      .where(
        and(eq(cashbackEntries.orderId, input.orderId), eq(cashbackEntries.kind, "take_back")),
      );
    const alreadyTaken = taken?.cents ?? 0;
    const live = locked.status === "pending" || locked.status === "available";
    // What this refund may claim: never more than the order earned, counting what is owed.
    const wanted =
      locked.status === "void"
        ? 0
        : Math.max(0, Math.min(input.cents, locked.amountCents - alreadyTaken - locked.owedCents));
    const cents = live ? Math.min(wanted, locked.remainingCents) : 0;
    // The member spent the rest: owed, settled first when spent cents come back to this lot.
    const owed = wanted - cents;
    if (cents > 0 || owed > 0) {
      const whole = alreadyTaken + cents === locked.amountCents;
      await tx
        .update(cashbackLots)
        .set({
          remainingCents: sql`${cashbackLots.remainingCents} - ${cents}`,
          owedCents: sql`${cashbackLots.owedCents} + ${owed}`,
          ...(whole ? { status: "taken_back" as const } : {}),
        })
        .where(eq(cashbackLots.id, locked.id));
    }
    // Recorded even at 0, so the refund is answered the same however often it is asked.
    await tx.insert(cashbackEntries).values({
      memberId: locked.memberId,
      kind: "take_back",
      amountCents: -cents,
      lotId: locked.id,
      orderId: input.orderId,
      storeId: locked.storeId,
      refundId: input.refundId,
      at: now,
    });
    return { takenBackCents: cents };
  });
}
