import { formatBRL } from "#shared/money.ts";
import type { PaymentMethod } from "#shared/order-terms.ts";
import { SCHEDULING_MESSAGES } from "#shared/scheduling.ts";

/** What GET /api/stores/{id}/schedule says of paying an encomenda. */
export interface SchedulePayment {
  paymentMethods: readonly PaymentMethod[];
  upfrontFromCents: number | null;
}

/**
 * The methods an encomenda of this total may be paid with, among the store's (in their order):
 * those the chain allows for encomendas, and only Pix from the upfront total on, said why.
 */
export function scheduledPaymentMethods(
  storeMethods: readonly PaymentMethod[],
  rules: SchedulePayment,
  totalCents: number,
): { methods: PaymentMethod[]; note: string | null } {
  const upfront = rules.upfrontFromCents !== null && totalCents >= rules.upfrontFromCents;
  const methods = storeMethods.filter(
    (method) => rules.paymentMethods.includes(method) && (!upfront || method === "pix"),
  );
  const note =
    upfront && rules.upfrontFromCents !== null
      ? SCHEDULING_MESSAGES.upfront(formatBRL(rules.upfrontFromCents))
      : null;
  return { methods, note };
}
