import { timingSafeEqual } from "node:crypto";
import type { ChangeOrderStatus } from "#shared/admin-orders.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import { adminOrderErrors } from "./errors.ts";

function sameCode(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The pickup code at hand-over. Delivering (status delivered) a pickup order takes the code the
 * customer shows: missing or wrong is a 422 and nothing changes. A delivery order may record
 * it too (the courier asked for it), and then it must be right. Other moves ignore it.
 * True when a code was given and matched: the order records when it was checked.
 */
export function checkPickupCode(
  order: { deliveryMethod: DeliveryMethod; pickupCode: string },
  change: ChangeOrderStatus,
): boolean {
  if (change.status !== "delivered") return false;
  if (change.pickupCode === undefined) {
    if (order.deliveryMethod === "pickup") throw adminOrderErrors.pickupCodeRequired();
    return false;
  }
  if (!sameCode(change.pickupCode, order.pickupCode)) throw adminOrderErrors.pickupCodeIncorrect();
  return true;
}
