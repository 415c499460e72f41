import type { Context } from "hono";
import type { Database } from "#server/db/client.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { findUsableCoupon } from "#server/services/orders/coupons.ts";
import { orderErrors } from "#server/services/orders/errors.ts";
import type { CouponView } from "#shared/orders.ts";
import { describeCouponRoute } from "./coupons.routes.ts";

/**
 * Lets the checkout's "Aplicar" button check a code before the order is sent. Placing the
 * order checks it again: a coupon may run out in between.
 */
export function couponRoutes(db: Database) {
  async function usableCoupon(c: Context, code: string): Promise<CouponView> {
    const coupon = await findUsableCoupon(db, code);
    // Usage counts change with every order; an answer must not be reused.
    c.header("Cache-Control", "no-store");
    if (!coupon) throw orderErrors.couponNotFound();
    return coupon;
  }

  return (
    apiRouter()
      .openapi(describeCouponRoute, async (c) =>
        c.json(await usableCoupon(c, c.req.valid("param").code), 200),
      )
      // The same operation for what `{code}` (one non-empty path segment) does not match: the
      // empty code of "/api/coupons/" (a blank field) and codes with a slash, which
      // `{[\s\S]*}` takes, get the same "Cupom inválido" as any other code naming no coupon.
      .get("/:code{[\\s\\S]*}", async (c) => c.json(await usableCoupon(c, c.req.param("code"))))
  );
}
