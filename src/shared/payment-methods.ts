/**
 * Which payment methods a store takes: its own switch for a method, else the chain's, else
 * the default (every method on, so a fresh install's flows work; "Going live" in the README
 * says to switch the test payment off). Pix also needs a receiver (the store's or the chain's).
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
  const switches = { ...chainPaymentMethods(chain), ...store };
  return PAYMENT_METHODS.filter(
    (method) => switches[method] && (method !== "pix" || hasPixReceiver),
  );
}
