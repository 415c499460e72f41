/**
 * HQ copies one store's bairros, weekly hours or payment switches onto other stores, in one
 * transaction: every target gets the copy, or none does. What each kind copies and leaves
 * alone is in src/shared/store-copy.ts (never the Pix receiver, never the open/closed switch).
 */
import { randomUUID } from "node:crypto";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { deliveryAreas, stores } from "#server/db/schema.ts";
import type { StoreCopyInput, StoreCopyResult } from "#shared/store-copy.ts";
import { targetStoreIds } from "./store-targets.ts";

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters (7 columns a row). */
const INSERT_CHUNK = 1000;

const ONLY_ITSELF =
  "Escolha ao menos uma loja além desta: a loja de origem não copia para si mesma";

/**
 * Copies `input.what` from the source store to the stores `input.to` names (never to the
 * source itself); null when no store has the source's id. The source and every target are
 * locked first, in id order (FOR NO KEY UPDATE: orders' foreign-key checks still pass), so the
 * source cannot change halfway and two copies crossing the same stores wait for each other
 * instead of deadlocking.
 */
export async function copyStoreSettings(
  db: Database,
  sourceId: string,
  input: StoreCopyInput,
): Promise<StoreCopyResult | null> {
  return db.transaction(async (tx) => {
    const [source] = await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, sourceId));
    if (!source) return null;
    const storeIds = await targetStoreIds(tx, input.to, {
      path: ["to"],
      exclude: sourceId,
      emptyMessage: ONLY_ITSELF,
    });
    const locked = await tx
      .select({
        id: stores.id,
        openingHours: stores.openingHours,
        paymentMethods: stores.paymentMethods,
      })
      .from(stores)
      .where(inArray(stores.id, [sourceId, ...storeIds]))
      .orderBy(asc(stores.id))
      .for("no key update");
    const from = locked.find((row) => row.id === sourceId);
    if (!from) return null;

    if (input.what === "hours") {
      await tx
        .update(stores)
        .set({ openingHours: from.openingHours, updatedAt: sql`now()` })
        .where(inArray(stores.id, storeIds));
    } else if (input.what === "payments") {
      // The switches only: the receiver columns (pix_*) are not named, so they stay each store's.
      await tx
        .update(stores)
        .set({ paymentMethods: from.paymentMethods, updatedAt: sql`now()` })
        .where(inArray(stores.id, storeIds));
    } else {
      await copyDeliveryAreas(tx, sourceId, storeIds);
    }
    return { what: input.what, storeIds, changedStores: storeIds.length };
  });
}

/** Replaces the targets' areas with the source's (orders keep their own copy of an area). */
async function copyDeliveryAreas(tx: Database, sourceId: string, storeIds: string[]) {
  const areas = await tx
    .select({
      name: deliveryAreas.name,
      feeCents: deliveryAreas.feeCents,
      minOrderCents: deliveryAreas.minOrderCents,
      etaMinutes: deliveryAreas.etaMinutes,
    })
    .from(deliveryAreas)
    .where(eq(deliveryAreas.storeId, sourceId));
  await tx.delete(deliveryAreas).where(inArray(deliveryAreas.storeId, storeIds));
  const rows = storeIds.flatMap((storeId) =>
    areas.map((area) => ({ id: randomUUID(), storeId, ...area })),
  );
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    // A staff member adding the same bairro to a target at this moment keeps theirs.
    await tx
      .insert(deliveryAreas)
      .values(rows.slice(start, start + INSERT_CHUNK))
      .onConflictDoNothing();
  }
}
