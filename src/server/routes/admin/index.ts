import { apiRouter } from "#server/http/openapi.ts";
import type { AdminRoutesDeps } from "./admin-deps.ts";
import { adminClubReportRoutes } from "./club-report.ts";
import { adminClubSettingsRoutes } from "./club-settings.ts";
import { adminCouponRoutes } from "./coupons.ts";
import { adminCustomerRoutes } from "./customers.ts";
import { adminDashboardRoutes } from "./dashboard.ts";
import { adminDeliveryAreaRoutes } from "./delivery-areas.ts";
import { adminLimitRoutes } from "./limits.ts";
import { adminOrderRoutes } from "./orders.ts";
import { adminPaymentRoutes } from "./payments.ts";
import { adminPixConnectionRoutes } from "./pix-connections.ts";
import { adminProductRoutes } from "./products.ts";
import { adminReportRoutes } from "./reports.ts";
import { requireStaff, type StaffEnv } from "./require-staff.ts";
import { adminScheduledOrderRoutes } from "./scheduled-orders.ts";
import { adminSchedulingSettingsRoutes } from "./scheduling-settings.ts";
import { adminSessionRoutes } from "./session.ts";
import { adminSettingsRoutes } from "./settings.ts";
import { adminStaffTeamRoutes } from "./staff-team.ts";
import { adminStoreCopyRoutes } from "./store-copy.ts";
import { adminStoreLiveRoutes } from "./store-live.ts";
import { adminStoreStockRoutes } from "./store-stock.ts";
import { adminStoreRoutes } from "./stores.ts";

/**
 * /api/admin/*: the staff API. The guard runs before every route, and before the 404 of a path
 * that matches none, so nothing under /api/admin answers anyone but an admin.
 */
export function adminRoutes(deps: AdminRoutesDeps) {
  const admin = apiRouter<StaffEnv>();
  admin.use(async (c, next) => {
    await next();
    // Staff data (and refusals) must never be kept by a browser or proxy cache.
    c.res.headers.set("Cache-Control", "no-store");
  });
  admin.use(requireStaff(deps));
  admin.route("/", adminSessionRoutes());
  admin.route("/", adminDashboardRoutes(deps));
  admin.route("/", adminProductRoutes(deps));
  admin.route("/", adminScheduledOrderRoutes(deps)); // before /orders/{id}
  admin.route("/", adminOrderRoutes(deps));
  admin.route("/", adminCustomerRoutes(deps));
  admin.route("/", adminReportRoutes(deps));
  admin.route("/", adminClubReportRoutes(deps));
  admin.route("/", adminCouponRoutes(deps));
  admin.route("/", adminSettingsRoutes(deps));
  admin.route("/", adminPaymentRoutes(deps));
  admin.route("/", adminPixConnectionRoutes(deps));
  admin.route("/", adminLimitRoutes(deps));
  admin.route("/", adminClubSettingsRoutes(deps));
  admin.route("/", adminSchedulingSettingsRoutes(deps));
  admin.route("/", adminStoreLiveRoutes(deps)); // before /stores/{id}/…
  admin.route("/", adminStoreRoutes(deps));
  admin.route("/", adminStoreCopyRoutes(deps));
  admin.route("/", adminStaffTeamRoutes(deps));
  admin.route("/", adminStoreStockRoutes(deps));
  admin.route("/", adminDeliveryAreaRoutes(deps));
  return admin;
}
