import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";

export const scheduledOrderErrors = {
  storeNotFound: () => new ApiError(404, "store_not_found", "Loja não encontrada"),
};

/** The store whose encomendas are read: its name and clock, or a 404 for an unknown id. */
export async function storeOfSchedule(db: Database, storeId: string) {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, timeZone: stores.timeZone })
    .from(stores)
    .where(eq(stores.id, storeId))
    .limit(1);
  if (!store) throw scheduledOrderErrors.storeNotFound();
  return store;
}
