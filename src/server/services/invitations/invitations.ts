import { randomUUID } from "node:crypto";
import { desc, eq, inArray, or, type SQL, sql } from "drizzle-orm";
import { normalizeEmail } from "#server/auth/accounts.ts";
import type { Database } from "#server/db/client.ts";
import { staffInvitations, stores, users } from "#server/db/schema.ts";
import type { Grantor } from "#server/services/staff-team/access-log.ts";
import type { Invitation, InvitationStatus } from "#shared/staff-invitation-schemas.ts";
import {
  INVITATION_DAYS,
  INVITATION_HISTORY_DAYS,
  INVITATION_LIST_LIMIT,
} from "#shared/staff-team.ts";
import { newInvitationToken } from "./tokens.ts";

/** An invitation's state now, by the database's clock (the one acceptance checks against). */
export const invitationStatus: SQL<InvitationStatus> = sql<InvitationStatus>`case
  when ${staffInvitations.acceptedAt} is not null then 'accepted'
  when ${staffInvitations.revokedAt} is not null then 'revoked'
  when ${staffInvitations.expiresAt} <= now() then 'expired'
  else 'pending' end`;

/** The invitations with these ids (all when null) as Equipe shows them, newest first. */
async function readInvitations(db: Database, where: SQL | undefined): Promise<Invitation[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      storeIds: staffInvitations.storeIds,
      createdBy: staffInvitations.createdByName,
      createdAt: staffInvitations.createdAt,
      expiresAt: staffInvitations.expiresAt,
      status: invitationStatus,
      acceptedAt: staffInvitations.acceptedAt,
      revokedAt: staffInvitations.revokedAt,
      acceptedById: users.id,
      acceptedByName: users.name,
      acceptedByEmail: users.email,
      acceptedByCreatedAt: users.createdAt,
    })
    .from(staffInvitations)
    .leftJoin(users, eq(users.id, staffInvitations.acceptedByUserId))
    .where(where)
    .orderBy(sql`(${invitationStatus}) = 'pending' desc`, desc(staffInvitations.createdAt))
    .limit(INVITATION_LIST_LIMIT);
  const storeIds = [...new Set(rows.flatMap((row) => row.storeIds))];
  const named =
    storeIds.length === 0
      ? []
      : await db
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(inArray(stores.id, storeIds));
  const nameOf = new Map(named.map((store) => [store.id, store.name]));
  return rows.map((row) => ({
    id: row.id,
    email: row.email,
    stores: row.storeIds.map((id) => ({ id, name: nameOf.get(id) ?? null })),
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    status: row.status,
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
    acceptedBy:
      row.acceptedById &&
      row.acceptedByName !== null &&
      row.acceptedByEmail &&
      row.acceptedByCreatedAt
        ? {
            id: row.acceptedById,
            name: row.acceptedByName,
            email: row.acceptedByEmail,
            createdAt: row.acceptedByCreatedAt.toISOString(),
          }
        : null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }));
}

/**
 * Equipe's invitations: every one still pending, and those of the last days (accepted, expired
 * or revoked), pending first, then the newest.
 */
export function listInvitations(db: Database): Promise<Invitation[]> {
  return readInvitations(
    db,
    or(
      sql`(${invitationStatus}) = 'pending'`,
      sql`${staffInvitations.createdAt} > now() - make_interval(days => ${INVITATION_HISTORY_DAYS})`,
    ),
  );
}

export type CreateOutcome =
  | { kind: "created"; invitation: Invitation; token: string }
  | { kind: "store_not_found"; storeIds: string[] };

/**
 * A new invitation for the e-mail and stores, valid INVITATION_DAYS, created by an HQ member.
 * Its token is returned once, for the link; the table keeps only its hash. Unknown stores refuse
 * it whole.
 */
export async function createInvitation(
  db: Database,
  input: { email: string; storeIds: readonly string[] },
  by: Grantor,
): Promise<CreateOutcome> {
  const wanted = [...new Set(input.storeIds)];
  const found = await db.select({ id: stores.id }).from(stores).where(inArray(stores.id, wanted));
  const missing = wanted.filter((id) => !found.some((store) => store.id === id));
  if (missing.length > 0) return { kind: "store_not_found", storeIds: missing };

  const id = randomUUID();
  const { token, tokenHash } = newInvitationToken();
  await db.insert(staffInvitations).values({
    id,
    tokenHash,
    email: normalizeEmail(input.email),
    storeIds: wanted,
    createdByUserId: by.userId,
    createdByName: by.name,
    expiresAt: sql`now() + make_interval(days => ${INVITATION_DAYS})`,
  });
  const [invitation] = await readInvitations(db, eq(staffInvitations.id, id));
  if (!invitation) throw new Error(`invitation ${id} vanished after it was created`);
  return { kind: "created", invitation, token };
}

export type RevokeOutcome =
  | { kind: "revoked"; invitation: Invitation }
  | { kind: "not_found" }
  | { kind: "already_accepted" };

/**
 * Cancels an invitation: its link stops working at once. One already accepted stays (its stores
 * are taken in the team list); one revoked or expired is answered as it is.
 */
export async function revokeInvitation(db: Database, id: string): Promise<RevokeOutcome> {
  const [row] = await db
    .update(staffInvitations)
    .set({ revokedAt: sql`coalesce(${staffInvitations.revokedAt}, now())` })
    .where(sql`${staffInvitations.id} = ${id} and ${staffInvitations.acceptedAt} is null`)
    .returning({ id: staffInvitations.id });
  if (!row) {
    const [exists] = await db
      .select({ id: staffInvitations.id })
      .from(staffInvitations)
      .where(eq(staffInvitations.id, id));
    return exists ? { kind: "already_accepted" } : { kind: "not_found" };
  }
  const [invitation] = await readInvitations(db, eq(staffInvitations.id, id));
  if (!invitation) return { kind: "not_found" };
  return { kind: "revoked", invitation };
}
