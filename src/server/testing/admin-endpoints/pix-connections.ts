import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { pixConnections } from "#server/db/schema.ts";
import { sealSecret } from "#server/services/pix-connections/sealed-secrets.ts";
import { pspCertificates } from "#server/testing/pix-psp/certificates.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { AdminEndpoint } from "./types.ts";

// A certificate and key that make a pair (the save checks it); made once per process.
const { client } = await pspCertificates();

/**
 * A PSP nobody listens at: saving registers the webhook there and "Testar conexão" asks it for
 * a token, both refused at once (a 200 that shows the failure), and an order falling on this
 * connection falls back at once too.
 */
const NOWHERE = "https://127.0.0.1:9";

const BODY = {
  apiUrl: `${NOWHERE}/v2`,
  tokenUrl: `${NOWHERE}/oauth/token`,
  clientId: "frosty-matriz",
  clientSecret: "segredo-da-matriz",
  certPem: client.certPem,
  keyPem: client.keyPem,
  caPem: null,
  pixKey: randomUUID(),
};

/** A saved connection with this id (chain or store-<id>), for the calls that need one. */
async function withConnection(t: TestApp, id: string, storeId: string | null): Promise<void> {
  const key = t.pix.sources.secretsKey;
  await t.database.db
    .insert(pixConnections)
    .values({
      id,
      storeId,
      apiUrl: BODY.apiUrl,
      tokenUrl: BODY.tokenUrl,
      clientId: BODY.clientId,
      clientSecretSealed: sealSecret(key, BODY.clientSecret),
      certPem: BODY.certPem,
      keyPemSealed: sealSecret(key, BODY.keyPem),
      pixKey: BODY.pixKey,
    })
    .onConflictDoNothing();
}

/**
 * Pix automático's connections, the chain's and a store's (HQ only). Listed last, and in this
 * order on purpose: each pass of the matrix ends with the DELETEs, whose preparation removes
 * what the others saved, so no later test's Pix order meets a connection.
 */
export const PIX_CONNECTION_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/settings/pix-connection",
    path: "/api/admin/settings/pix-connection",
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/settings/pix-connection",
    path: "/api/admin/settings/pix-connection",
    body: BODY,
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/settings/pix-connection/webhook",
    path: "/api/admin/settings/pix-connection/webhook",
    prepare: async (t) => {
      await withConnection(t, "chain", null);
      return "/api/admin/settings/pix-connection/webhook";
    },
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/settings/pix-connection/test",
    path: "/api/admin/settings/pix-connection/test",
    prepare: async (t) => {
      await withConnection(t, "chain", null);
      return "/api/admin/settings/pix-connection/test";
    },
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/stores/:id/pix-connection",
    path: "/api/admin/stores/1/pix-connection",
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/pix-connection`,
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/stores/:id/pix-connection",
    path: "/api/admin/stores/1/pix-connection",
    body: BODY,
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/pix-connection`,
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/stores/:id/pix-connection/webhook",
    path: "/api/admin/stores/1/pix-connection/webhook",
    prepare: async (t, storeId = "1") => {
      await withConnection(t, `store-${storeId}`, storeId);
      return `/api/admin/stores/${storeId}/pix-connection/webhook`;
    },
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/stores/:id/pix-connection/test",
    path: "/api/admin/stores/1/pix-connection/test",
    prepare: async (t, storeId = "1") => {
      await withConnection(t, `store-${storeId}`, storeId);
      return `/api/admin/stores/${storeId}/pix-connection/test`;
    },
  },
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/stores/:id/pix-connection",
    path: "/api/admin/stores/1/pix-connection",
    prepare: async (_t, storeId = "1") => `/api/admin/stores/${storeId}/pix-connection`,
  },
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/settings/pix-connection",
    path: "/api/admin/settings/pix-connection",
    prepare: async (t) => {
      await t.database.db
        .delete(pixConnections)
        .where(inArray(pixConnections.id, ["chain", "store-1", "store-2"]));
      return "/api/admin/settings/pix-connection";
    },
  },
];
