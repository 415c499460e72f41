import type { PspClient } from "#server/services/pix-psp/psp-types.ts";
import type { PixConnectionSources } from "./resolve-connection.ts";

/** What every part of Pix automático needs: the client that speaks to PSPs, and the connections. */
export interface PixContext {
  client: PspClient;
  sources: PixConnectionSources;
  /** PUBLIC_URL's origin: the webhook URLs registered with PSPs start with it. */
  publicOrigin: string;
}

/** Where a connection's PSP calls back: the PSP posts to this URL + "/pix" (the standard). */
export function webhookUrlFor(publicOrigin: string, connectionId: string): string {
  return `${publicOrigin}/api/pix/webhook/${connectionId}`;
}
