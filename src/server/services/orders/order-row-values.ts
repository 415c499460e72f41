import type { StoredDeliveryAddress } from "#server/db/schema.ts";
import { maskCep } from "#shared/cep.ts";
import type { CreateOrder } from "#shared/orders.ts";
import { buildPixPayload } from "#shared/pix/br-code.ts";
import { newPixTxid } from "./order-ids.ts";
import type { OrderRow } from "./order-view.ts";
import type { PricedOrder } from "./price-order.ts";

/** What an order's row stores from the request and its pricing (the database adds the rest). */
export type NewOrderValues = Pick<
  OrderRow,
  | "idempotencyKey"
  | "requestHash"
  | "status"
  | "storeId"
  | "customerName"
  | "customerPhone"
  | "customerCpf"
  | "customerAddress"
  | "deliveryMethod"
  | "deliveryAddress"
  | "paymentMethod"
  | "changeForCents"
  | "cardType"
  | "pixTxid"
  | "pixPayload"
  | "couponCode"
  | "subtotalCents"
  | "discountCents"
  | "deliveryFeeCents"
  | "totalCents"
  | "clientAddressKeys"
  | "memberId"
  | "cashbackSpentCents"
  | "cashbackBaseCents"
  | "scheduledFor"
  | "scheduledDay"
  | "scheduledUnits"
  | "scheduledCancelUntil"
> & {
  /** Pix: how long the order waits for its payment, from its creation (the database's clock). */
  paymentExpiresInMinutes: number | null;
};

/** A delivery address on one line, as tickets, cards and messages show it. */
export function addressLine(address: StoredDeliveryAddress): string {
  const complement = address.complement ? `, ${address.complement}` : "";
  return (
    `${address.street}, ${address.number}${complement} - ${address.neighbourhood}, ` +
    `${address.city}/${address.state} - CEP ${maskCep(address.cep)}`
  );
}

export function newOrderValues(
  input: CreateOrder,
  priced: PricedOrder,
  idempotencyKey: string,
  hash: string,
  /** clientAddressKeys(): what its held units count under; null when the client is unknown. */
  clientAddressKeys: string[] | null,
  /** The Clube Frosty member placing it, if signed in. */
  memberId: string | null,
): NewOrderValues {
  const { customer } = input;
  const { payment } = priced;
  const pixTxid = payment.pix ? newPixTxid() : null;
  return {
    idempotencyKey,
    requestHash: hash,
    // A Pix order waits for its money before the store sees it as an order to make; an
    // encomenda waits for its time (release-scheduled-orders.ts).
    status: payment.pix ? "awaiting_payment" : priced.schedule ? "scheduled" : "pending",
    storeId: priced.store.id,
    customerName: customer.name,
    customerPhone: customer.phone,
    customerCpf: customer.cpf || null,
    customerAddress: priced.delivery ? addressLine(priced.delivery) : null,
    deliveryMethod: input.deliveryMethod,
    deliveryAddress: priced.delivery,
    paymentMethod: payment.method,
    changeForCents: payment.changeForCents,
    cardType: payment.cardType,
    pixTxid,
    pixPayload:
      payment.pix && pixTxid
        ? buildPixPayload({
            key: payment.pix.receiver.key,
            merchantName: payment.pix.receiver.merchantName,
            merchantCity: payment.pix.receiver.merchantCity,
            amountCents: priced.totalCents,
            txid: pixTxid,
          })
        : null,
    paymentExpiresInMinutes: payment.pix?.expiryMinutes ?? null,
    couponCode: priced.couponCode,
    subtotalCents: priced.subtotalCents,
    discountCents: priced.discountCents,
    deliveryFeeCents: priced.deliveryFeeCents,
    totalCents: priced.totalCents,
    clientAddressKeys,
    memberId,
    cashbackSpentCents: priced.cashbackSpentCents,
    cashbackBaseCents: memberId === null ? 0 : priced.cashbackBaseCents,
    scheduledFor: priced.schedule?.slotStart ?? null,
    scheduledDay: priced.schedule?.day ?? null,
    scheduledUnits: priced.schedule?.units ?? null,
    scheduledCancelUntil: priced.schedule?.cancelUntil ?? null,
  };
}
