import type { CreateOrder } from "#shared/orders.ts";
import type { OrderRow } from "./order-view.ts";
import type { PricedOrder } from "./price-order.ts";

/** What an order's row stores from the request and its pricing (the database adds the rest). */
export type NewOrderValues = Pick<
  OrderRow,
  | "idempotencyKey"
  | "requestHash"
  | "storeId"
  | "customerName"
  | "customerPhone"
  | "customerCpf"
  | "customerAddress"
  | "deliveryMethod"
  | "paymentMethod"
  | "couponCode"
  | "subtotalCents"
  | "discountCents"
  | "deliveryFeeCents"
  | "totalCents"
>;

export function newOrderValues(
  input: CreateOrder,
  priced: PricedOrder,
  idempotencyKey: string,
  hash: string,
): NewOrderValues {
  const { customer } = input;
  return {
    idempotencyKey,
    requestHash: hash,
    storeId: priced.store.id,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerCpf: customer.cpf || null,
    // An address typed before switching to pickup is not needed, so it is not kept.
    customerAddress: input.deliveryMethod === "delivery" ? customer.address || null : null,
    deliveryMethod: input.deliveryMethod,
    paymentMethod: input.paymentMethod,
    couponCode: priced.couponCode,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    totalCents: priced.totalCents,
  };
}
