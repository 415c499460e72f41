/**
 * HQ's changes to a Pix automático connection (the chain's or a store's own): saving it with
 * its secrets sealed, registering its webhook with the PSP, "Testar conexão" and removing it.
 * Knows nothing of HTTP; the staff routes (routes/admin/pix-connections.ts) answer with views.
 */
import { and, eq } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pixConnections, stores } from "#server/db/schema.ts";
import { PspError } from "#server/services/pix-psp/psp-types.ts";
import {
  PIX_CONNECTION_MESSAGES,
  type PixConnectionTest,
  type PixConnectionUpdate,
} from "#shared/pix-connections.ts";
import { type ConnectionScope, connectionRowsFor } from "./connection-view.ts";
import { checkConnectionPems, type FieldIssue } from "./pem-checks.ts";
import { type PixContext, webhookUrlFor } from "./pix-context.ts";
import {
  CHAIN_CONNECTION_ID,
  connectionForStore,
  connectionFromRow,
} from "./resolve-connection.ts";
import {
  openSecret,
  type SecretsKey,
  sealSecret,
  UnreadableSecretError,
} from "./sealed-secrets.ts";

type ConnectionRow = typeof pixConnections.$inferSelect;

const REQUIRED_ON_CREATE = ["clientSecret", "certPem", "keyPem"] as const;

/** The row's secrets opened; null when they no longer open with this server's key. */
function openSavedSecrets(
  key: SecretsKey,
  row: ConnectionRow,
): { clientSecret: string; keyPem: string } | null {
  try {
    return {
      clientSecret: openSecret(key, row.clientSecretSealed),
      keyPem: openSecret(key, row.keyPemSealed),
    };
  } catch (error) {
    if (error instanceof UnreadableSecretError) return null;
    throw error;
  }
}

/** How long saving waits for the PSP to take the webhook, and "Testar conexão" for a token. */
const WEBHOOK_DEADLINE_MS = 5_000;
const TEST_DEADLINE_MS = 8_000;

/**
 * Saves the scope's connection. The client secret, the private key and the certificate left out
 * keep the saved ones (a new connection needs them); secretsUpdatedAt moves only when the secret
 * or the key changes.
 * Returns the saved row, or the refused fields (nothing saved).
 */
export async function saveConnection(
  db: Database,
  pix: PixContext,
  scope: ConnectionScope,
  input: PixConnectionUpdate,
  staffName: string,
): Promise<{ row: ConnectionRow } | { issues: FieldIssue[] }> {
  const { own } = await connectionRowsFor(db, scope);
  const key = pix.sources.secretsKey;
  // Saved secrets that no longer open (the secrets key changed) must be sent again.
  const saved = own && openSavedSecrets(key, own);
  if (!own || !saved) {
    const needed = own ? (["clientSecret", "keyPem"] as const) : REQUIRED_ON_CREATE;
    const missing = needed.filter((field) => !input[field]);
    if (missing.length > 0) {
      const message = own ? PIX_CONNECTION_MESSAGES.unreadable : PIX_CONNECTION_MESSAGES.required;
      return { issues: missing.map((field) => ({ path: [field], message })) };
    }
  }
  // Each left out keeps the saved one (the checks above make sure there is one).
  const clientSecret = input.clientSecret ?? (saved?.clientSecret as string);
  const keyPem = input.keyPem ?? (saved?.keyPem as string);
  const certPem = input.certPem ?? (own?.certPem as string);
  const caPem = input.caPem === undefined ? (own?.caPem ?? null) : input.caPem;
  const issues = checkConnectionPems({ certPem, newKeyPem: input.keyPem, keyPem, caPem });
  if (issues.length > 0) return { issues };

  const now = new Date();
  const secretsChanged = !saved || saved.clientSecret !== clientSecret || saved.keyPem !== keyPem;
  const values = {
    apiUrl: input.apiUrl.replace(/\/+$/, ""),
    tokenUrl: input.tokenUrl,
    clientId: input.clientId,
    certPem,
    caPem,
    pixKey: input.pixKey,
    // Resealed only when changed: an unchanged secret keeps its sealed text.
    clientSecretSealed:
      own && saved?.clientSecret === clientSecret
        ? own.clientSecretSealed
        : sealSecret(key, clientSecret),
    keyPemSealed: own && saved?.keyPem === keyPem ? own.keyPemSealed : sealSecret(key, keyPem),
    ...(secretsChanged ? { secretsUpdatedAt: now } : {}),
    // A new connection's webhook is not yet registered (the caller registers it next).
    webhookStatus: "pending" as const,
    webhookError: null,
    webhookCheckedAt: null,
    updatedByName: staffName,
    updatedAt: now,
  };
  const [row] = await db
    .insert(pixConnections)
    .values({
      id: scope.id,
      storeId: scope.storeId,
      secretsUpdatedAt: now,
      createdAt: now,
      ...values,
    })
    .onConflictDoUpdate({ target: pixConnections.id, set: values })
    .returning();
  return { row: row as ConnectionRow };
}

/** The scope's saved row, or null. */
export async function savedConnectionRow(
  db: Database,
  scope: ConnectionScope,
): Promise<ConnectionRow | null> {
  return (await connectionRowsFor(db, scope)).own;
}

/**
 * PUT /webhook/{chave} at the PSP with this connection's URL, and its outcome recorded (the
 * PSP's refusal in pt-BR). A failure is shown, not thrown: the connection stays saved. The
 * outcome is kept only if the row was not saved again meanwhile (that save registers anew).
 */
export async function registerWebhook(
  db: Database,
  pix: PixContext,
  row: ConnectionRow,
): Promise<void> {
  const connection = connectionFromRow(row, pix.sources.secretsKey);
  let outcome: { webhookStatus: "registered" | "failed"; webhookError: string | null };
  try {
    await pix.client.registerWebhook(connection, webhookUrlFor(pix.publicOrigin, row.id), {
      deadline: Date.now() + WEBHOOK_DEADLINE_MS,
    });
    outcome = { webhookStatus: "registered", webhookError: null };
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    outcome = { webhookStatus: "failed", webhookError: error.message };
  }
  await db
    .update(pixConnections)
    .set({ ...outcome, webhookCheckedAt: new Date() })
    .where(and(eq(pixConnections.id, row.id), eq(pixConnections.updatedAt, row.updatedAt)));
}

/**
 * "Testar conexão": a token from the PSP with the scopes Frosty needs, over the connection the
 * scope uses (its own, else the chain's, else the environment's). Null when there is none.
 */
export async function testConnection(
  db: Database,
  pix: PixContext,
  scope: ConnectionScope,
): Promise<PixConnectionTest | null> {
  const connection = scope.storeId
    ? await connectionForStore(db, scope.storeId, pix.sources)
    : await chainConnection(db, pix);
  if (!connection) return null;
  try {
    const { scopes } = await pix.client.testConnection(connection, {
      deadline: Date.now() + TEST_DEADLINE_MS,
    });
    return { ok: true, scopes };
  } catch (error) {
    if (!(error instanceof PspError)) throw error;
    return { ok: false, failure: error.failure, message: error.message };
  }
}

async function chainConnection(db: Database, pix: PixContext) {
  const [row] = await db
    .select()
    .from(pixConnections)
    .where(eq(pixConnections.id, CHAIN_CONNECTION_ID));
  return row ? connectionFromRow(row, pix.sources.secretsKey) : pix.sources.fromEnv;
}

/** Removes the scope's own connection: the store follows the chain's, the chain the environment's. */
export async function removeConnection(db: Database, scope: ConnectionScope): Promise<void> {
  await db.delete(pixConnections).where(eq(pixConnections.id, scope.id));
}

/** Whether the store exists (its routes answer 404 otherwise, as every store route does). */
export async function storeExists(db: Database, storeId: string): Promise<boolean> {
  const [row] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  return row !== undefined;
}
