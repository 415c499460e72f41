import { eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pixCharges } from "#server/db/schema.ts";
import type { Logger } from "#server/logger.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import { connectionForStore } from "#server/services/pix-connections/resolve-connection.ts";
import { UnreadableSecretError } from "#server/services/pix-connections/sealed-secrets.ts";
import { PspError, reais } from "#server/services/pix-psp/psp-types.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { chargeTxidFor } from "./charge-ids.ts";
import { activateCharge, fallBackCharge } from "./charge-states.ts";

/** The checkout waits at most this long for the PSP before the order falls back to the static code. */
export const CHARGE_DEADLINE_MS = 2_800;

/** What opening a charge needs of the order just placed. */
export interface ChargeableOrder {
  id: string;
  storeId: string;
  status: string;
  shortNumber: number;
  totalCents: number;
  pixTxid: string;
  paymentExpiresAt: Date;
}

/** Why the order uses the static BR Code when no charge was made, as staff read it. */
export const UNREADABLE_SECRETS_REASON =
  "Os segredos salvos da conexão não abrem com a chave deste servidor: salve a conexão de novo";

/**
 * Pix automático for an order just placed (or placed again by a retry): asks the PSP of its
 * store's connection for an immediate charge (PUT /cob/{txid}) with the order's total, its
 * deadline and the order's short number, and gives the order the charge's own copia e cola.
 * Returns that payload, or null when the order keeps its static BR Code: the store has no
 * connection, or the PSP did not make the charge within CHARGE_DEADLINE_MS (then the charge is
 * `fallback` with the reason, and staff confirm the Pix as before). Never throws for the PSP:
 * a slow or broken bank never fails a checkout.
 */
export async function openPixCharge(
  db: Database,
  pix: PixContext,
  order: ChargeableOrder,
  logger: Logger,
): Promise<string | null> {
  if (order.status !== "awaiting_payment") return null;
  const deadline = Date.now() + CHARGE_DEADLINE_MS;
  const [existing] = await db.select().from(pixCharges).where(eq(pixCharges.orderId, order.id));
  if (existing && existing.status !== "creating") {
    return existing.status === "active" ? existing.pixCopiaECola : null;
  }

  let connection: Awaited<ReturnType<typeof connectionForStore>>;
  let unreadable = false;
  try {
    connection = await connectionForStore(db, order.storeId, pix.sources);
  } catch (error) {
    if (!(error instanceof UnreadableSecretError)) throw error;
    connection = null;
    unreadable = true;
  }
  if (!connection && !unreadable) return null;

  const txid = chargeTxidFor(order.pixTxid);
  if (!existing) {
    await db
      .insert(pixCharges)
      .values({
        orderId: order.id,
        txid,
        connectionId: connection?.id ?? "unreadable",
        status: "creating",
        amountCents: order.totalCents,
        expiresAt: order.paymentExpiresAt,
      })
      .onConflictDoNothing();
  }
  if (!connection) return fallBack(db, order.id, UNREADABLE_SECRETS_REASON, logger);

  const expiracao = Math.max(
    60,
    Math.round((order.paymentExpiresAt.getTime() - Date.now()) / 1000),
  );
  try {
    const cob = await pix.client.createCharge(
      connection,
      txid,
      {
        calendario: { expiracao },
        valor: { original: reais(order.totalCents) },
        chave: connection.pixKey,
        solicitacaoPagador: `Pedido ${formatShortNumber(order.shortNumber)} da Frosty`,
      },
      { deadline, attemptTimeoutMs: 1_300, attempts: 2 },
    );
    if (!cob.pixCopiaECola || cob.valor.original !== reais(order.totalCents)) {
      return fallBack(
        db,
        order.id,
        "O banco criou a cobrança sem o Pix copia e cola ou com outro valor",
        logger,
      );
    }
    const payload = cob.pixCopiaECola;
    await activateCharge(db, order.id, payload);
    return payload;
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    return fallBack(db, order.id, error.message, logger);
  }
}

/** The order keeps its static BR Code; the charge says why (staff and HQ's Pagamentos see it). */
async function fallBack(
  db: Database,
  orderId: string,
  reason: string,
  logger: Logger,
): Promise<null> {
  await fallBackCharge(db, orderId, reason);
  logger.warn({ order: orderId, reason }, "Pix automático: no charge made, static BR Code used");
  return null;
}
