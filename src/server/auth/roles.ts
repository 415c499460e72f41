import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { userRoles, users } from "#server/db/schema.ts";
import {
  type Grantor,
  recordAccessChanges,
  SHELL_GRANTOR,
} from "#server/services/staff-team/access-log.ts";

export type RoleAction = "grant" | "revoke";

export type RoleChangeOutcome =
  | "granted"
  | "already_granted"
  | "revoked"
  | "not_granted"
  | "user_not_found";

/** Better Auth stores e-mails lower-cased; staff may type them any way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

async function findUser(db: Database, email: string) {
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user ?? null;
}

/**
 * Gives or takes a role from the user with this e-mail, recorded in the staff access log.
 * Only the staff CLI calls this (directly or through the admin socket): no HTTP endpoint
 * grants a role.
 */
export async function changeRole(
  db: Database,
  action: RoleAction,
  email: string,
  role: string,
  by: Grantor = SHELL_GRANTOR,
): Promise<RoleChangeOutcome> {
  return db.transaction(async (tx) => {
    const user = await findUser(tx, email);
    if (user === null) return "user_not_found";
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
