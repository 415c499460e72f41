import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";
import { earnedLotOf } from "./earn.ts";
import { spendOf } from "./spend.ts";
import { addDays, lockWallet, walletKeyOfOrder } from "./wallet-lock.ts";

export interface CancelledCashback {
  /** What the order's pending lot held when it was voided. */
  voidedCents: number;
  /** What the order had spent, given back. */
  returnedCents: number;
}

/**
 * The order was cancelled (by staff, or its Pix expired): voids its lot if still pending and
 * gives back what it spent, to the very lots it came from. A lot that expired since (or is past
 * its expiry, not yet swept) would lose the cents at once, so they come back as a new available
 * lot instead, expiring its `expiryDays` from now: a cancel never costs the member cashback.
 * What a refund still owes on a lot is taken back first from the cents coming back to it.
 * Exactly once, even when two cancels race: the second waits for the wallet lock, finds the
 * void and the returns made, and answers the same. A lot already released is not voided (a
 * refund after delivery is takeBackRefund's).
 */
export async function cancelOrderCashback(
  db: Database,
  orderId: string,
  now: Date = new Date(),
): Promise<CancelledCashback> {
  const key = await walletKeyOfOrder(db, orderId);
  if (key === null) return { voidedCents: 0, returnedCents: 0 };
  return db.transaction(async (tx) => {
    await lockWallet(tx, key);
    const done = await tx
      .select({ kind: cashbackEntries.kind, cents: cashbackEntries.amountCents })
      .from(cashbackEntries)
      .where(
        and(
          eq(cashbackEntries.orderId, orderId),
          inArray(cashbackEntries.kind, ["void", "return"]),
        ),
      );
    const voided = done.some((entry) => entry.kind === "void");
    const returned = done.some((entry) => entry.kind === "return");

    const lot = await earnedLotOf(tx, orderId);
    if (lot && lot.status === "pending" && !voided) {
      await tx
        .update(cashbackLots)
        .set({ status: "void", remainingCents: 0 })
        .where(eq(cashbackLots.id, lot.id));
      await tx.insert(cashbackEntries).values({
        memberId: lot.memberId,
        kind: "void",
        amountCents: -lot.remainingCents,
        lotId: lot.id,
        orderId,
        storeId: lot.storeId,
        at: now,
      });
    }

    const spend = returned ? null : await spendOf(tx, orderId);
    if (spend) await giveBack(tx, orderId, spend.parts, now);

    const entries = await tx
      .select({
        kind: cashbackEntries.kind,
        cents: sql<number>`sum(${cashbackEntries.amountCents})::int`,
      })
      .from(cashbackEntries)
      .where(
        and(
          eq(cashbackEntries.orderId, orderId),
          inArray(cashbackEntries.kind, ["void", "return"]),
        ),
      )
      .groupBy(cashbackEntries.kind);
    const sumOf = (kind: string) => entries.find((entry) => entry.kind === kind)?.cents ?? 0;
    return { voidedCents: 0 - sumOf("void"), returnedCents: sumOf("return") };
  });
}

async function giveBack(
  tx: Database,
  orderId: string,
  parts: { lotId: number; cents: number }[],
  now: Date,
): Promise<void> {
  const [spendEntry] = await tx
    .select()
    .from(cashbackEntries)
    .where(and(eq(cashbackEntries.orderId, orderId), eq(cashbackEntries.kind, "spend")));
  if (!spendEntry) return;
  for (const part of parts) {
    const [lot] = await tx
      .select()
      .from(cashbackLots)
      .where(eq(cashbackLots.id, part.lotId))
      .for("update");
    if (!lot) throw new Error(`cashback lot ${part.lotId} is gone`);
    let lotId = lot.id;
    // A refund could not take these cents back while they were spent: settle that first.
    const settled = Math.min(lot.owedCents, part.cents);
    const back = part.cents - settled;
    if (lot.status === "available" && lot.expiresAt !== null && lot.expiresAt > now) {
      await tx
        .update(cashbackLots)
        .set({
          remainingCents: sql`${cashbackLots.remainingCents} + ${back}`,
          owedCents: sql`${cashbackLots.owedCents} - ${settled}`,
        })
        .where(eq(cashbackLots.id, lot.id));
    } else {
      if (settled > 0) {
        await tx
          .update(cashbackLots)
          .set({ owedCents: sql`${cashbackLots.owedCents} - ${settled}` })
          .where(eq(cashbackLots.id, lot.id));
      }
      const [fresh] = await tx
        .insert(cashbackLots)
        .values({
          memberId: lot.memberId,
          orderId,
          storeId: spendEntry.storeId,
          returnedFromLotId: lot.id,
          amountCents: part.cents,
          remainingCents: back,
          status: "available",
          expiryDays: lot.expiryDays,
          earnedAt: now,
          availableAt: now,
          expiresAt: addDays(now, lot.expiryDays),
        })
        .returning({ id: cashbackLots.id });
      if (!fresh) throw new Error("cashback lot not inserted");
      lotId = fresh.id;
    }
    await tx.insert(cashbackEntries).values({
      memberId: spendEntry.memberId,
      kind: "return",
      amountCents: part.cents,
      lotId,
      orderId,
      storeId: spendEntry.storeId,
      at: now,
    });
    if (settled > 0) {
      // Against the earning order, so its take-backs (this one included) never exceed its earning.
      await tx.insert(cashbackEntries).values({
        memberId: spendEntry.memberId,
        kind: "take_back",
        amountCents: -settled,
        lotId,
        orderId: lot.orderId,
        storeId: lot.storeId,
        refundId: `owed:${orderId}:${lot.id}`,
        at: now,
      });
    }
  }
}
