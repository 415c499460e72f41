import { eq } from "drizzle-orm";
import { orders, pixConnections } from "#server/db/schema.ts";
import { chargeTxidFor } from "#server/services/pix-charges/charge-ids.ts";
import { webhookUrlFor } from "#server/services/pix-connections/pix-context.ts";
import { storeConnectionId } from "#server/services/pix-connections/resolve-connection.ts";
import { sealSecret } from "#server/services/pix-connections/sealed-secrets.ts";
import type { PspConnection } from "#server/services/pix-psp/psp-types.ts";
import type { PlacedOrder } from "#shared/orders.ts";
import { orderBody, placeTestOrder } from "./orders.ts";
import type { LocalPsp } from "./pix-psp/local-psp.ts";
import type { TestApp } from "./test-app.ts";

/**
 * Gives a store its own Pix automático connection to the local PSP, stored as HQ's form stores
 * it (secrets sealed), with its webhook registered at the PSP. Returns the connection.
 */
export async function connectStoreToPsp(
  t: TestApp,
  psp: LocalPsp,
  storeId: string,
  overrides: Partial<PspConnection> = {},
  options: { registerWebhook?: boolean } = {},
): Promise<PspConnection> {
  const connection = psp.connection({ id: storeConnectionId(storeId), ...overrides });
  const key = t.pix.sources.secretsKey;
  await t.database.db
    .insert(pixConnections)
    .values({
      id: connection.id,
      storeId,
      apiUrl: connection.apiUrl,
      tokenUrl: connection.tokenUrl,
      clientId: connection.clientId,
      clientSecretSealed: sealSecret(key, connection.clientSecret),
      certPem: connection.certPem,
      keyPemSealed: sealSecret(key, connection.keyPem),
      caPem: connection.caPem,
      pixKey: connection.pixKey,
      webhookStatus: "registered",
    })
    .onConflictDoNothing();
  if (options.registerWebhook !== false) {
    await t.pix.client.registerWebhook(
      connection,
      webhookUrlFor(t.pix.publicOrigin, connection.id),
    );
  }
  return connection;
}

/** The local PSP's webhook calls, delivered to the in-process app (its URLs name no server). */
export function deliverTo(app: () => TestApp) {
  return async (url: string, body: unknown): Promise<void> => {
    const response = await app().request(new URL(url).pathname, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  };
}

/** A Pix order placed, unpaid, at a store connected to the PSP: its charge is made. */
export async function placeChargedPixOrder(
  t: TestApp,
  storeId = "1",
): Promise<PlacedOrder & { txid: string }> {
  const order = await placeTestOrder(t, orderBody({ storeId, paymentMethod: "pix" }));
  const pix = order.payment.pix;
  if (!pix) throw new Error("a Pix order without its Pix");
  return { ...order, txid: chargeTxidFor(pix.txid) };
}

/**
 * The customer pays the order's charge: the PSP marks it paid and calls the webhook, and the
 * app confirms it with the PSP (the PSP must deliver to this app: deliverTo). Returns the Pix's
 * endToEndId and the order's version after.
 */
export async function payAtBank(
  t: TestApp,
  psp: LocalPsp,
  order: { id: string; txid: string },
): Promise<{ endToEndId: string; version: number }> {
  const { endToEndId } = await psp.pay(order.txid);
  const [row] = await t.database.db
    .select({ version: orders.version })
    .from(orders)
    .where(eq(orders.id, order.id));
  if (!row) throw new Error(`no order ${order.id}`);
  return { endToEndId, version: row.version };
}
