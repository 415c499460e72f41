import type { Context } from "hono";
import type { AuthSettings } from "#server/auth/settings.ts";
import type { Database } from "#server/db/client.ts";
import { addressLimitKey, clientAddress } from "#server/http/client-address.ts";
import { ApiError, TooManyRequestsError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { CatalogCache } from "#server/services/catalog.ts";
import { checkCoupon } from "#server/services/orders/coupons.ts";
import { orderErrors } from "#server/services/orders/errors.ts";
import { orderLimitsOf } from "#server/services/orders/order-limits.ts";
import { countRequest } from "#server/services/rate-limits/request-counters.ts";
import { readStoredSettings } from "#server/services/settings/stored-settings.ts";
import { ORDER_LIMIT_MESSAGES } from "#shared/order-limits.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import type { CouponView } from "#shared/orders.ts";
import { describeCouponRoute } from "./coupons.routes.ts";

/**
 * Lets the checkout's "Aplicar" button check a code before the order is sent. Placing the
 * order checks it again: a coupon may run out in between.
 */
export function couponRoutes(deps: {
  db: Database;
  catalog: CatalogCache;
  /** Which proxies' X-Forwarded-For names the client (its checks count against its limit). */
  proxies: Pick<AuthSettings, "trustedProxies">;
}) {
  const { db } = deps;
  async function usableCoupon(
    c: Context,
    code: string,
    order: { storeId?: string; deliveryMethod?: DeliveryMethod; subtotalCents?: number } = {},
  ): Promise<CouponView> {
    // Guessing codes one request at a time is slow: so many a minute per client address.
    const address = clientAddress(c, deps.proxies);
    if (address !== null) {
      const stored = await readStoredSettings(db, ["order_limits"]);
      const { couponChecksPerMinute } = orderLimitsOf(stored, deps.catalog.limitDefaults);
      const reading = await countRequest(db, `coupons:address:${addressLimitKey(address)}`, {
        windowSeconds: 60,
        max: couponChecksPerMinute,
      });
      if (!reading.allowed) {
        throw new TooManyRequestsError(
          "too_many_coupon_checks",
          ORDER_LIMIT_MESSAGES.tooManyCouponChecks,
          reading.retryAfterSeconds,
        );
      }
    }
    const check = await checkCoupon(db, code, order);
    // Usage counts change with every order; an answer must not be reused.
    c.header("Cache-Control", "no-store");
    if (check.outcome === "invalid") throw orderErrors.couponNotFound();
    if (check.outcome === "refused") {
      throw new ApiError(422, check.refusal.code, check.refusal.message);
    }
    return check.coupon;
  }

  return (
    apiRouter()
      .openapi(describeCouponRoute, async (c) =>
        c.json(await usableCoupon(c, c.req.valid("param").code, c.req.valid("query")), 200),
      )
      // The same operation for what `{code}` (one non-empty path segment) does not match: the
      // empty code of "/api/coupons/" (a blank field) and codes with a slash, which
      // `{[\s\S]*}` takes, get the same "Cupom inválido" as any other code naming no coupon.
      .get("/:code{[\\s\\S]*}", async (c) => c.json(await usableCoupon(c, c.req.param("code"))))
  );
}
