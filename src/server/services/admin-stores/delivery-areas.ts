/**
 * A store's delivery areas (bairros) as staff edit them. A name is unique in its store whatever
 * its case (delivery_areas_store_name_idx): the database decides, so two staff adding the same
 * bairro at once get one area and a 409. Orders copy an area's name and time, so a change or a
 * removal never alters an order placed before; a later order to a removed area is refused.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { deliveryAreas, stores } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { readDeliveryFeeCents } from "#server/services/settings/shop-settings.ts";
import type { DeliveryArea } from "#shared/catalog.ts";
import {
  DELIVERY_AREA_MESSAGES,
  type deliveryAreaCreateSchema,
  type deliveryAreaUpdateSchema,
} from "#shared/delivery-areas.ts";
import type { z } from "#shared/zod-pt-br.ts";

export type DeliveryAreaInput = z.output<typeof deliveryAreaCreateSchema>;
export type DeliveryAreaChange = z.output<typeof deliveryAreaUpdateSchema>;

export const deliveryAreaErrors = {
  notFound: () => new ApiError(404, "delivery_area_not_found", DELIVERY_AREA_MESSAGES.notFound),
  duplicate: (name: string) =>
    new ApiError(409, "delivery_area_exists", DELIVERY_AREA_MESSAGES.duplicate(name), [
      { path: ["name"], message: DELIVERY_AREA_MESSAGES.duplicate(name) },
    ]),
};

const areaColumns = {
  id: deliveryAreas.id,
  name: deliveryAreas.name,
  feeCents: deliveryAreas.feeCents,
  minOrderCents: deliveryAreas.minOrderCents,
  etaMinutes: deliveryAreas.etaMinutes,
};

/** PostgreSQL's unique_violation, wherever the driver or Drizzle nested it. */
function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

async function storeExists(db: Database, storeId: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}

/** The store's areas by name; null when no store has this id. */
export async function listDeliveryAreas(
  db: Database,
  storeId: string,
): Promise<DeliveryArea[] | null> {
  if (!(await storeExists(db, storeId))) return null;
  return db
    .select(areaColumns)
    .from(deliveryAreas)
    .where(eq(deliveryAreas.storeId, storeId))
    .orderBy(asc(sql`lower(${deliveryAreas.name})`), asc(deliveryAreas.id));
}

/**
 * Adds an area to the store (its fee, when not sent, is the delivery fee setting); null when
 * no store has this id; 409 when the store has an area of that name in any case.
 */
export async function createDeliveryArea(
  db: Database,
  storeId: string,
  input: DeliveryAreaInput,
): Promise<DeliveryArea | null> {
  if (!(await storeExists(db, storeId))) return null;
  const feeCents = input.feeCents ?? (await readDeliveryFeeCents(db));
  const [row] = await db
    .insert(deliveryAreas)
    .values({
      id: crypto.randomUUID(),
      storeId,
      name: input.name,
      feeCents,
      minOrderCents: input.minOrderCents,
      etaMinutes: input.etaMinutes,
    })
    .onConflictDoNothing()
    .returning(areaColumns);
  if (!row) throw deliveryAreaErrors.duplicate(input.name);
  return row;
}

/** Changes the fields sent of one of the store's areas; 404 for another store's or none. */
export async function updateDeliveryArea(
  db: Database,
  storeId: string,
  areaId: string,
  change: DeliveryAreaChange,
): Promise<DeliveryArea> {
  let row: DeliveryArea | undefined;
  try {
    [row] = await db
      .update(deliveryAreas)
      .set({
        ...(change.name === undefined ? {} : { name: change.name }),
        ...(change.feeCents === undefined ? {} : { feeCents: change.feeCents }),
        ...(change.minOrderCents === undefined ? {} : { minOrderCents: change.minOrderCents }),
        ...(change.etaMinutes === undefined ? {} : { etaMinutes: change.etaMinutes }),
        updatedAt: sql`now()`,
      })
      .where(and(eq(deliveryAreas.id, areaId), eq(deliveryAreas.storeId, storeId)))
      .returning(areaColumns);
  } catch (error) {
    if (isUniqueViolation(error)) throw deliveryAreaErrors.duplicate(change.name ?? "");
    throw error;
  }
  if (!row) throw deliveryAreaErrors.notFound();
  return row;
}

/** Removes one of the store's areas; 404 for another store's or none. */
export async function deleteDeliveryArea(
  db: Database,
  storeId: string,
  areaId: string,
): Promise<void> {
  const deleted = await db
    .delete(deliveryAreas)
    .where(and(eq(deliveryAreas.id, areaId), eq(deliveryAreas.storeId, storeId)))
    .returning({ id: deliveryAreas.id });
  if (deleted.length === 0) throw deliveryAreaErrors.notFound();
}
