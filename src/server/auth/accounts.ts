import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { sessions, storeStaff, stores, userRoles, users } from "#server/db/schema.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";

/** Better Auth stores e-mails lower-cased; staff may type them any way. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The account a change is for: by e-mail (the shell's revokes), by id (the panel, an accepted
 * invitation), or by both (the shell's grants: the id is the one the person confirmed after
 * reading the account's name and creation time, so an account someone else made with the
 * address is never the one granted).
 */
export type AccountRef = { email: string } | { userId: string } | { email: string; userId: string };

export type AccountLookup =
  | { kind: "found"; user: { id: string; email: string } }
  | { kind: "user_not_found" }
  /** The e-mail's account is not the one whose id was confirmed. */
  | { kind: "account_mismatch" };

export async function findAccount(db: Database, ref: AccountRef | string): Promise<AccountLookup> {
  const account = typeof ref === "string" ? { email: ref } : ref;
  const [user] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      "email" in account
        ? eq(users.email, normalizeEmail(account.email))
        : eq(users.id, account.userId),
    )
    .limit(1);
  if (!user) return { kind: "user_not_found" };
  if ("userId" in account && user.id !== account.userId) return { kind: "account_mismatch" };
  return { kind: "found", user };
}

/** What the shell shows before it grants anything: enough to tell the right person's account. */
export interface AccountSummary {
  id: string;
  name: string;
  email: string;
  /** ISO instant: an account made long before the person was told to make one is suspect. */
  createdAt: string;
  /** Sessions not yet expired (signing out deletes one). */
  openSessions: number;
  /** When the newest session began (the sign-in after sign-up is the first), or null if none. */
  lastSessionAt: string | null;
  hq: boolean;
  stores: { id: string; name: string }[];
}

/** The account with this e-mail as the shell describes it, or null when none has it. */
export async function describeAccount(db: Database, email: string): Promise<AccountSummary | null> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt })
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  if (!user) return null;
  const [[sessionFacts], roles, memberships] = await Promise.all([
    db
      .select({
        open: sql<number>`count(*) filter (where ${gt(sessions.expiresAt, sql`now()`)})::int`,
        last: sql<Date | string | null>`max(${sessions.createdAt})`,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id)),
    db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(and(eq(userRoles.userId, user.id), eq(userRoles.role, ADMIN_ROLE))),
    db
      .select({ id: stores.id, name: stores.name })
      .from(storeStaff)
      .innerJoin(stores, eq(stores.id, storeStaff.storeId))
      .where(eq(storeStaff.userId, user.id))
      .orderBy(asc(stores.name)),
  ]);
  const last = sessionFacts?.last;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    createdAt: user.createdAt.toISOString(),
    openSessions: sessionFacts?.open ?? 0,
    lastSessionAt: last ? new Date(last).toISOString() : null,
    hq: roles.length > 0,
    stores: memberships,
  };
}
