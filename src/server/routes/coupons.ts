import { type Context, Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { findUsableCoupon } from "#server/services/orders/coupons.ts";
import { orderErrors } from "#server/services/orders/errors.ts";

/**
 * Lets the checkout's "Aplicar" button check a code before the order is sent. Placing the
 * order checks it again: a coupon may run out in between.
 */
export function couponRoutes(db: Database): Hono {
  async function describeCoupon(c: Context) {
    const coupon = await findUsableCoupon(db, c.req.param("code") ?? "");
    // Usage counts change with every order; an answer must not be reused.
    c.header("Cache-Control", "no-store");
    if (!coupon) throw orderErrors.couponNotFound();
    return c.json(coupon);
  }

  // `{[\s\S]*}` also matches the empty code of "/api/coupons/" (a blank field) and codes with
  // line breaks (which `.` would not), so all get the same "Cupom inválido" as any other code
  // naming no coupon.
  return new Hono().get("/:code{[\\s\\S]*}", describeCoupon).get("/", describeCoupon);
}
