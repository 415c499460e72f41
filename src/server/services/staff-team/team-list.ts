import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { staffAccessLog, storeStaff, stores, userRoles, users } from "#server/db/schema.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type { TeamMember } from "#shared/staff-team-schemas.ts";

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, "pt-BR");

/**
 * Everyone who may use the panel: HQ (the admin role, with when and by whom when the access log
 * has it) and store staff (each store with who granted it, when), with when each account was
 * created (an account older than its invitation deserves a look). HQ first, then by name.
 * With a user id, that one person (an empty list when they are in no team).
 */
export async function listTeam(db: Database, userId?: string): Promise<TeamMember[]> {
  const onlyRoles: SQL | undefined =
    userId === undefined ? undefined : eq(userRoles.userId, userId);
  const onlyStores = userId === undefined ? undefined : eq(storeStaff.userId, userId);
  const [admins, memberships, roleGrants] = await Promise.all([
    db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        createdAt: users.createdAt,
        since: userRoles.grantedAt,
      })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .where(and(eq(userRoles.role, ADMIN_ROLE), onlyRoles)),
    db
      .select({
        userId: users.id,
        userName: users.name,
        email: users.email,
        createdAt: users.createdAt,
        id: stores.id,
        name: stores.name,
        city: stores.city,
        state: stores.state,
        grantedAt: storeStaff.grantedAt,
        grantedBy: storeStaff.grantedByName,
      })
      .from(storeStaff)
      .innerJoin(users, eq(users.id, storeStaff.userId))
      .innerJoin(stores, eq(stores.id, storeStaff.storeId))
      .where(onlyStores)
      .orderBy(asc(stores.name)),
    // Who gave each admin their role: the latest grant in the log (roles granted before the log
    // existed have none).
    db
      .selectDistinctOn([staffAccessLog.userId], {
        userId: staffAccessLog.userId,
        by: staffAccessLog.byName,
      })
      .from(staffAccessLog)
      .where(
        and(
          eq(staffAccessLog.role, ADMIN_ROLE),
          eq(staffAccessLog.action, "grant"),
          userId === undefined ? undefined : eq(staffAccessLog.userId, userId),
        ),
      )
      .orderBy(staffAccessLog.userId, desc(staffAccessLog.at), desc(staffAccessLog.id)),
  ]);

  const members = new Map<string, TeamMember>();
  const memberOf = (id: string, name: string, email: string, createdAt: Date) => {
    let member = members.get(id);
    if (!member) {
      member = { id, name, email, createdAt: createdAt.toISOString(), hq: null, stores: [] };
      members.set(id, member);
    }
    return member;
  };
  for (const admin of admins) {
    const grantor = roleGrants.find((grant) => grant.userId === admin.id);
    memberOf(admin.id, admin.name, admin.email, admin.createdAt).hq = {
      since: admin.since.toISOString(),
      grantedBy: grantor?.by ?? null,
    };
  }
  for (const row of memberships) {
    memberOf(row.userId, row.userName, row.email, row.createdAt).stores.push({
      id: row.id,
      name: row.name,
      city: row.city,
      state: row.state,
      grantedAt: row.grantedAt.toISOString(),
      grantedBy: row.grantedBy,
    });
  }
  return [...members.values()].sort(
    (a, b) => Number(b.hq !== null) - Number(a.hq !== null) || byName(a, b),
  );
}

/** One person as the team lists them, or null when they are in no team. */
export async function findTeamMember(db: Database, userId: string): Promise<TeamMember | null> {
  const [member] = await listTeam(db, userId);
  return member ?? null;
}
