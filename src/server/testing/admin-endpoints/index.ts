import { CATALOG_ENDPOINTS } from "./catalog.ts";
import { CLUB_ENDPOINTS } from "./club.ts";
import { CORE_ENDPOINTS } from "./core.ts";
import { COUPON_SETTINGS_STORE_ENDPOINTS } from "./coupons-settings-stores.ts";
import { CUSTOMER_REPORT_ENDPOINTS } from "./customers-reports.ts";
import { ORDER_ENDPOINTS } from "./orders.ts";
import { PAYMENT_DELIVERY_AREA_ENDPOINTS } from "./payments-delivery-areas.ts";
import { PIX_CONNECTION_ENDPOINTS } from "./pix-connections.ts";
import { SCHEDULED_ORDER_ENDPOINTS } from "./scheduled-orders.ts";
import { SCHEDULING_RULES_ENDPOINTS } from "./scheduling-rules.ts";
import { STAFF_TEAM_ENDPOINTS } from "./staff-team.ts";
import { STORE_STOCK_ENDPOINTS } from "./store-stock.ts";

/**
 * Every /api/admin endpoint, one file per area. The permission test checks this list against
 * the routes the app really serves, so a new endpoint cannot skip the permission checks.
 */
export const ADMIN_ENDPOINTS = [
  ...CORE_ENDPOINTS,
  ...ORDER_ENDPOINTS,
  ...SCHEDULED_ORDER_ENDPOINTS,
  ...CATALOG_ENDPOINTS,
  ...CUSTOMER_REPORT_ENDPOINTS,
  ...COUPON_SETTINGS_STORE_ENDPOINTS,
  ...STAFF_TEAM_ENDPOINTS,
  ...STORE_STOCK_ENDPOINTS,
  ...PAYMENT_DELIVERY_AREA_ENDPOINTS,
  ...CLUB_ENDPOINTS,
  ...SCHEDULING_RULES_ENDPOINTS,
  // Last: their DELETEs clear the connections the others saved (pix-connections.ts).
  ...PIX_CONNECTION_ENDPOINTS,
];
