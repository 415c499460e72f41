import { orderCashbackLine } from "#shared/cashback-terms.ts";
import {
  DELIVERY_METHOD_LABELS,
  formatShortNumber,
  PAYMENT_METHOD_LABELS,
} from "#shared/order-terms.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { OrderLines } from "#web/components/order-lines.tsx";
import { OrderTotals } from "#web/components/order-totals.tsx";
import { customerStatusLabel, isStrangersCopy, paymentMessage } from "./order-state.ts";

type Numbered = Partial<Pick<CustomerOrderView, "shortNumber" | "pickupCode">> &
  Pick<CustomerOrderView, "id" | "deliveryMethod" | "status">;

/**
 * The number the store calls out (#042), big, beside the order's full id. An order kept in
 * this browser from before short numbers existed has only the id.
 */
function OrderNumbers({ order }: { order: Numbered }) {
  return (
    <div className="flex flex-wrap items-baseline gap-x-4 gap-y-1">
      {order.shortNumber !== undefined && (
        <p
          className="font-black text-6xl leading-none tracking-tight"
          data-testid="order-short-number"
        >
          {formatShortNumber(order.shortNumber)}
        </p>
      )}
      <p
        className={
          order.shortNumber === undefined
            ? "font-extrabold text-2xl"
            : "break-all font-semibold text-lg text-muted"
        }
        data-testid="order-id"
      >
        {order.id}
      </p>
    </div>
  );
}

/**
 * The code the customer shows at the counter (or tells the courier, who may ask). Whoever has
 * it takes the order, so only the device that placed it sees it: elsewhere a pickup says who
 * has it, and a delivery's (asked by the courier of the customer) is left out. A cancelled
 * order has nothing to collect: its code is not shown.
 */
function PickupCode({ order }: { order: Numbered }) {
  if (order.pickupCode === undefined || order.status === "cancelled") return null;
  if (order.pickupCode === null) {
    return order.deliveryMethod === "pickup" ? (
      <p className="mt-4 text-sm" data-testid="pickup-code">
        O código de retirada aparece só no celular de quem fez o pedido: é ele que se mostra no
        balcão.
      </p>
    ) : null;
  }
  return order.deliveryMethod === "pickup" ? (
    <p
      className="mt-4 rounded-xl border-2 border-brand-600 bg-brand-50 px-4 py-3 text-lg"
      data-testid="pickup-code"
    >
      Código de retirada:{" "}
      <strong className="font-black text-2xl tracking-widest">{order.pickupCode}</strong> — mostre
      no balcão
    </p>
  ) : (
    <p className="mt-3 text-sm" data-testid="pickup-code">
      Código de confirmação da entrega: <strong>{order.pickupCode}</strong> (informe ao entregador
      se ele pedir)
    </p>
  );
}

/** The order's number (and pickup code), its status in a word, and how it is paid. */
export function OrderSummary({ order }: { order: CustomerOrderView }) {
  return (
    <div className="rounded-2xl bg-white p-5 shadow-sm">
      <p className="text-muted text-sm">Número do pedido</p>
      <OrderNumbers order={order} />
      <PickupCode order={order} />
      {/* Not a live region: the page's headline (order-headline.tsx) speaks each change. */}
      <p className="mt-2">
        Status:{" "}
        <span
          className="rounded-full bg-brand-50 px-2 py-0.5 font-semibold text-brand-700"
          data-testid="order-status"
        >
          {customerStatusLabel(order)}
        </span>
      </p>
      <p className="mt-3 text-sm" data-testid="payment-message">
        {paymentMessage(order)}
      </p>
      <CashbackEarned order={order} />
    </div>
  );
}

/** Clube Frosty: what the order earns (or earned), for a member's order. */
function CashbackEarned({ order }: { order: CustomerOrderView }) {
  // An order kept in this browser from before the club has no `cashback`.
  const line = order.cashback
    ? orderCashbackLine(order.cashback.earnedCents, order.cashback.earnedStatus)
    : null;
  if (!line) return null;
  return (
    <p
      className="mt-3 rounded-xl bg-green-50 px-3 py-2 font-semibold text-green-800 text-sm"
      data-testid="order-cashback"
    >
      {line}
    </p>
  );
}

/**
 * What was ordered, the totals, and the customer's, receiving and store details: on another
 * device than the one that placed the order, the phone and the address as the server masked
 * them, and a word on why.
 */
export function OrderDetails({ order }: { order: CustomerOrderView }) {
  return (
    <div className="flex flex-col gap-5">
      <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby="items-heading">
        <h2 id="items-heading" className="mb-3 font-bold text-lg">
          Itens
        </h2>
        <OrderLines items={order.items} className="mb-4" />
        <OrderTotals
          subtotalCents={order.subtotalCents}
          discountCents={order.discountCents}
          deliveryFeeCents={order.deliveryFeeCents}
          totalCents={order.totalCents}
          cashbackCents={order.cashback?.spentCents ?? 0}
        />
      </section>

      <section
        className="rounded-2xl bg-white p-5 shadow-sm"
        aria-labelledby="customer-info-heading"
      >
        <h2 id="customer-info-heading" className="mb-3 font-bold text-lg">
          Dados do pedido
        </h2>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted">Nome</dt>
          <dd>{order.customer.name}</dd>
          <dt className="text-muted">Telefone</dt>
          <dd>{order.customer.phone}</dd>
          <dt className="text-muted">Recebimento</dt>
          <dd>{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</dd>
          {order.deliveryMethod === "delivery" && (
            <>
              <dt className="text-muted">Endereço</dt>
              <dd>{order.customer.address}</dd>
              {order.delivery && (
                <>
                  <dt className="text-muted">Previsão</dt>
                  <dd>entrega em cerca de {order.delivery.etaMinutes} min</dd>
                </>
              )}
            </>
          )}
          <dt className="text-muted">Pagamento</dt>
          <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
          <dt className="text-muted">Loja</dt>
          <dd>
            {order.store.name} — {order.store.city} - {order.store.state}
          </dd>
        </dl>
        {isStrangersCopy(order) && (
          <p className="mt-3 text-muted text-sm" data-testid="personal-data-hidden">
            Para proteger quem fez o pedido, o telefone e o endereço aparecem só em parte. Os dados
            completos ficam no aparelho em que o pedido foi feito.
          </p>
        )}
      </section>
    </div>
  );
}
