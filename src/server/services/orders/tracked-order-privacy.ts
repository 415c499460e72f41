import { brPhoneDigits } from "#shared/br-phone.ts";
import type { OrderView, TrackedOrder } from "#shared/orders.ts";

const HIDDEN = "····";

/**
 * The phone as a stranger sees it: the DDD and the last four digits, "(81) 9····-7777" (a
 * mobile keeps its leading 9, which every mobile has). Enough to tell whose order it is, not
 * to call.
 */
export function maskedPhone(phone: string): string {
  const digits = brPhoneDigits(phone);
  const last = digits.slice(-4);
  if (digits.length !== 10 && digits.length !== 11)
    return last.length === 4 ? `${HIDDEN}-${last}` : HIDDEN;
  const mobile = digits.length === 11 ? "9" : "";
  return `(${digits.slice(0, 2)}) ${mobile}${HIDDEN}-${last}`;
}

/**
 * The order as whoever holds its tracking link sees it, without the proof that their device
 * placed it: no CPF, the phone masked, the delivery address down to its street, bairro and
 * city (no number, complement or CEP: nothing that finds the door), and no pickup code, which
 * hands the order over at the counter. The rest (items, totals, status, store) is what a
 * shared link is for.
 */
export function strangersCopy(order: OrderView): Omit<TrackedOrder, "statusHistory"> {
  const { delivery } = order;
  return {
    ...order,
    pickupCode: null,
    customer: {
      name: order.customer.name,
      phone: maskedPhone(order.customer.phone),
      cpf: null,
      address: delivery
        ? `${delivery.street} - ${delivery.neighbourhood}, ${delivery.city}/${delivery.state}`
        : null,
    },
    delivery: delivery && { ...delivery, cep: null, number: null, complement: null },
  };
}
