import { and, asc, eq, inArray } from "drizzle-orm";
import { normalizeEmail } from "#server/auth/roles.ts";
import type { Database } from "#server/db/client.ts";
import { storeStaff, stores, users } from "#server/db/schema.ts";
import { type Grantor, recordAccessChanges } from "./access-log.ts";

/** The account a change is for: by e-mail (the shell, the panel's search) or by id (the panel). */
export type AccountRef = { email: string } | { userId: string };

/** A store as the outcome names it: the shell prints "1 (Frosty Paulista)". */
export interface NamedStore {
  id: string;
  name: string;
}

export type MembershipOutcome =
  | { kind: "user_not_found" }
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

async function findUser(tx: Database, account: AccountRef | string) {
  const ref = typeof account === "string" ? { email: account } : account;
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where("userId" in ref ? eq(users.id, ref.userId) : eq(users.email, normalizeEmail(ref.email)))
    .limit(1);
  return user ?? null;
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
 */
export async function grantStores(
  db: Database,
  account: AccountRef | string,
  storeIds: readonly string[],
  by: Grantor,
): Promise<MembershipOutcome> {
  const wanted = [...new Set(storeIds)];
  return db.transaction(async (tx) => {
    const user = await findUser(tx, account);
    if (!user) return { kind: "user_not_found" };
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
  });
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
    const user = await findUser(tx, account);
    if (!user) return { kind: "user_not_found" };
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
