import { and, eq, inArray } from "drizzle-orm";
import type { AuthSettings } from "#server/auth/settings.ts";
import type { Database } from "#server/db/client.ts";
import { pixCharges, pixRefunds } from "#server/db/schema.ts";
import { addressLimitKey, clientAddress } from "#server/http/client-address.ts";
import { TooManyRequestsError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { Logger } from "#server/logger.ts";
import { checkPixCharge } from "#server/services/pix-charges/confirm-charge.ts";
import { advanceRefund } from "#server/services/pix-charges/refunds.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import { countRequest } from "#server/services/rate-limits/request-counters.ts";
import type { z } from "#shared/zod-pt-br.ts";
import {
  pixWebhookBareRoute,
  type pixWebhookBodySchema,
  pixWebhookRoute,
} from "./pix-webhook.routes.ts";

/** Calls per client address: a PSP sends one per Pix; a flood of forged ones is cut off. */
export const PIX_WEBHOOK_RULE = { windowSeconds: 60, max: 600 };

/**
 * POST /api/pix/webhook/{connection}/pix: a PSP's notice of Pix received (decision 027). Taken
 * as a hint: each txid Frosty knows under that connection is asked about at the PSP
 * (checkPixCharge), each devolução at the PSP too; the answer is 200 whatever was found.
 */
export function pixWebhookRoutes(deps: {
  db: Database;
  pix: PixContext;
  logger: Logger;
  proxies: Pick<AuthSettings, "trustedProxies">;
}) {
  const handle = async (
    connection: string,
    body: z.infer<typeof pixWebhookBodySchema>,
    address: string | null,
  ) => {
    if (address !== null) {
      const reading = await countRequest(
        deps.db,
        `pix-webhook:address:${address}`,
        PIX_WEBHOOK_RULE,
      );
      if (!reading.allowed) {
        throw new TooManyRequestsError(
          "too_many_pix_notices",
          "Avisos demais desta origem: tente de novo em instantes",
          reading.retryAfterSeconds,
        );
      }
    }
    const notices = body.pix ?? [];
    const deadline = Date.now() + 8_000;
    const txids = [...new Set(notices.flatMap((pix) => (pix.txid ? [pix.txid] : [])))];
    const known =
      txids.length === 0
        ? []
        : await deps.db
            .select({ txid: pixCharges.txid })
            .from(pixCharges)
            .where(and(inArray(pixCharges.txid, txids), eq(pixCharges.connectionId, connection)));
    for (const { txid } of known) await checkPixCharge(deps.db, deps.pix, txid, { deadline });

    const refunded = notices.filter((pix) => (pix.devolucoes?.length ?? 0) > 0);
    if (refunded.length > 0) {
      const refunds = await deps.db
        .select()
        .from(pixRefunds)
        .where(
          and(
            inArray(
              pixRefunds.endToEndId,
              refunded.map((pix) => pix.endToEndId),
            ),
            eq(pixRefunds.connectionId, connection),
            eq(pixRefunds.status, "processing"),
          ),
        );
      for (const refund of refunds) await advanceRefund(deps.db, deps.pix, refund, deadline);
    }
    if (notices.length > known.length) {
      deps.logger.info(
        { connection, notices: notices.length, known: known.length },
        "Pix webhook: notices for charges Frosty does not know",
      );
    }
  };

  const router = apiRouter();
  for (const route of [pixWebhookRoute, pixWebhookBareRoute]) {
    router.openapi(route, async (c) => {
      const address = clientAddress(c, deps.proxies);
      await handle(
        c.req.valid("param").connection,
        c.req.valid("json"),
        address === null ? null : addressLimitKey(address),
      );
      return c.body(null, 200);
    });
  }
  return router;
}
