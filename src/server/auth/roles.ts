import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { userRoles } from "#server/db/schema.ts";
import {
  type Grantor,
  recordAccessChanges,
  SHELL_GRANTOR,
} from "#server/services/staff-team/access-log.ts";
import { type AccountRef, findAccount } from "./accounts.ts";

export { normalizeEmail } from "./accounts.ts";

export type RoleAction = "grant" | "revoke";

export type RoleChangeOutcome =
  | "granted"
  | "already_granted"
  | "revoked"
  | "not_granted"
  | "user_not_found"
  /** The e-mail's account is not the one whose id was confirmed: nothing changed. */
  | "account_mismatch";

/**
 * Gives or takes a role from an account, recorded in the staff access log. Only the staff CLI
 * calls this (directly or through the admin socket), and it grants only to the account id the
 * person at the shell confirmed: no HTTP endpoint grants a role.
 */
export async function changeRole(
  db: Database,
  action: RoleAction,
  account: AccountRef | string,
  role: string,
  by: Grantor = SHELL_GRANTOR,
): Promise<RoleChangeOutcome> {
  return db.transaction(async (tx) => {
    const lookup = await findAccount(tx, account);
    if (lookup.kind !== "found") return lookup.kind;
    const { user } = lookup;
    if (action === "grant") {
      const inserted = await tx
        .insert(userRoles)
        .values({ userId: user.id, role })
        .onConflictDoNothing()
        .returning({ role: userRoles.role });
      if (inserted.length === 0) return "already_granted";
      await recordAccessChanges(tx, by, [{ action, user, role }]);
      return "granted";
    }
    const deleted = await tx
      .delete(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, role)))
      .returning({ role: userRoles.role });
    if (deleted.length === 0) return "not_granted";
    await recordAccessChanges(tx, by, [{ action, user, role }]);
    return "revoked";
  });
}

export async function rolesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}
