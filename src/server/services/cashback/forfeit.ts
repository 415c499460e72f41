import { and, eq, gt, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";

/**
 * "Excluir minha conta": the member gives up what is in their wallet, so the chain no longer
 * owes it. Pending lots are voided (their orders, delivered later, release nothing) and what is
 * left of the available ones expires now, each with its entry. Call it in the deletion's
 * transaction, under the wallet's lock, before the account goes (the entries keep the member
 * until the foreign key anonymises them with the rest of the ledger).
 */
export async function forfeitWallet(
  tx: Database,
  memberId: string,
  now: Date = new Date(),
): Promise<{ voidedCents: number; expiredCents: number }> {
  const lots = await tx
    .select()
    .from(cashbackLots)
    .where(
      and(
        eq(cashbackLots.memberId, memberId),
        inArray(cashbackLots.status, ["pending", "available"]),
        gt(cashbackLots.remainingCents, 0),
      ),
    )
    .for("update");
  let voidedCents = 0;
  let expiredCents = 0;
  for (const lot of lots) {
    const voiding = lot.status === "pending";
    await tx
      .update(cashbackLots)
      .set({ status: voiding ? "void" : "expired", remainingCents: 0 })
      .where(eq(cashbackLots.id, lot.id));
    await tx.insert(cashbackEntries).values({
      memberId,
      kind: voiding ? "void" : "expire",
      amountCents: -lot.remainingCents,
      lotId: lot.id,
      orderId: lot.orderId,
      storeId: lot.storeId,
      at: now,
    });
    if (voiding) voidedCents += lot.remainingCents;
    else expiredCents += lot.remainingCents;
  }
  return { voidedCents, expiredCents };
}
