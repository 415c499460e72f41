/**
 * The checkout's check, loaded lazily (order-resolver.ts): zod and the order schema stay off
 * the shop's first load.
 */
import { zodResolver } from "@hookform/resolvers/zod";
import type { FieldErrors, Resolver } from "react-hook-form";
import {
  CARD_TYPES,
  type CreateOrder,
  createOrderSchema,
  DELIVERY_METHODS,
  PAYMENT_METHODS,
} from "#shared/orders.ts";
import { z } from "#shared/zod-pt-br.ts";
import {
  type CheckoutValues,
  checkoutProblems,
  type OrderContext,
  toOrderInput,
} from "./checkout-values.ts";

const typedCheckout = z.object({
  customer: z.object({ name: z.string(), phone: z.string(), cpf: z.string() }),
  deliveryMethod: z.enum(DELIVERY_METHODS),
  deliveryAddress: z.object({
    areaId: z.string(),
    cep: z.string(),
    street: z.string(),
    number: z.string(),
    complement: z.string(),
  }),
  paymentMethod: z.enum([...PAYMENT_METHODS, ""]),
  changeFor: z.string(),
  cardType: z.enum([...CARD_TYPES, ""]),
}) satisfies z.ZodType<CheckoutValues>;

/** Sets `message` at a dotted field name of the form's nested errors. */
function setError(errors: Record<string, unknown>, field: string, message: string): void {
  const [first = "", second] = field.split(".");
  const error = { type: "custom", message };
  if (second === undefined) {
    errors[first] = error;
    return;
  }
  const group = (errors[first] ?? {}) as Record<string, unknown>;
  errors[first] = { ...group, [second]: error };
}

/**
 * The whole order (the form with the cart, store, coupon and total of its context) checked by
 * the API's own schema, then what only the page knows (checkoutProblems: a bairro and a payment
 * chosen, the troco, the minimum), whose words win on a field both name. The order's paths are
 * the form's names (customer.name, deliveryAddress.cep…), so their errors show on their fields;
 * the cart's (items, storeId) are no field, and the form says those otherwise.
 */
export function checkoutResolver(
  context: OrderContext,
): Resolver<CheckoutValues, OrderContext, CreateOrder> {
  const schemaResolver = zodResolver(
    typedCheckout.transform((values) => toOrderInput(values, context)).pipe(createOrderSchema),
  );
  return async (values, resolverContext, options) => {
    const result = await schemaResolver(values, resolverContext, options);
    const problems = checkoutProblems(values, context);
    if (problems.length === 0) return result;
    const errors = { ...result.errors } as Record<string, unknown>;
    for (const problem of problems) setError(errors, problem.field, problem.message);
    return { values: {}, errors: errors as FieldErrors<CheckoutValues> };
  };
}
