import type { CouponRow } from "./catalogue-facts.ts";

/** The uses left under its limit (counting the uses given out so far). */
function usesLeft(coupon: CouponRow): number {
  return coupon.usageLimit === null ? Infinity : coupon.usageLimit - coupon.usageCount;
}

/**
 * The uses left of the coupons a batch applies, as read under their row locks; orders draw on
 * them in arrival order, so a coupon's limit is never passed however many orders race for it.
 */
export class CouponLedger {
  private readonly left = new Map<string, number>();

  constructor(coupons: Map<string, CouponRow>) {
    for (const [code, coupon] of coupons) this.left.set(code, usesLeft(coupon));
  }

  canUse(code: string): boolean {
    return (this.left.get(code) ?? 0) > 0;
  }

  use(code: string): void {
    this.left.set(code, (this.left.get(code) ?? 0) - 1);
  }
}
