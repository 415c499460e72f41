import { and, eq, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orderStatusHistory, orders } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { publishEvent } from "#server/services/events/publish-event.ts";
import { queueRefundOfCancelledOrder } from "#server/services/pix-charges/refunds.ts";
import { orderErrors } from "./errors.ts";
import { CUSTOMER_ACTOR_NAME } from "./insert-orders.ts";
import { cancelOrdersCashback } from "./order-cashback.ts";
import { releaseOrderStock } from "./order-stock.ts";
import { findOrderForToken, type OrderReader, ownerProofMatches } from "./read-order.ts";

const HOUR_MS = 3_600_000;

/**
 * The customer cancels their encomenda from its tracking page, on the device that placed it
 * (the link's token and the device's owner proof: whoever else holds the shared link reads the
 * order but cannot cancel it), while it still waits for its slot and until the cut-off it was
 * placed under. Like a staff cancel: its units and coupon use go back, a Pix the bank confirmed
 * is refunded, a member's cashback returns; with its history entry ("Cliente") and its
 * order.updated event, in one transaction. True when units went back to stock.
 */
export async function cancelEncomenda(
  db: Database,
  id: string,
  reader: OrderReader,
  secret: string,
  now: Date = new Date(),
): Promise<boolean> {
  await findOrderForToken(db, id, reader.token);
  if (!ownerProofMatches(reader.ownerProof, id, secret)) {
    throw new ApiError(
      403,
      "not_the_owner",
      "Só o aparelho que fez o pedido pode cancelar a encomenda. Fale com a loja.",
    );
  }
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        status: orders.status,
        storeId: orders.storeId,
        scheduledFor: orders.scheduledFor,
        cancelUntil: orders.scheduledCancelUntil,
      })
      .from(orders)
      .where(eq(orders.id, id))
      .for("update");
    if (!current) throw orderErrors.orderNotFound();
    const waiting = current.status === "scheduled" || current.status === "awaiting_payment";
    if (!current.scheduledFor || !current.cancelUntil || !waiting) {
      throw orderErrors.notCancellable();
    }
    if (now >= current.cancelUntil) {
      const hours = Math.round(
        (current.scheduledFor.getTime() - current.cancelUntil.getTime()) / HOUR_MS,
      );
      throw orderErrors.cancelTooLate(hours);
    }
    const note = (await releaseOrderStock(tx, [id])).get(id) ?? null;
    await queueRefundOfCancelledOrder(tx, id);
    await cancelOrdersCashback(tx, [id]);
    const [updated] = await tx
      .update(orders)
      .set({ status: "cancelled", version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
      .where(and(eq(orders.id, id), eq(orders.status, current.status)))
      .returning({ version: orders.version, updatedAt: orders.updatedAt });
    if (!updated) throw orderErrors.notCancellable();
    await tx.insert(orderStatusHistory).values({
      orderId: id,
      fromStatus: current.status,
      toStatus: "cancelled",
      changedByUserId: null,
      changedByName: CUSTOMER_ACTOR_NAME,
      changedAt: updated.updatedAt,
      note,
    });
    await publishEvent(tx, {
      type: "order.updated",
      orderId: id,
      storeId: current.storeId,
      status: "cancelled",
      version: updated.version,
    });
    return note !== null;
  });
}
