import { Hono } from "hono";
import { readJson } from "#server/http/validate.ts";
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from "#server/services/admin-coupons/admin-coupons.ts";
import { couponCreateSchema, couponUpdateSchema } from "#shared/admin-coupons.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import type { AdminEnv } from "./require-admin.ts";

/**
 * /api/admin/coupons: the coupons the checkout accepts (Marketing).
 *   GET                 every coupon, by code
 *   POST                create (201; 409 coupon_exists; 422 bad input)
 *   PUT    /:code       change some fields (404; 422 bad input, limit below the uses, from > to)
 *   DELETE /:code       delete an unused coupon, or switch a used one off (200 either way, the
 *                       body says which; 404)
 * Coupons are not part of the catalogue snapshot: the checkout asks /api/coupons live.
 */
export function adminCouponRoutes(deps: Pick<AdminRoutesDeps, "db">) {
  return new Hono<AdminEnv>()
    .get("/coupons", async (c) => c.json(await listCoupons(deps.db)))
    .post("/coupons", async (c) => {
      const input = await readJson(c, couponCreateSchema);
      const coupon = await createCoupon(deps.db, input);
      c.header("Location", `/api/admin/coupons/${coupon.code}`);
      return c.json(coupon, 201);
    })
    .put("/coupons/:code", async (c) => {
      const update = await readJson(c, couponUpdateSchema);
      return c.json(await updateCoupon(deps.db, c.req.param("code"), update));
    })
    .delete("/coupons/:code", async (c) =>
      c.json(await deleteCoupon(deps.db, c.req.param("code"))),
    );
}
