/**
 * Which payment methods a store takes: those the chain has on (its switch, else the default:
 * every method on, so a fresh install's flows work; "Going live" in the README says to switch
 * the test payment off) that the store has not switched off. A chain switch that is off is off
 * at every store, whatever the store saved: stores choose only among what HQ allows (a store's
 * "on" only matters again once HQ switches the method back on). Pix also needs a receiver (the
 * store's or the chain's).
 */
import { PAYMENT_METHODS, type PaymentMethod } from "./order-terms.ts";

export type MethodSwitches = Partial<Record<PaymentMethod, boolean>>;

export const DEFAULT_PAYMENT_METHODS: Readonly<Record<PaymentMethod, boolean>> = {
  pix: true,
  cash: true,
  card: true,
  whatsapp: true,
  test: true,
};

/** The chain's switches over the defaults: every method, on or off. */
export function chainPaymentMethods(chain: MethodSwitches): Record<PaymentMethod, boolean> {
  return { ...DEFAULT_PAYMENT_METHODS, ...chain };
}

/** The methods a store offers now, in the checkout's order. */
export function storePaymentMethods(
  chain: MethodSwitches,
  store: MethodSwitches,
  hasPixReceiver: boolean,
): PaymentMethod[] {
  const chainOn = chainPaymentMethods(chain);
  return PAYMENT_METHODS.filter(
    (method) => chainOn[method] && store[method] !== false && (method !== "pix" || hasPixReceiver),
  );
}
