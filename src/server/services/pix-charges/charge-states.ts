import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, pixCharges } from "#server/db/schema.ts";

/**
 * A charge being made (`creating`) ends one of two ways; each changes it only from `creating`,
 * so whichever of the checkout and the reconciler gets there first decides.
 */

/** The PSP made the charge: the order's customer now pays its copia e cola. */
export async function activateCharge(
  db: Database,
  orderId: string,
  payload: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(pixCharges)
      .set({ status: "active", pixCopiaECola: payload, updatedAt: sql`now()` })
      .where(and(eq(pixCharges.orderId, orderId), eq(pixCharges.status, "creating")));
    await tx
      .update(orders)
      .set({ pixPayload: payload })
      .where(and(eq(orders.id, orderId), eq(orders.status, "awaiting_payment")));
  });
}

/** No charge: the order keeps its static BR Code and staff confirm it; `reason` says why (pt-BR). */
export async function fallBackCharge(db: Database, orderId: string, reason: string): Promise<void> {
  await db
    .update(pixCharges)
    .set({ status: "fallback", fallbackReason: reason, updatedAt: sql`now()` })
    .where(and(eq(pixCharges.orderId, orderId), eq(pixCharges.status, "creating")));
}
