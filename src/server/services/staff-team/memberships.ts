import { and, eq, inArray } from "drizzle-orm";
import { normalizeEmail } from "#server/auth/roles.ts";
import type { Database } from "#server/db/client.ts";
import { storeStaff, stores, users } from "#server/db/schema.ts";
import { type Grantor, recordAccessChanges } from "./access-log.ts";

export type MembershipOutcome =
  | { kind: "user_not_found" }
  | { kind: "store_not_found"; storeIds: string[] }
  /** The stores actually added or removed (a store already granted, or never granted, is not). */
  | { kind: "changed"; userId: string; storeIds: string[] };

async function findUser(tx: Database, email: string) {
  const [user] = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

/**
 * Makes the account with this e-mail staff of these stores, recorded with who granted it.
 * Unknown stores refuse the whole grant; stores already granted are left as they were.
 */
export async function grantStores(
  db: Database,
  email: string,
  storeIds: readonly string[],
  by: Grantor,
): Promise<MembershipOutcome> {
  const wanted = [...new Set(storeIds)];
  return db.transaction(async (tx) => {
    const user = await findUser(tx, email);
    if (!user) return { kind: "user_not_found" };
    const known = await tx
      .select({ id: stores.id })
      .from(stores)
      .where(inArray(stores.id, wanted.length > 0 ? wanted : [""]));
    const missing = wanted.filter((id) => !known.some((store) => store.id === id));
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
    return { kind: "changed", userId: user.id, storeIds: added.map((row) => row.storeId) };
  });
}

/** Takes these stores (null: every store) from the account with this e-mail, recorded. */
export async function revokeStores(
  db: Database,
  email: string,
  storeIds: readonly string[] | null,
  by: Grantor,
): Promise<MembershipOutcome> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, email);
    if (!user) return { kind: "user_not_found" };
    const removed = await tx
      .delete(storeStaff)
      .where(
        storeIds === null
          ? eq(storeStaff.userId, user.id)
          : and(eq(storeStaff.userId, user.id), inArray(storeStaff.storeId, [...storeIds, ""])),
      )
      .returning({ storeId: storeStaff.storeId });
    await recordAccessChanges(
      tx,
      by,
      removed.map(({ storeId }) => ({ action: "revoke", user, storeId })),
    );
    return { kind: "changed", userId: user.id, storeIds: removed.map((row) => row.storeId) };
  });
}
