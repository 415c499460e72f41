import type { CouponView } from "#shared/orders.ts";
import { apiGet } from "#web/lib/api-client.ts";

export function getCoupon(code: string): Promise<CouponView> {
  return apiGet<CouponView>(`/api/coupons/${encodeURIComponent(code.trim())}`);
}
