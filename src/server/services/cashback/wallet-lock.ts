import { eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries } from "#server/db/schema.ts";

/** The first key of the two-key advisory locks that stand for one wallet. */
const WALLET_LOCK_SPACE = 7_270_029;

/**
 * Every operation on a wallet runs in a transaction that first takes this lock, on the member
 * (or, for a ledger anonymised by "Excluir minha conta", on the order): two checkouts, a Pix
 * expiry and a staff cancel on the same wallet take turns, and each reads what the previous one
 * committed. An advisory lock rather than `for update` on the lots because the decisions also
 * depend on rows that may not exist yet (an order's first spend, its void): there is nothing to
 * lock on them. Row locks on the lots are still taken where the expiry job, which sweeps many
 * wallets, might touch the same rows.
 */
export async function lockWallet(tx: Database, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${WALLET_LOCK_SPACE}::int, hashtext(${key}))`);
}

export function walletKey(memberId: string | null, orderId: string): string {
  return memberId === null ? `order:${orderId}` : `member:${memberId}`;
}

/** The wallet an order's cashback belongs to, from its ledger entries (null: none yet). */
export async function walletKeyOfOrder(db: Database, orderId: string): Promise<string | null> {
  const [entry] = await db
    .select({ memberId: cashbackEntries.memberId })
    .from(cashbackEntries)
    .where(eq(cashbackEntries.orderId, orderId))
    .limit(1);
  return entry ? walletKey(entry.memberId, orderId) : null;
}

export function addDays(at: Date, days: number): Date {
  return new Date(at.getTime() + days * 86_400_000);
}
