import type { PlaywrightWorkerArgs } from "@playwright/test";
import type { LocalPsp } from "#server/testing/pix-psp/local-psp.ts";
import type { PixConnectionView } from "#shared/pix-connections.ts";
import { clientAddress } from "./browsers.ts";
import { newAdmin } from "./staff.ts";
import { expect } from "./test.ts";

/**
 * Pix automático against the local PSP (src/server/testing/pix-psp/), which runs in the
 * Playwright worker's process: HTTPS with a client certificate, as a bank's API Pix. The e2e
 * server reaches it with the connection HQ saves; it reaches the server's webhook at
 * PUBLIC_URL (app-server.ts sets it to the server's own http://127.0.0.1:<port>).
 */

/**
 * HQ saves the store's own Pix automático connection to the local PSP, through the admin API as
 * the store's Pagamentos screen does, trusting the PSP's CA; saving registers the webhook.
 */
export async function connectStoreToLocalPsp(
  playwright: PlaywrightWorkerArgs["playwright"],
  baseURL: string,
  psp: LocalPsp,
  storeId: string,
): Promise<void> {
  const hq = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": clientAddress() },
  });
  try {
    await newAdmin(hq);
    const saved = await hq.put(`/api/admin/stores/${storeId}/pix-connection`, {
      headers: { origin: baseURL },
      data: {
        apiUrl: psp.apiUrl,
        tokenUrl: psp.tokenUrl,
        clientId: psp.clientId,
        clientSecret: psp.clientSecret,
        certPem: psp.certPem,
        keyPem: psp.keyPem,
        caPem: psp.caPem,
        pixKey: psp.connection().pixKey,
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
    const view = (await saved.json()) as PixConnectionView;
    expect(view.connection?.webhook).toMatchObject({
      status: "registered",
      url: `${baseURL}/api/pix/webhook/store-${storeId}`,
    });
  } finally {
    await hq.dispose();
  }
}

/** The txid of the charge the server last asked the PSP to make (PUT /v2/cob/{txid}). */
export function lastChargeTxid(psp: LocalPsp): string {
  const call = psp.calls.findLast((c) => c.method === "PUT" && c.path.startsWith("/v2/cob/"));
  if (!call) throw new Error("the server asked the local PSP for no charge");
  return decodeURIComponent(call.path.slice("/v2/cob/".length));
}
