import { canWorkAtStore } from "#server/auth/staff-access.ts";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import {
  readStorePayments,
  updateStorePayments,
} from "#server/services/admin-stores/store-payments.ts";
import {
  methodsOffForChain,
  readPaymentSettings,
  updatePaymentSettings,
} from "#server/services/settings/payment-settings.ts";
import type { PaymentMethod } from "#shared/order-terms.ts";
import { methodOffForChainMessage, STORE_PAYMENT_MESSAGES } from "#shared/store-payments.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { adminErrors } from "./errors.ts";
import {
  readPaymentSettingsRoute,
  readStorePaymentsRoute,
  updatePaymentSettingsRoute,
  updateStorePaymentsRoute,
} from "./payments.routes.ts";
import type { StaffEnv } from "./require-staff.ts";
import { pathParamHook, storeNotFound } from "./store-params.ts";

/** A store's Pix receiver routes its money: only HQ sets it (store staff switch methods). */
const pixReceiverHqOnly = () =>
  new ApiError(403, "pix_receiver_hq_only", STORE_PAYMENT_MESSAGES.pixReceiverHqOnly, [
    { path: ["pixReceiver"], message: STORE_PAYMENT_MESSAGES.pixReceiverHqOnly },
  ]);

/**
 * A store switching on what the chain has off: refused rather than saved and ignored, so the
 * panel never says "Ligado" for a method no customer sees. Nothing of the change is saved.
 */
const methodsOffForChainError = (methods: PaymentMethod[]) => {
  const issues = methods.map((method) => ({
    path: ["methods", method],
    message: methodOffForChainMessage(method),
  }));
  const message = issues.map((issue) => issue.message).join(" ");
  return new ApiError(422, "method_off_for_chain", message, issues);
};

/**
 * Payments (Configurações → Pagamentos, and each store's in Lojas):
 *   GET/PUT /settings/payments        the chain's methods, Pix receiver and Pix expiry (HQ)
 *   GET/PUT /stores/:id/payments      one store's own switches and Pix receiver (HQ, or the
 *                                     store's staff; another store's: 403 other_store; the
 *                                     receiver: HQ only, 403 pix_receiver_hq_only; switching
 *                                     on what the chain has off: 422 method_off_for_chain)
 * Every change rebuilds the catalogue, which lists each store's methods. Orders read the
 * settings afresh, so a method switched off is refused at once (payment_method_unavailable).
 */
export function adminPaymentRoutes(deps: Pick<AdminRoutesDeps, "db" | "catalog">) {
  const defaults = deps.catalog.payments;
  return apiRouter<StaffEnv>()
    .openapi(readPaymentSettingsRoute, async (c) =>
      c.json(await readPaymentSettings(deps.db, defaults), 200),
    )
    .openapi(updatePaymentSettingsRoute, async (c) => {
      const settings = await updatePaymentSettings(deps.db, defaults, c.req.valid("json"));
      deps.catalog.invalidate();
      return c.json(settings, 200);
    })
    .openapi(
      readStorePaymentsRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        if (!canWorkAtStore(c.get("staff").access, id)) throw adminErrors.otherStore();
        const payments = await readStorePayments(deps.db, id, defaults);
        if (!payments) throw storeNotFound();
        return c.json(payments, 200);
      },
      pathParamHook(),
    )
    .openapi(
      updateStorePaymentsRoute,
      async (c) => {
        const { id } = c.req.valid("param");
        const { access } = c.get("staff");
        if (!canWorkAtStore(access, id)) throw adminErrors.otherStore();
        const change = c.req.valid("json");
        if (change.pixReceiver !== undefined && !access.hq) throw pixReceiverHqOnly();
        const offForChain = await methodsOffForChain(deps.db, change.methods);
        if (offForChain.length > 0) throw methodsOffForChainError(offForChain);
        const payments = await updateStorePayments(deps.db, id, change, defaults);
        if (!payments) throw storeNotFound();
        deps.catalog.invalidate();
        return c.json(payments, 200);
      },
      pathParamHook(),
    );
}
