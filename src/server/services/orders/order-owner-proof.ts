import { createHmac } from "node:crypto";

/**
 * The proof that a device placed an order: HMAC(secret, "order-owner:" + id). POST /api/orders
 * gives it only to the device that placed the order, which keeps it with its orders and never
 * puts it in the tracking link; so whoever gets the link alone reads the order without the
 * customer's personal data. Derived, not stored: no migration, and every instance sharing the
 * auth secret checks it (a new secret makes every earlier proof a stranger's).
 */
export function orderOwnerProof(secret: string, orderId: string): string {
  return createHmac("sha256", secret).update(`order-owner:${orderId}`).digest("base64url");
}
