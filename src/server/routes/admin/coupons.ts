import { apiRouter } from "#server/http/openapi.ts";
import {
  createCoupon,
  deleteCoupon,
  listCoupons,
  updateCoupon,
} from "#server/services/admin-coupons/admin-coupons.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import {
  createCouponRoute,
  deleteCouponRoute,
  listCouponsRoute,
  updateCouponRoute,
} from "./coupons.routes.ts";
import type { StaffEnv } from "./require-staff.ts";

/**
 * /api/admin/coupons: the coupons the checkout accepts (Marketing).
 *   GET                 every coupon, by code
 *   POST                create (201; 409 coupon_exists; 422 bad input)
 *   PUT    /:code       change some fields (404; 422 bad input, limit below the uses, from > to)
 *   DELETE /:code       delete an unused coupon, or switch a used one off (200 either way, the
 *                       body says which; 404)
 * Coupons are not part of the catalogue snapshot: the checkout asks /api/coupons live.
 * A code no coupon can have (a NUL, say) is a 404 like an unknown one, without a query.
 */
export function adminCouponRoutes(deps: Pick<AdminRoutesDeps, "db">) {
  return apiRouter<StaffEnv>()
    .openapi(listCouponsRoute, async (c) => c.json(await listCoupons(deps.db), 200))
    .openapi(createCouponRoute, async (c) => {
      const coupon = await createCoupon(deps.db, c.req.valid("json"));
      c.header("Location", `/api/admin/coupons/${coupon.code}`);
      return c.json(coupon, 201);
    })
    .openapi(updateCouponRoute, async (c) => {
      const { code } = c.req.valid("param");
      return c.json(await updateCoupon(deps.db, code, c.req.valid("json")), 200);
    })
    .openapi(deleteCouponRoute, async (c) => {
      const { code } = c.req.valid("param");
      return c.json(await deleteCoupon(deps.db, code), 200);
    });
}
