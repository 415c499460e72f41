import type { AdminOrderDetail } from "#shared/admin-orders.ts";
import type { OrderStatus } from "#shared/orders.ts";
import type { SignedInStaff, TestBrowser } from "./staff.ts";

/**
 * PATCH /api/admin/orders/:id/status as a staff member, with `body` as sent: a move's status
 * and version, a pickup code with it, or whatever a test of bad input sends.
 */
export function requestMove(
  staff: SignedInStaff | TestBrowser,
  orderId: string,
  body: unknown,
): Promise<Response> {
  const browser = "browser" in staff ? staff.browser : staff;
  return browser.request(`/api/admin/orders/${orderId}/status`, { method: "PATCH", json: body });
}

/**
 * Moves an order to `status` from its `version`, as a staff member; the move must be made
 * (200), or this throws with the answer. Returns the order as staff now see it.
 */
export async function moveOrder(
  staff: SignedInStaff | TestBrowser,
  orderId: string,
  status: OrderStatus,
  version: number,
): Promise<AdminOrderDetail> {
  const response = await requestMove(staff, orderId, { status, version });
  if (response.status !== 200) {
    throw new Error(`moving ${orderId} to ${status}: ${response.status} ${await response.text()}`);
  }
  return (await response.json()) as AdminOrderDetail;
}
