import { and, desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { cashbackEntries, cashbackLots } from "#server/db/schema.ts";
import type { CashbackEntryKind } from "#shared/cashback.ts";
import { addDays } from "./wallet-lock.ts";

export interface CashbackHistoryEntry {
  id: number;
  kind: CashbackEntryKind;
  /** Signed: what the change added to (or took from) available plus pending; 0 for a release. */
  amountCents: number;
  orderId: string;
  storeId: string;
  at: Date;
  /** A release only: the lot it made available, and until when (what the member can now use). */
  released?: { amountCents: number; expiresAt: Date };
}

export interface Wallet {
  /** What can be spent now: the remainder of the available lots not yet expired. */
  availableCents: number;
  /** Earned by orders not yet delivered or picked up. */
  pendingCents: number;
  /** Of the available cents, what expires within 30 days. */
  expiringIn30DaysCents: number;
  /** Newest first; entries that changed nothing (a take-back of 0) left out. */
  history: CashbackHistoryEntry[];
}

/** A member's wallet as they see it at `now`, with up to `historyLimit` entries of history. */
export async function walletOf(
  db: Database,
  memberId: string,
  now: Date = new Date(),
  historyLimit = 50,
): Promise<Wallet> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const soon = sql`${addDays(now, 30).toISOString()}::timestamptz`;
  const [totals] = await db
    .select({
      available: sql<number>`coalesce(sum(${cashbackLots.remainingCents}) filter (where ${cashbackLots.status} = 'available' and ${cashbackLots.expiresAt} > ${at}), 0)::int`,
      pending: sql<number>`coalesce(sum(${cashbackLots.remainingCents}) filter (where ${cashbackLots.status} = 'pending'), 0)::int`,
      expiring: sql<number>`coalesce(sum(${cashbackLots.remainingCents}) filter (where ${cashbackLots.status} = 'available' and ${cashbackLots.expiresAt} > ${at} and ${cashbackLots.expiresAt} <= ${soon}), 0)::int`,
    })
    .from(cashbackLots)
    .where(eq(cashbackLots.memberId, memberId));
  // 0: the figures only (what a checkout needs), without reading the history.
  const history =
    historyLimit <= 0
      ? []
      : await db
          .select({
            id: cashbackEntries.id,
            kind: cashbackEntries.kind,
            amountCents: cashbackEntries.amountCents,
            orderId: cashbackEntries.orderId,
            storeId: cashbackEntries.storeId,
            at: cashbackEntries.at,
            lotAmountCents: cashbackLots.amountCents,
            lotExpiresAt: cashbackLots.expiresAt,
          })
          .from(cashbackEntries)
          .leftJoin(cashbackLots, eq(cashbackLots.id, cashbackEntries.lotId))
          .where(
            and(
              eq(cashbackEntries.memberId, memberId),
              sql`(${cashbackEntries.amountCents} <> 0 or ${cashbackEntries.kind} = 'release')`,
            ),
          )
          .orderBy(desc(cashbackEntries.at), desc(cashbackEntries.id))
          .limit(historyLimit);
  return {
    availableCents: totals?.available ?? 0,
    pendingCents: totals?.pending ?? 0,
    expiringIn30DaysCents: totals?.expiring ?? 0,
    history: history.map(({ lotAmountCents, lotExpiresAt, ...entry }) =>
      entry.kind === "release" && lotAmountCents !== null && lotExpiresAt !== null
        ? { ...entry, released: { amountCents: lotAmountCents, expiresAt: lotExpiresAt } }
        : entry,
    ),
  };
}
