import { inArray, notInArray, type SQL, sql } from "drizzle-orm";
import { orders } from "#server/db/schema.ts";
import type { OrderStatus } from "#shared/orders.ts";

/**
 * A sale: every order except a cancelled one and a Pix order whose money has not been seen yet
 * (it may still expire). A pending order already took stock and money is expected (cash, card,
 * WhatsApp, a confirmed Pix), so it counts towards sales and the monthly goal.
 */
export const isSale: SQL = notInArray(orders.status, ["cancelled", "awaiting_payment"]);

/** "Confirmed": staff accepted the order (it is being made, is ready, or was delivered). */
export const CONFIRMED_STATUSES: OrderStatus[] = ["preparing", "ready", "delivered"];
export const isConfirmed: SQL = inArray(orders.status, CONFIRMED_STATUSES);

/**
 * Customers have no accounts; one is a phone number. Compared by its digits only, so
 * "(81) 99999-0000" and "81999990000" are the same customer.
 */
export const customerKey: SQL = sql`regexp_replace(${orders.customerPhone}, '[^0-9]', '', 'g')`;
