/**
 * Which PSP connection serves a store's Pix orders, first match wins: the store's own (a
 * franchisee's account), the chain's saved one, the environment's (PIX_PSP_*). None: the store's
 * Pix orders use the static BR Code and staff confirm them ("Pix recebido").
 */
import { eq, inArray } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pixConnections } from "#server/db/schema.ts";
import type { PspConnection } from "#server/services/pix-psp/psp-types.ts";
import { openSecret, type SecretsKey } from "./sealed-secrets.ts";

/** The chain's connection row id; a store's is storeConnectionId(storeId). */
export const CHAIN_CONNECTION_ID = "chain";
/** The environment's connection (PIX_PSP_*), which has no row. */
export const ENV_CONNECTION_ID = "env";

export function storeConnectionId(storeId: string): string {
  return `store-${storeId}`;
}

/** What connections are made from: the secrets key, and the environment's connection if any. */
export interface PixConnectionSources {
  secretsKey: SecretsKey;
  /** PIX_PSP_* with PIX_KEY, read at start (pix-config.ts); null when not configured. */
  fromEnv: PspConnection | null;
}

type ConnectionRow = typeof pixConnections.$inferSelect;

/** A stored connection, its secrets opened. */
export function connectionFromRow(row: ConnectionRow, key: SecretsKey): PspConnection {
  return {
    id: row.id,
    apiUrl: row.apiUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    clientSecret: openSecret(key, row.clientSecretSealed),
    certPem: row.certPem,
    keyPem: openSecret(key, row.keyPemSealed),
    caPem: row.caPem,
    pixKey: row.pixKey,
    version: `${row.id}:${row.updatedAt.toISOString()}`,
  };
}

/** The connection serving a store's Pix orders, or null (static BR Code). */
export async function connectionForStore(
  db: Database,
  storeId: string,
  sources: PixConnectionSources,
): Promise<PspConnection | null> {
  const ownId = storeConnectionId(storeId);
  const rows = await db
    .select()
    .from(pixConnections)
    .where(inArray(pixConnections.id, [ownId, CHAIN_CONNECTION_ID]));
  const row = rows.find((r) => r.id === ownId) ?? rows.find((r) => r.id === CHAIN_CONNECTION_ID);
  if (row) return connectionFromRow(row, sources.secretsKey);
  return sources.fromEnv;
}

/** A connection by its id (the one that made a charge), or null when it is gone. */
export async function connectionById(
  db: Database,
  id: string,
  sources: PixConnectionSources,
): Promise<PspConnection | null> {
  if (id === ENV_CONNECTION_ID) return sources.fromEnv;
  const [row] = await db.select().from(pixConnections).where(eq(pixConnections.id, id));
  return row ? connectionFromRow(row, sources.secretsKey) : null;
}
