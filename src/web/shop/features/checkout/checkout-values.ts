import { isValidCpf } from "#shared/br-documents.ts";
import { brPhoneProblem } from "#shared/br-phone.ts";
import type { DeliveryArea } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { parseBRLInput } from "#shared/money-input.ts";
import {
  type CardType,
  type DeliveryMethod,
  MESSAGES,
  type PaymentMethod,
} from "#shared/order-terms.ts";
import type { CreateOrderInput } from "#shared/orders.ts";

/**
 * The form's fields, named as the order names them (customer.name, deliveryAddress.cep…), so
 * the schema's and the server's errors land there. `changeFor` is the troco as typed, in reais
 * (the order's changeForCents); an empty choice is "" until the customer picks one.
 */
export interface CheckoutValues {
  customer: { name: string; phone: string; cpf: string };
  deliveryMethod: DeliveryMethod;
  deliveryAddress: {
    areaId: string;
    cep: string;
    street: string;
    number: string;
    complement: string;
  };
  paymentMethod: PaymentMethod | "";
  changeFor: string;
  cardType: CardType | "";
}

/** What the order takes from outside the form: the cart's lines, the store, the coupon, the total. */
export interface OrderContext {
  items: CreateOrderInput["items"];
  storeId: string;
  couponCode: string | null;
  /** An encomenda: the slot chosen ("Agendar"); null for an order for now. */
  schedule: { slotStart: string } | null;
  /** The cart's subtotal (a delivery area's minimum is checked against it, as the server does). */
  subtotalCents: number;
  /** The total the summary shows: sent as expectedTotalCents, and the troco is checked against it. */
  totalCents: number;
  /** The chosen bairro as the catalogue has it; null for a pickup or before one is chosen. */
  area: DeliveryArea | null;
  /** A member using their cashback: the balance the checkout showed. */
  cashback: { expectedBalanceCents: number } | null;
}

/** A form field an error belongs to, by its dotted name. */
export type CheckoutField =
  | "customer.name"
  | "customer.phone"
  | "customer.cpf"
  | "deliveryMethod"
  | "deliveryAddress.cep"
  | "deliveryAddress.street"
  | "deliveryAddress.number"
  | "deliveryAddress.complement"
  | "deliveryAddress.areaId"
  | "paymentMethod"
  | "changeFor"
  | "cardType";

/** The fields in the order the page shows them: the first one in error gets the focus. */
export const CHECKOUT_FIELDS: readonly CheckoutField[] = [
  "customer.name",
  "customer.phone",
  "customer.cpf",
  "deliveryMethod",
  "deliveryAddress.cep",
  "deliveryAddress.street",
  "deliveryAddress.number",
  "deliveryAddress.complement",
  "deliveryAddress.areaId",
  "paymentMethod",
  "changeFor",
  "cardType",
];

/**
 * The form field of an issue the order's schema or the server named by the order's path
 * (["customer", "phone"], ["changeForCents"]…); null for what is no field (the cart's lines,
 * the store, the coupon).
 */
export function checkoutFieldOf(path: readonly (string | number)[]): CheckoutField | null {
  const [first, second] = path;
  if (first === "changeForCents") return "changeFor";
  // A delivery with no address at all: said at its first field, the CEP.
  if (first === "deliveryAddress" && second === undefined) return "deliveryAddress.cep";
  const name = second === undefined ? String(first) : `${String(first)}.${String(second)}`;
  return (CHECKOUT_FIELDS as readonly string[]).includes(name) ? (name as CheckoutField) : null;
}

/**
 * Whether any of the address is typed (CEP, rua, número). None: the order has no address, said
 * with one "Informe o endereço para entrega" at its first field rather than a word on each.
 */
function addressTyped({ deliveryAddress: { cep, street, number } }: CheckoutValues): boolean {
  return /\S/.test(cep + street + number);
}

export const CHOOSE_PAYMENT_METHOD = "Escolha a forma de pagamento";
export const INVALID_CHANGE = "Valor inválido: informe em reais, como 50,00";

/** What a delivery to this bairro asks of the subtotal, as the server says it. */
export function belowMinimumMessage(area: Pick<DeliveryArea, "name" | "minOrderCents">): string {
  return `O pedido mínimo para entrega em ${area.name} é de ${formatBRL(area.minOrderCents ?? 0)}`;
}

/** The troco typed, in cents: null when left blank, NaN when it is not an amount. */
export function changeForCents(text: string): number | null {
  if (!text.trim()) return null;
  return parseBRLInput(text) ?? Number.NaN;
}

/**
 * What the order's schema cannot know and the page does: a payment method and a bairro were
 * chosen, the troco covers the total shown, the subtotal reaches the bairro's minimum. Also the
 * schema's own checks across fields (name, phone, CPF, card type), which zod runs only once
 * every field has the right shape: the customer hears of all of them at once. The server checks
 * the same again.
 */
export function checkoutProblems(
  values: CheckoutValues,
  context: OrderContext,
): { field: CheckoutField; message: string }[] {
  const problems: { field: CheckoutField; message: string }[] = [];
  const { name, phone, cpf } = values.customer;
  if (!name.trim()) problems.push({ field: "customer.name", message: MESSAGES.requiredFields });
  const phoneProblem = phone.trim() ? brPhoneProblem(phone.trim()) : MESSAGES.requiredFields;
  if (phoneProblem) problems.push({ field: "customer.phone", message: phoneProblem });
  if (cpf.trim() && !isValidCpf(cpf.trim())) {
    problems.push({ field: "customer.cpf", message: "CPF inválido" });
  }
  if (values.deliveryMethod === "delivery") {
    if (!addressTyped(values)) {
      problems.push({ field: "deliveryAddress.cep", message: MESSAGES.deliveryAddress });
    }
    if (!values.deliveryAddress.areaId || !context.area) {
      problems.push({ field: "deliveryAddress.areaId", message: MESSAGES.chooseArea });
    } else if (
      context.area.minOrderCents !== null &&
      context.subtotalCents < context.area.minOrderCents
    ) {
      problems.push({
        field: "deliveryAddress.areaId",
        message: belowMinimumMessage(context.area),
      });
    }
  }
  if (!values.paymentMethod) {
    problems.push({ field: "paymentMethod", message: CHOOSE_PAYMENT_METHOD });
  }
  if (values.paymentMethod === "card" && !values.cardType) {
    problems.push({ field: "cardType", message: MESSAGES.chooseCardType });
  }
  if (values.paymentMethod === "cash") {
    const change = changeForCents(values.changeFor);
    if (change !== null && Number.isNaN(change)) {
      problems.push({ field: "changeFor", message: INVALID_CHANGE });
    } else if (change !== null && change < context.totalCents) {
      problems.push({ field: "changeFor", message: MESSAGES.changeBelowTotal });
    }
  }
  return problems;
}

/**
 * The order as POST /api/orders takes it: no CPF or complement left blank, an address only for
 * a delivery (and only once some of it is typed), the troco only with cash, the card type only with the card, and the total shown.
 */
export function toOrderInput(values: CheckoutValues, context: OrderContext): CreateOrderInput {
  const { name, phone, cpf } = values.customer;
  const { areaId, cep, street, number, complement } = values.deliveryAddress;
  const change = values.paymentMethod === "cash" ? changeForCents(values.changeFor) : null;
  return {
    storeId: context.storeId,
    items: context.items,
    customer: { name, phone, ...(cpf.trim() ? { cpf } : {}) },
    deliveryMethod: values.deliveryMethod,
    ...(values.deliveryMethod === "delivery" && addressTyped(values)
      ? {
          deliveryAddress: {
            areaId,
            cep,
            street,
            number,
            ...(complement.trim() ? { complement } : {}),
          },
        }
      : {}),
    // An unchosen method is left out (the cast below: the schema then refuses the order, and
    // checkoutProblems says so on the field).
    ...(values.paymentMethod ? { paymentMethod: values.paymentMethod } : {}),
    ...(change !== null && !Number.isNaN(change) ? { changeForCents: change } : {}),
    ...(values.paymentMethod === "card" && values.cardType ? { cardType: values.cardType } : {}),
    expectedTotalCents: context.totalCents,
    ...(context.couponCode ? { couponCode: context.couponCode } : {}),
    ...(context.schedule ? { schedule: context.schedule } : {}),
    ...(context.cashback ? { cashback: context.cashback } : {}),
  } as CreateOrderInput;
}
