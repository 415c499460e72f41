import { eq } from "drizzle-orm";
import { canWorkAtStore, storeScope } from "#server/auth/staff-access.ts";
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import type { StaffAccess } from "#shared/staff-auth-schemas.ts";
import { adminErrors } from "./errors.ts";

const storeNotFound = () => new ApiError(404, "store_not_found", "Loja não encontrada");

/**
 * The stores a staff member's figures count (the dashboard's, the reports'): the one asked for
 * (403 if it is another store's, 404 if no store has that id), else the whole chain (null) for
 * HQ and their own stores for store staff.
 */
export async function storesCounted(
  db: Database,
  access: StaffAccess,
  storeId: string | undefined,
): Promise<readonly string[] | null> {
  if (storeId === undefined) return storeScope(access);
  if (!canWorkAtStore(access, storeId)) throw adminErrors.otherStore();
  const [store] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  if (!store) throw storeNotFound();
  return [store.id];
}
