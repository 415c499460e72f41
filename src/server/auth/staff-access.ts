import { asc, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { storeStaff, stores } from "#server/db/schema.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { rolesOf } from "./roles.ts";

/**
 * What a staff member may open, read fresh on every request (a revoked role or membership
 * takes effect on the very next one): HQ (the admin role) the whole chain, store staff their
 * stores. Neither: no access to the panel.
 */
export async function readStaffAccess(
  db: Database,
  userId: string,
): Promise<{ roles: string[]; access: StaffAccess }> {
  const [roles, memberships] = await Promise.all([
    rolesOf(db, userId),
    db
      .select({ id: stores.id, name: stores.name, city: stores.city, state: stores.state })
      .from(storeStaff)
      .innerJoin(stores, eq(stores.id, storeStaff.storeId))
      .where(eq(storeStaff.userId, userId))
      .orderBy(asc(stores.name)),
  ]);
  return { roles, access: { hq: roles.includes(ADMIN_ROLE), stores: memberships } };
}

/** May this staff member use the panel at all? */
export function hasPanelAccess(access: StaffAccess): boolean {
  return access.hq || access.stores.length > 0;
}

/** The stores a query must keep to: null for HQ (every store). */
export function storeScope(access: StaffAccess): readonly string[] | null {
  return access.hq ? null : access.stores.map((store) => store.id);
}

/** May this staff member see and work on this store's orders, stock and hours? */
export function canWorkAtStore(access: StaffAccess, storeId: string): boolean {
  return access.hq || access.stores.some((store) => store.id === storeId);
}
