import { and, asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { userRoles, users } from "#server/db/schema.ts";

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

async function findUserId(db: Database, email: string): Promise<string | null> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return user?.id ?? null;
}

/**
 * Gives or takes a role from the user with this e-mail. Only the staff CLI calls this (directly
 * or through the admin socket): no HTTP endpoint grants a role.
 */
export async function changeRole(
  db: Database,
  action: RoleAction,
  email: string,
  role: string,
): Promise<RoleChangeOutcome> {
  const userId = await findUserId(db, email);
  if (userId === null) return "user_not_found";
  if (action === "grant") {
    const inserted = await db
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    return inserted.length > 0 ? "granted" : "already_granted";
  }
  const deleted = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning({ role: userRoles.role });
  return deleted.length > 0 ? "revoked" : "not_granted";
}

export async function rolesOf(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((row) => row.role);
}
