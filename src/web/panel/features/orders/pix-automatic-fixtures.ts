import { eq, sql } from "drizzle-orm";
import { orderStatusHistory, orders, pixCharges } from "#server/db/schema.ts";
import { orderBody, placeTestOrder } from "#server/testing/orders.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { PlacedOrder } from "#shared/orders.ts";

/**
 * Pix automático's rows for the panel's component tests, written as the core writes them
 * (src/server/services/pix-charges/): the local PSP's certificates are not made under jsdom,
 * so these tests reach each state without a bank; e2e/pix-automatic.spec.ts goes through it.
 */
export const BANK_CONFIRMER = "Banco (Pix automático)";

type ChargeFacts = Partial<typeof pixCharges.$inferInsert>;

/** A Pix order placed unpaid, with its charge at the bank in the given state (active unless given). */
export async function pixOrderWithCharge(
  t: TestApp,
  charge: ChargeFacts = {},
): Promise<PlacedOrder & { txid: string }> {
  const order = await placeTestOrder(t, orderBody({ paymentMethod: "pix" }));
  const pix = order.payment.pix;
  if (!pix) throw new Error("a Pix order without its Pix");
  const txid = `${pix.txid}PSP`;
  await t.database.db.insert(pixCharges).values({
    orderId: order.id,
    txid,
    connectionId: "chain",
    amountCents: order.totalCents,
    expiresAt: new Date(pix.expiresAt),
    status: "active",
    ...charge,
  });
  return { ...order, txid };
}

/**
 * The bank confirmed the order's Pix: the charge paid with its endToEndId, the order moved to
 * Pendente by the bank with the history's note (confirm-charge.ts's recordPayment). Returns the
 * order's new version.
 */
export async function confirmedByBank(
  t: TestApp,
  orderId: string,
  endToEndId: string,
): Promise<number> {
  const db = t.database.db;
  await db
    .update(pixCharges)
    .set({ status: "paid", endToEndId, paidAt: new Date() })
    .where(eq(pixCharges.orderId, orderId));
  const [order] = await db
    .update(orders)
    .set({
      status: "pending",
      version: sql`${orders.version} + 1`,
      paymentConfirmedAt: sql`now()`,
      paymentConfirmedByUserId: null,
      paymentConfirmedByName: BANK_CONFIRMER,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, orderId))
    .returning();
  if (!order) throw new Error(`no order ${orderId}`);
  await db.insert(orderStatusHistory).values({
    orderId,
    fromStatus: "awaiting_payment",
    toStatus: "pending",
    changedByName: BANK_CONFIRMER,
    changedAt: order.updatedAt,
    note: `Pix confirmado pelo banco · E2E ${endToEndId}`,
  });
  return order.version;
}
