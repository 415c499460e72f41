import type { DeliveryMethod, PaymentMethod } from "#shared/order-terms.ts";
import type { CreateOrderInput } from "#shared/orders.ts";

/** The form's fields, named as the order names them (customer.name…), so its errors land there. */
export interface CheckoutValues {
  customer: { name: string; phone: string; cpf: string; address: string };
  deliveryMethod: DeliveryMethod;
  paymentMethod: PaymentMethod;
}

/** What the order takes from outside the form: the cart's lines, the store and the coupon. */
export interface OrderContext {
  items: CreateOrderInput["items"];
  storeId: string;
  couponCode: string | null;
}
