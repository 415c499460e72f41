import { and, asc, eq, inArray } from "drizzle-orm";
import { type AccountRef, findAccount } from "#server/auth/accounts.ts";
import type { Database } from "#server/db/client.ts";
import { storeStaff, stores, userRoles } from "#server/db/schema.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import { type Grantor, recordAccessChanges } from "./access-log.ts";

export type { AccountRef } from "#server/auth/accounts.ts";

/** A store as the outcome names it: the shell prints "1 (Frosty Paulista)". */
export interface NamedStore {
  id: string;
  name: string;
}

export type MembershipOutcome =
  | { kind: "user_not_found" }
  /** The e-mail's account is not the one whose id the shell confirmed: nothing changed. */
  | { kind: "account_mismatch" }
  /** The panel adds stores only to someone already in the team: newcomers are invited. */
  | { kind: "not_in_team" }
  /** Store ids no store has; a grant with no store at all is this too, with none named. */
  | { kind: "store_not_found"; storeIds: string[] }
  | {
      kind: "changed";
      userId: string;
      /** The stores actually added or removed, by name. */
      stores: NamedStore[];
      /** The stores asked for that were already so (granted before; never granted). */
      unchanged: NamedStore[];
    };

/** Is the account HQ or staff of some store already? */
async function isInTeam(tx: Database, userId: string): Promise<boolean> {
  const [role] = await tx
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, ADMIN_ROLE)))
    .limit(1);
  if (role) return true;
  const [membership] = await tx
    .select({ userId: storeStaff.userId })
    .from(storeStaff)
    .where(eq(storeStaff.userId, userId))
    .limit(1);
  return membership !== undefined;
}

/** The stores with these ids, by name; `missing` the ids no store has. */
async function findStores(tx: Database, storeIds: readonly string[]) {
  const found =
    storeIds.length === 0
      ? []
      : await tx
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(inArray(stores.id, [...storeIds]))
          .orderBy(asc(stores.name));
  const missing = storeIds.filter((id) => !found.some((store) => store.id === id));
  return { found, missing };
}

const named = (all: readonly NamedStore[], ids: ReadonlySet<string>, keep: boolean) =>
  all.filter((store) => ids.has(store.id) === keep);

/**
 * Makes the account staff of these stores, recorded with who granted it. Unknown stores refuse
 * the whole grant; stores already granted are left as they were (who granted them, and when).
 * With `onlyTeam`, an account that is neither HQ nor staff of a store is refused (the panel's
 * way: newcomers get an invitation, decision 019).
 */
export async function grantStores(
  db: Database,
  account: AccountRef | string,
  storeIds: readonly string[],
  by: Grantor,
  options: { onlyTeam?: boolean } = {},
): Promise<MembershipOutcome> {
  return db.transaction(async (tx) => {
    const lookup = await findAccount(tx, account);
    if (lookup.kind !== "found") return { kind: lookup.kind };
    if (options.onlyTeam && !(await isInTeam(tx, lookup.user.id))) return { kind: "not_in_team" };
    return grantStoresTo(tx, lookup.user, storeIds, by);
  });
}

/**
 * grantStores for an account already found, inside the caller's transaction (an invitation's
 * acceptance grants its stores in the transaction that marks it used).
 */
export async function grantStoresTo(
  tx: Database,
  user: { id: string; email: string },
  storeIds: readonly string[],
  by: Grantor,
): Promise<MembershipOutcome> {
  const wanted = [...new Set(storeIds)];
  const { found, missing } = await findStores(tx, wanted);
  if (missing.length > 0 || wanted.length === 0)
    return { kind: "store_not_found", storeIds: missing };
  const added = await tx
    .insert(storeStaff)
    .values(
      wanted.map((storeId) => ({
        userId: user.id,
        storeId,
        grantedByUserId: by.userId,
        grantedByName: by.name,
      })),
    )
    .onConflictDoNothing()
    .returning({ storeId: storeStaff.storeId });
  await recordAccessChanges(
    tx,
    by,
    added.map(({ storeId }) => ({ action: "grant", user, storeId })),
  );
  const addedIds = new Set(added.map((row) => row.storeId));
  return {
    kind: "changed",
    userId: user.id,
    stores: named(found, addedIds, true),
    unchanged: named(found, addedIds, false),
  };
}

/**
 * Takes these stores (null: every store) from the account, recorded. Unknown store ids refuse
 * the whole revoke; a store the account never worked at is named as unchanged.
 */
export async function revokeStores(
  db: Database,
  account: AccountRef | string,
  storeIds: readonly string[] | null,
  by: Grantor,
): Promise<MembershipOutcome> {
  const wanted = storeIds === null ? null : [...new Set(storeIds)];
  return db.transaction(async (tx) => {
    const lookup = await findAccount(tx, account);
    if (lookup.kind !== "found") return { kind: lookup.kind };
    const { user } = lookup;
    const asked = wanted === null ? null : await findStores(tx, wanted);
    if (asked && asked.missing.length > 0)
      return { kind: "store_not_found", storeIds: asked.missing };
    const removed = await tx
      .delete(storeStaff)
      .where(
        wanted === null
          ? eq(storeStaff.userId, user.id)
          : and(eq(storeStaff.userId, user.id), inArray(storeStaff.storeId, [...wanted, ""])),
      )
      .returning({ storeId: storeStaff.storeId });
    await recordAccessChanges(
      tx,
      by,
      removed.map(({ storeId }) => ({ action: "revoke", user, storeId })),
    );
    const removedIds = new Set(removed.map((row) => row.storeId));
    const all = asked?.found ?? (await findStores(tx, [...removedIds])).found;
    return {
      kind: "changed",
      userId: user.id,
      stores: named(all, removedIds, true),
      unchanged: named(all, removedIds, false),
    };
  });
}
