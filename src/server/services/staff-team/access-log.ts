import { desc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { staffAccessLog, stores, users } from "#server/db/schema.ts";
import { publishEvent } from "#server/services/events/publish-event.ts";
import type { AccessAction } from "#shared/staff-auth.ts";
import { ACCESS_LOG_PAGE_SIZE, SHELL_GRANTOR_NAME } from "#shared/staff-team.ts";
import type { AccessLogPage } from "#shared/staff-team-schemas.ts";

/** Who gave or took access: an HQ member in the panel, or the shell (`npm run staff:grant`). */
export interface Grantor {
  userId: string | null;
  name: string;
}

/** The shell has no account: its changes are recorded under this name. */
export const SHELL_GRANTOR: Grantor = { userId: null, name: SHELL_GRANTOR_NAME };

export interface AccessChange {
  action: AccessAction;
  user: { id: string; email: string };
  /** Exactly one of the two: a role's change, or a store membership's. */
  role?: string;
  storeId?: string;
}

/**
 * Records access changes in the staff access log and tells every instance that the user's
 * access changed, so that their open live streams end at once (they reconnect through the
 * guard with what the user may see now). Inside the caller's transaction: both happen with
 * the change or not at all.
 */
export async function recordAccessChanges(
  tx: Database,
  by: Grantor,
  changes: readonly AccessChange[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.insert(staffAccessLog).values(
    changes.map((change) => ({
      action: change.action,
      userEmail: change.user.email,
      userId: change.user.id,
      role: change.role ?? null,
      storeId: change.storeId ?? null,
      byUserId: by.userId,
      byName: by.name,
    })),
  );
  for (const userId of new Set(changes.map((change) => change.user.id))) {
    await publishEvent(tx, { type: "staff.access_changed", userId });
  }
}

/**
 * One page of the access log, newest first: what was given or taken, from whom (the account's
 * e-mail as it was, its name and creation time today), which store (its name today) or role, and
 * by whom (an accepted invitation's grants are its creator's).
 */
export async function readAccessLog(db: Database, page: number): Promise<AccessLogPage> {
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: staffAccessLog.id,
        at: staffAccessLog.at,
        action: staffAccessLog.action,
        userId: staffAccessLog.userId,
        userEmail: staffAccessLog.userEmail,
        userName: users.name,
        userCreatedAt: users.createdAt,
        role: staffAccessLog.role,
        storeId: staffAccessLog.storeId,
        storeName: stores.name,
        by: staffAccessLog.byName,
      })
      .from(staffAccessLog)
      .leftJoin(users, eq(users.id, staffAccessLog.userId))
      .leftJoin(stores, eq(stores.id, staffAccessLog.storeId))
      .orderBy(desc(staffAccessLog.at), desc(staffAccessLog.id))
      .limit(ACCESS_LOG_PAGE_SIZE)
      .offset((page - 1) * ACCESS_LOG_PAGE_SIZE),
    db.select({ total: sql<number>`count(*)::int` }).from(staffAccessLog),
  ]);
  return {
    entries: rows.map((row) => ({
      id: row.id,
      at: row.at.toISOString(),
      action: row.action,
      account: {
        id: row.userId,
        email: row.userEmail,
        name: row.userName,
        createdAt: row.userCreatedAt?.toISOString() ?? null,
      },
      role: row.role,
      store: row.storeId === null ? null : { id: row.storeId, name: row.storeName },
      by: row.by,
    })),
    page,
    pageSize: ACCESS_LOG_PAGE_SIZE,
    total: count?.total ?? 0,
  };
}
