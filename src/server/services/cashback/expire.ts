import { and, eq, gt, lte } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";

/**
 * Expires what is left of each lot past its expiry (an entry each); what was spent of it stays
 * spent. One short transaction per lot, under a row lock: a checkout drawing from the same lot
 * holds that lock too, so the remainder read here is the one after it.
 */
export async function expireCashback(
  db: Database,
  now: Date = new Date(),
): Promise<{ lots: number; cents: number }> {
  const due = and(
    eq(cashbackLots.status, "available"),
    gt(cashbackLots.remainingCents, 0),
    lte(cashbackLots.expiresAt, now),
  );
  const candidates = await db.select({ id: cashbackLots.id }).from(cashbackLots).where(due);
  let lots = 0;
  let cents = 0;
  for (const { id } of candidates) {
    const expired = await db.transaction(async (tx) => {
      const [lot] = await tx
        .select()
        .from(cashbackLots)
        .where(and(eq(cashbackLots.id, id), due))
        .for("update");
      if (!lot) return 0;
      await tx
        .update(cashbackLots)
        .set({ status: "expired", remainingCents: 0 })
        .where(eq(cashbackLots.id, id));
      await tx.insert(cashbackEntries).values({
        memberId: lot.memberId,
        kind: "expire",
        amountCents: -lot.remainingCents,
        lotId: lot.id,
        orderId: lot.orderId,
        storeId: lot.storeId,
        at: now,
      });
      return lot.remainingCents;
    });
    if (expired > 0) {
      lots += 1;
      cents += expired;
    }
  }
  return { lots, cents };
}

/** How often the server records what expired (the balance already leaves it out on time). */
const EXPIRY_SWEEP_MS = 15 * 60_000;

/**
 * Records each lot's expiry as it comes (an "expire" entry in the member's history). The
 * balance never waits for it: a lot past its expiry is not counted or spent. Every instance
 * may run it: each lot is expired once, under its row lock.
 */
export function startCashbackExpiry(
  db: Database,
  onExpired: (expired: { lots: number; cents: number }) => void,
  onError: (error: unknown) => void,
): () => void {
  const sweep = () =>
    expireCashback(db).then((expired) => {
      if (expired.lots > 0) onExpired(expired);
    }, onError);
  const timer = setInterval(() => void sweep(), EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
