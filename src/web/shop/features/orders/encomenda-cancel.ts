import type { OrderStatus } from "#shared/order-terms.ts";
import type { OrderScheduleView } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";
import type { OrderAccess } from "./api.ts";

/**
 * Where an encomenda stands for its customer's own cancel: "open" while it waits for its slot
 * (or its Pix) before the cutoff, "late" after it (only the store cancels then), null when
 * there is nothing to cancel here (an order for now, one under way or over).
 */
export function encomendaCancel(
  order: { status: OrderStatus; schedule?: Pick<OrderScheduleView, "cancelUntil"> | null },
  now: Date = new Date(),
): "open" | "late" | null {
  if (!order.schedule) return null;
  if (order.status !== "scheduled" && order.status !== "awaiting_payment") return null;
  return now.getTime() < Date.parse(order.schedule.cancelUntil) ? "open" : "late";
}

/** The customer cancels their encomenda, from the device that placed it (its owner proof). */
export function cancelEncomenda({ id, accessToken, ownerProof }: OrderAccess) {
  return api("post", "/api/orders/{id}/cancel", {
    path: { id },
    headers: {
      "x-order-token": accessToken,
      ...(ownerProof ? { "x-order-owner": ownerProof } : {}),
    },
  });
}
