import type { Resolver } from "react-hook-form";
import type { CreateOrder } from "#shared/orders.ts";
import type { CheckoutValues, OrderContext } from "./checkout-values.ts";

/**
 * The order schema (and zod under it, ~25 KB gzipped) loads when the customer submits, not with
 * the page; the page asks for it once it has rendered, so a submit rarely waits. A failed load
 * is tried again on the next submit.
 */
let loading: Promise<typeof import("./checkout-schema.ts")> | undefined;

export function preloadOrderSchema(): Promise<typeof import("./checkout-schema.ts")> {
  loading ??= import("./checkout-schema.ts").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

/** The checkout form's resolver: the order's schema, once loaded (checkout-schema.ts). */
export const orderResolver: Resolver<CheckoutValues, OrderContext, CreateOrder> = async (
  values,
  context,
  options,
) => {
  if (!context) throw new Error("The checkout form needs its order context");
  const { checkoutResolver } = await preloadOrderSchema();
  return checkoutResolver(context)(values, context, options);
};
