import { eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import type { AdminStore, StoreHoursInput, StoreSettingsInput } from "#shared/admin-stores.ts";
import { isStoreOpen } from "#shared/store-hours.ts";
import { searchStores } from "#shared/store-search.ts";
import { activePause, type DeliveriesPause } from "#shared/store-status.ts";

type StoreRow = typeof stores.$inferSelect;

/** The store's "só retirada", while it runs (it ends by itself at its end time). */
export function deliveriesPauseOf(
  row: Pick<StoreRow, "deliveriesPausedUntil" | "deliveriesPauseReason">,
  now: Date,
): DeliveriesPause | null {
  if (!row.deliveriesPausedUntil) return null;
  return activePause(
    { until: row.deliveriesPausedUntil.toISOString(), reason: row.deliveriesPauseReason ?? "" },
    now,
  );
}

function toAdminStore(row: StoreRow, now: Date): AdminStore {
  return {
    id: row.id,
    name: row.name,
    address: row.address,
    city: row.city,
    state: row.state,
    isActive: row.isActive,
    acceptsOrders: row.acceptsOrders,
    openingHours: row.openingHours,
    isOpen: isStoreOpen(row, now),
    deliveriesPause: deliveriesPauseOf(row, now),
    lateAfterMinutes: row.lateAfterMinutes,
    ticketPaper: row.ticketPaper,
    autoPrintTickets: row.autoPrintTickets,
    cancelUnacceptedAfterMinutes: row.cancelUnacceptedAfterMinutes,
    timeZone: row.timeZone,
    preparationMinutes: row.preparationMinutes,
    dailyCapacity: row.dailyCapacity,
  };
}

/** Seeded ids are "1".."138": numeric order keeps them as the shop lists them. */
const byNumericId = (a: { id: string }, b: { id: string }) =>
  a.id.localeCompare(b.id, "en", { numeric: true });

/**
 * Every store (active or not) matching `query` the way the shop's picker searches: a
 * case-insensitive substring of name, city, state or address. 138 rows: filtered in memory,
 * with the very function the shop uses, so both always agree. `scope`: the only stores to
 * list (store staff's), or null for every store.
 */
export async function listAdminStores(
  db: Database,
  query: string,
  now: Date,
  scope: readonly string[] | null = null,
): Promise<AdminStore[]> {
  const rows =
    scope === null
      ? await db.select().from(stores)
      : scope.length === 0
        ? []
        : await db
            .select()
            .from(stores)
            .where(inArray(stores.id, [...scope]));
  return searchStores(rows, query)
    .sort(byNumericId)
    .map((row) => toAdminStore(row, now));
}

/**
 * Sets a store's open/closed switch, weekly hours and (when given) its pause of deliveries,
 * checked beforehand (deliveries-pause.ts); null when no store has this id.
 */
export async function setStoreHours(
  db: Database,
  id: string,
  input: StoreHoursInput,
  now: Date,
): Promise<AdminStore | null> {
  const [row] = await db
    .update(stores)
    .set({
      acceptsOrders: input.acceptsOrders,
      openingHours: input.openingHours,
      ...(input.deliveriesPause === undefined
        ? {}
        : {
            deliveriesPausedUntil: input.deliveriesPause && new Date(input.deliveriesPause.until),
            deliveriesPauseReason: input.deliveriesPause?.reason ?? null,
          }),
      updatedAt: sql`now()`,
    })
    .where(eq(stores.id, id))
    .returning();
  return row ? toAdminStore(row, now) : null;
}

/**
 * Sets a store's late limit, ticket paper, auto-print and (when given) the time after which
 * untouched orders are cancelled, its time zone and its encomendas' preparation time and daily
 * capacity; null when no store has this id.
 */
export async function setStoreSettings(
  db: Database,
  id: string,
  input: StoreSettingsInput,
  now: Date,
): Promise<AdminStore | null> {
  const [row] = await db
    .update(stores)
    .set({
      lateAfterMinutes: input.lateAfterMinutes,
      ticketPaper: input.ticketPaper,
      autoPrintTickets: input.autoPrintTickets,
      ...(input.cancelUnacceptedAfterMinutes === undefined
        ? {}
        : { cancelUnacceptedAfterMinutes: input.cancelUnacceptedAfterMinutes }),
      ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
      ...(input.preparationMinutes === undefined
        ? {}
        : { preparationMinutes: input.preparationMinutes }),
      ...(input.dailyCapacity === undefined ? {} : { dailyCapacity: input.dailyCapacity }),
      updatedAt: sql`now()`,
    })
    .where(eq(stores.id, id))
    .returning();
  return row ? toAdminStore(row, now) : null;
}
