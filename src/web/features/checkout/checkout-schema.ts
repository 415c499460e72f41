/**
 * The checkout's check, loaded lazily (order-resolver.ts): zod and the order schema stay off
 * the shop's first load.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import {
  type CreateOrderInput,
  createOrderSchema,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
} from "#shared/orders.ts";
import { z } from "#shared/zod-pt-br.ts";
import type { CheckoutValues, OrderContext } from "./checkout-values.ts";

const typedCheckout = z.object({
  customer: z.object({ name: z.string(), phone: z.string(), cpf: z.string(), address: z.string() }),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  paymentMethod: z.enum(PAYMENT_METHODS),
}) satisfies z.ZodType<CheckoutValues>;

/** The order as POST /api/orders takes it: no CPF left blank, an address only for a delivery. */
function toOrderInput(values: CheckoutValues, context: OrderContext): CreateOrderInput {
  const { name, phone, cpf, address } = values.customer;
  return {
    storeId: context.storeId,
    items: context.items,
    customer: {
      name,
      phone,
      ...(cpf.trim() ? { cpf } : {}),
      ...(values.deliveryMethod === "delivery" ? { address } : {}),
    },
    deliveryMethod: values.deliveryMethod,
    paymentMethod: values.paymentMethod,
    ...(context.couponCode ? { couponCode: context.couponCode } : {}),
  };
}

/**
 * The whole order (the form with the cart, store and coupon of its context) checked by the API's
 * own schema. The order's paths are the form's names (customer.name, deliveryMethod…), so their
 * errors show on their fields; the cart's (items, storeId) are no field, and the form says
 * those otherwise.
 */
export function checkoutResolver(context: OrderContext) {
  return zodResolver(
    typedCheckout
      .transform((values): CreateOrderInput => toOrderInput(values, context))
      .pipe(createOrderSchema),
  );
}
