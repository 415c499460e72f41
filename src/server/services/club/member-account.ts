import { and, asc, desc, eq, gt, like, lte } from "drizzle-orm";
import { MEMBER_EMAIL_DOMAIN } from "#server/auth/members/member-sign-in.ts";
import type { Database } from "#server/db/client.ts";
import { inJson } from "#server/db/list-parameters.ts";
import { cashbackLots, memberConsents, stores, users, verifications } from "#server/db/schema.ts";
import { forfeitWallet } from "#server/services/cashback/forfeit.ts";
import { walletOf } from "#server/services/cashback/wallet.ts";
import { addDays, lockWallet, walletKey } from "#server/services/cashback/wallet-lock.ts";
import { cashbackRulesInForce } from "#server/services/settings/cashback-rules-settings.ts";
import { CASHBACK_ENTRY_LABELS } from "#shared/cashback.ts";
import type { ClubMe } from "#shared/club-member.ts";

/** How many entries of history the member's page shows. */
export const CLUB_HISTORY_LIMIT = 50;
/** "Expira nos próximos 30 dias": the same window as the wallet's figure. */
const EXPIRING_SOON_DAYS = 30;

/**
 * What a member reads on /clube: their number, since when and under which consent they are a
 * member, the wallet (balance, pending, what expires soon and when, the history with each
 * order's store) and the rules. Null when the account is gone (deleted meanwhile).
 */
export async function readClubMember(
  db: Database,
  member: { memberId: string; phoneNumber: string },
  now: Date = new Date(),
): Promise<ClubMe | null> {
  const [account] = await db
    .select({ createdAt: users.createdAt })
    .from(users)
    .where(eq(users.id, member.memberId));
  if (!account) return null;
  const [[consent], wallet, expiring, rules] = await Promise.all([
    db
      .select()
      .from(memberConsents)
      .where(eq(memberConsents.userId, member.memberId))
      .orderBy(desc(memberConsents.acceptedAt), desc(memberConsents.id))
      .limit(1),
    walletOf(db, member.memberId, now, CLUB_HISTORY_LIMIT),
    db
      .select({ amountCents: cashbackLots.remainingCents, expiresAt: cashbackLots.expiresAt })
      .from(cashbackLots)
      .where(
        and(
          eq(cashbackLots.memberId, member.memberId),
          eq(cashbackLots.status, "available"),
          gt(cashbackLots.remainingCents, 0),
          gt(cashbackLots.expiresAt, now),
          lte(cashbackLots.expiresAt, addDays(now, EXPIRING_SOON_DAYS)),
        ),
      )
      .orderBy(asc(cashbackLots.expiresAt), asc(cashbackLots.id)),
    cashbackRulesInForce(db),
  ]);
  const storeIds = [...new Set(wallet.history.map((entry) => entry.storeId))];
  const storeNames = new Map(
    storeIds.length === 0
      ? []
      : (
          await db
            .select({ id: stores.id, name: stores.name })
            .from(stores)
            .where(inJson(stores.id, storeIds))
        ).map((store) => [store.id, store.name]),
  );
  return {
    phoneNumber: member.phoneNumber,
    memberSince: account.createdAt.toISOString(),
    consent: consent
      ? { text: consent.text, version: consent.version, at: consent.acceptedAt.toISOString() }
      : null,
    wallet: {
      balanceCents: wallet.availableCents,
      pendingCents: wallet.pendingCents,
      expiringSoonCents: wallet.expiringIn30DaysCents,
      expiringSoon: expiring.flatMap((lot) =>
        lot.expiresAt
          ? [{ amountCents: lot.amountCents, expiresAt: lot.expiresAt.toISOString() }]
          : [],
      ),
      history: wallet.history.map((entry) => {
        const storeName = storeNames.get(entry.storeId);
        return {
          kind: entry.kind,
          label: CASHBACK_ENTRY_LABELS[entry.kind],
          amountCents: entry.amountCents,
          orderId: entry.orderId,
          ...(storeName ? { storeName } : {}),
          at: entry.at.toISOString(),
          ...(entry.released
            ? {
                released: {
                  amountCents: entry.released.amountCents,
                  expiresAt: entry.released.expiresAt.toISOString(),
                },
              }
            : {}),
        };
      }),
    },
    rules,
  };
}

/**
 * "Excluir minha conta": erases the member's club data, in one transaction under the wallet's
 * lock (so no checkout spends from, or earns into, a wallet half gone).
 *
 * What goes: the Better Auth user (the phone number, the member's made-up e-mail, the name
 * "Membro Frosty") and, by their foreign keys, every session (the cookie dies), account and
 * LGPD consent row; the codes still waiting for the number (verification rows, keyed by it).
 *
 * What the member gives up: the wallet's balance and pending cashback (forfeitWallet: voided
 * and expired, so the chain's liability drops).
 *
 * What stays, without the member: the cashback ledger (lots and entries keep their amounts,
 * orders and stores, member_id set null by the foreign key: it is the chain's accounting of a
 * liability) and the orders themselves, whose member_id is set null the same way, so no order
 * can be traced back to the account or shown in anyone's "Meus pedidos" by it. The orders keep
 * the name, phone, address and CPF typed at checkout: they are the store's sale records, kept
 * 5 years for the consumer code's claims and tax inspection whatever the customer asks (the
 * privacy page, /privacidade, "Por quanto tempo guardamos", says so; LGPD art. 16, I), then
 * erased with every other order. An order still under way also needs them to be delivered.
 * Counters of codes sent to the number (request_counters) stay until they lapse (a day at
 * most): they keep the number from being flooded with codes by deleting and joining again.
 *
 * Only a member's account can be deleted this way, never a staff account. Returns whether an
 * account was deleted (false: it was already gone).
 */
export async function deleteClubMember(
  db: Database,
  member: { memberId: string; phoneNumber: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWallet(tx, walletKey(member.memberId, ""));
    // The balance goes with the account (the page says so): the chain no longer owes it.
    await forfeitWallet(tx, member.memberId);
    await tx
      .delete(verifications)
      .where(eq(verifications.identifier, `phone-number-otp-${member.phoneNumber}`));
    const deleted = await tx
      .delete(users)
      .where(and(eq(users.id, member.memberId), like(users.email, `%@${MEMBER_EMAIL_DOMAIN}`)))
      .returning({ id: users.id });
    return deleted.length > 0;
  });
}
