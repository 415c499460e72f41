import type { Database } from "#server/db/client.ts";
import { staffAccessLog } from "#server/db/schema.ts";
import { publishEvent } from "#server/services/events/publish-event.ts";
import type { AccessAction } from "#shared/staff-auth.ts";

/** Who gave or took access: an HQ member in the panel, or the shell (`npm run staff:grant`). */
export interface Grantor {
  userId: string | null;
  name: string;
}

/** The shell has no account: its changes are recorded under this name. */
export const SHELL_GRANTOR: Grantor = { userId: null, name: "linha de comando" };

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
