import { and, desc, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { orders, pixCharges, pixConnections } from "#server/db/schema.ts";
import type { PixConnectionView } from "#shared/pix-connections.ts";
import { describeCertificate } from "./pem-checks.ts";
import { webhookUrlFor } from "./pix-context.ts";
import {
  CHAIN_CONNECTION_ID,
  ENV_CONNECTION_ID,
  type PixConnectionSources,
  storeConnectionId,
} from "./resolve-connection.ts";

/** Whose connection a settings route is about: the chain's, or one store's own. */
export interface ConnectionScope {
  /** 'chain' or 'store-<id>'. */
  id: string;
  storeId: string | null;
}

export const chainScope = (): ConnectionScope => ({ id: CHAIN_CONNECTION_ID, storeId: null });
export const storeScope = (storeId: string): ConnectionScope => ({
  id: storeConnectionId(storeId),
  storeId,
});

type ConnectionRow = typeof pixConnections.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The scope's own row and, for a store, the chain's (what it follows without its own). */
export async function connectionRowsFor(db: Database, scope: ConnectionScope) {
  const ids = scope.storeId ? [scope.id, CHAIN_CONNECTION_ID] : [scope.id];
  const rows = await db.select().from(pixConnections).where(inArray(pixConnections.id, ids));
  return {
    own: rows.find((row) => row.id === scope.id) ?? null,
    chain: scope.storeId ? (rows.find((row) => row.id === CHAIN_CONNECTION_ID) ?? null) : null,
  };
}

/**
 * What the settings show: the saved connection without its secrets (only when they were set),
 * what applies without one (the chain's for a store, the environment's PIX_PSP_*), and the Pix
 * orders that fell back to the static QR in the last 24 h on the connection in use.
 */
export async function readConnectionView(
  db: Database,
  scope: ConnectionScope,
  sources: PixConnectionSources,
  publicOrigin: string,
  now = new Date(),
): Promise<PixConnectionView> {
  const { own, chain } = await connectionRowsFor(db, scope);
  const inherited = chain ? "chain" : sources.fromEnv ? "env" : null;
  const inUse = own
    ? own.id
    : inherited === "chain"
      ? CHAIN_CONNECTION_ID
      : inherited && ENV_CONNECTION_ID;
  return {
    connection: own ? connectionOf(own, publicOrigin) : null,
    inherited,
    fallbacks: inUse ? await fallbacksOf(db, inUse, scope.storeId, now) : NO_FALLBACKS,
  };
}

const NO_FALLBACKS: PixConnectionView["fallbacks"] = { last24h: 0, lastAt: null, lastReason: null };

function connectionOf(row: ConnectionRow, publicOrigin: string): PixConnectionView["connection"] {
  return {
    apiUrl: row.apiUrl,
    tokenUrl: row.tokenUrl,
    clientId: row.clientId,
    certificate: describeCertificate(row.certPem),
    hasCa: row.caPem !== null,
    pixKey: row.pixKey,
    secretsUpdatedAt: row.secretsUpdatedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedByName: row.updatedByName,
    webhook: {
      status: row.webhookStatus,
      error: row.webhookError,
      checkedAt: row.webhookCheckedAt?.toISOString() ?? null,
      url: webhookUrlFor(publicOrigin, row.id),
    },
  };
}

/** Fallbacks on a connection in the last 24 h; a store's view counts only its own orders. */
async function fallbacksOf(
  db: Database,
  connectionId: string,
  storeId: string | null,
  now: Date,
): Promise<PixConnectionView["fallbacks"]> {
  const conditions = [
    eq(pixCharges.connectionId, connectionId),
    eq(pixCharges.status, "fallback"),
    gt(pixCharges.createdAt, new Date(now.getTime() - DAY_MS)),
  ];
  const base = db
    .select({
      total: sql<number>`count(*) over ()`.mapWith(Number),
      createdAt: pixCharges.createdAt,
      reason: pixCharges.fallbackReason,
    })
    .from(pixCharges);
  const query = storeId
    ? base
        .innerJoin(orders, eq(orders.id, pixCharges.orderId))
        .where(and(...conditions, eq(orders.storeId, storeId)))
    : base.where(and(...conditions));
  const [latest] = await query.orderBy(desc(pixCharges.createdAt)).limit(1);
  if (!latest) return NO_FALLBACKS;
  return {
    last24h: latest.total,
    lastAt: latest.createdAt.toISOString(),
    lastReason: latest.reason,
  };
}
