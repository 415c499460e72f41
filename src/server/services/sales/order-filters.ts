import { inArray, type SQL, sql } from "drizzle-orm";
import { orderItems, orders } from "#server/db/schema.ts";
import { COUNTED_ORDER_STATUSES } from "#shared/admin-reports.ts";

/**
 * An order that counts, in the dashboard, the reports and Lojas ao vivo alike: placed and not
 * cancelled, a Pix order only once its money was seen (ORDER_COUNTS in #shared/admin-reports.ts
 * decides each status). A pending order already took stock and money is expected (cash, card,
 * WhatsApp, a confirmed Pix), so it counts towards sales and the monthly goal; an order out for
 * delivery counts like a ready or delivered one.
 */
export const isSale: SQL = inArray(orders.status, COUNTED_ORDER_STATUSES);

/**
 * Customers have no accounts; one is a phone number. Compared by its digits only, so
 * "(81) 99999-0000" and "81999990000" are the same customer.
 */
export const customerKey: SQL = sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g')`;

/**
 * Picolés a line makes (lineUnits in #shared/party-boxes.ts): a party box's parts (one box's
 * mix) times its boxes, else its quantity.
 */
export const picolesOfLine: SQL = sql`(${orderItems.quantity} * coalesce(
  (select sum((part->>'quantity')::int) from jsonb_array_elements(${orderItems.boxParts}) as part),
  1))`;
