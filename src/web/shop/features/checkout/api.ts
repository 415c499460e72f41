import type { DeliveryMethod } from "#shared/order-terms.ts";
import type { CreateOrderInput } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * Sends the order. `idempotencyKey`: one per order attempt (the checkout keeps it across a
 * network retry), so the server never stores the same order twice.
 */
export function createOrder(input: CreateOrderInput, idempotencyKey: string) {
  return api("post", "/api/orders", {
    body: input,
    headers: { "idempotency-key": idempotencyKey },
  });
}

/** Lets the "Aplicar" button check a code before the order is sent; placing the order checks again. */
export function getCoupon(
  code: string,
  order: { storeId?: string; deliveryMethod: DeliveryMethod; subtotalCents: number },
) {
  return api("get", "/api/coupons/{code}", {
    path: { code: code.trim() },
    query: { ...order, subtotalCents: String(order.subtotalCents) },
  });
}
