import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { staffInvitations, stores, userRoles } from "#server/db/schema.ts";
import { grantStoresTo } from "#server/services/staff-team/memberships.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type {
  AcceptedInvitation,
  INVITATION_ERRORS,
  InvitationPreview,
} from "#shared/staff-invitation-schemas.ts";
import { invitationStatus } from "./invitations.ts";
import { hashInvitationToken, isInvitationToken } from "./tokens.ts";

/** Why a link does not work (its pt-BR words are in INVITATION_ERRORS). */
export type InvitationRefusal = keyof typeof INVITATION_ERRORS;

type Checked<T> = { kind: "ok"; value: T } | { kind: "refused"; reason: InvitationRefusal };

type Store = InvitationPreview["stores"][number];

interface UsableInvitation {
  id: string;
  email: string;
  createdBy: { userId: string; name: string };
  expiresAt: Date;
  stores: Store[];
}

/**
 * The invitation behind a link, if it can still be accepted: not used, not revoked, not expired,
 * its creator still HQ (an invitation dies with its creator's access), and some of its stores
 * still there. `lock` holds its row until the caller's transaction ends.
 */
async function usableInvitation(
  db: Database,
  token: string,
  lock: boolean,
): Promise<Checked<UsableInvitation>> {
  if (!isInvitationToken(token)) return { kind: "refused", reason: "notFound" };
  const query = db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      storeIds: staffInvitations.storeIds,
      createdByUserId: staffInvitations.createdByUserId,
      createdByName: staffInvitations.createdByName,
      expiresAt: staffInvitations.expiresAt,
      status: invitationStatus,
    })
    .from(staffInvitations)
    .where(eq(staffInvitations.tokenHash, hashInvitationToken(token)));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) return { kind: "refused", reason: "notFound" };
  if (row.status !== "pending") return { kind: "refused", reason: row.status };

  const creator = row.createdByUserId;
  const [stillHq] = creator
    ? await db
        .select({ userId: userRoles.userId })
        .from(userRoles)
        .where(and(eq(userRoles.userId, creator), eq(userRoles.role, ADMIN_ROLE)))
    : [];
  if (!creator || !stillHq) return { kind: "refused", reason: "inviterGone" };

  const found =
    row.storeIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, name: stores.name, city: stores.city, state: stores.state })
          .from(stores)
          .where(inArray(stores.id, row.storeIds))
          .orderBy(asc(stores.name));
  if (found.length === 0) return { kind: "refused", reason: "storesGone" };
  return {
    kind: "ok",
    value: {
      id: row.id,
      email: row.email,
      createdBy: { userId: creator, name: row.createdByName },
      expiresAt: row.expiresAt,
      stores: found,
    },
  };
}

/** What the link's page shows: for whom, from whom, which stores, until when. */
export async function previewInvitation(
  db: Database,
  token: string,
): Promise<Checked<InvitationPreview>> {
  const checked = await usableInvitation(db, token, false);
  if (checked.kind === "refused") return checked;
  const { email, createdBy, stores: granted, expiresAt } = checked.value;
  return {
    kind: "ok",
    value: {
      email,
      invitedBy: createdBy.name,
      stores: granted,
      expiresAt: expiresAt.toISOString(),
    },
  };
}

/**
 * Accepts the invitation for the signed-in account that holds its link: marks it used by that
 * account and makes the account staff of its stores (granted by the invitation's creator, in the
 * access log), in one transaction, exactly once. The link is the proof: the account's e-mail need
 * not be the invitation's (decision 019), and an account that never saw the link gets nothing.
 */
export function acceptInvitation(
  db: Database,
  token: string,
  user: { id: string; email: string },
): Promise<Checked<AcceptedInvitation>> {
  return db.transaction(async (tx) => {
    const checked = await usableInvitation(tx, token, true);
    if (checked.kind === "refused") return checked;
    const invitation = checked.value;
    const marked = await tx
      .update(staffInvitations)
      .set({ acceptedAt: sql`now()`, acceptedByUserId: user.id })
      .where(and(eq(staffInvitations.id, invitation.id), isNull(staffInvitations.acceptedAt)))
      .returning({ id: staffInvitations.id });
    if (marked.length === 0) return { kind: "refused", reason: "accepted" };
    const outcome = await grantStoresTo(
      tx,
      user,
      invitation.stores.map((store) => store.id),
      invitation.createdBy,
    );
    if (outcome.kind !== "changed") throw new Error(`invitation grant failed: ${outcome.kind}`);
    return { kind: "ok", value: { stores: invitation.stores } };
  });
}
