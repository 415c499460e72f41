import { AlarmClock, CalendarClock, Printer } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { formatBRL } from "#shared/money.ts";
import {
  DELIVERY_METHOD_LABELS,
  formatShortNumber,
  ORDER_STATUS_LABELS,
} from "#shared/order-terms.ts";
import { OrderTotals } from "#web/components/order-totals.tsx";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useAdminOrder, useMarkOrderSeen } from "./api.ts";
import { detailCashbackFacts } from "./cashback-facts.ts";
import { formatOrderTime, formatPixExpiry, formatWaiting, isLate } from "./format.ts";
import { OrderDetailLines } from "./order-detail-lines.tsx";
import { OrderHistory } from "./order-history.tsx";
import { OrderStatusControls } from "./order-status-controls.tsx";
import { deliveryAddressLines, formatEta, paymentText } from "./payment-facts.ts";
import {
  bankConfirmationText,
  paidByBank,
  pixConfirmationOf,
  statementTxid,
} from "./pix-automatic-facts.ts";
import { PixAutomaticWaiting, PixRefundLines } from "./pix-automatic-notice.tsx";
import type { PixOrder } from "./pix-confirmation.tsx";
import { useTicketPrinter } from "./ticket-printer.tsx";
import { useNow } from "./use-now.ts";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-bold">{title}</h3>
      {children}
    </section>
  );
}

/**
 * The whole order: its short number big, the kitchen ticket's print button, items, totals,
 * customer, receiving, store and who moved it when. A Pix automático order also says whether
 * the bank is still to confirm it, did (with the Pix's endToEndId), or could not make the
 * charge (staff confirm it by the statement), and how its devolução is going.
 */
export function OrderDetailDialog({
  orderId,
  onClose,
}: {
  orderId: string | null;
  onClose(): void;
}) {
  const { data: order, isError } = useAdminOrder(orderId);
  const markSeen = useMarkOrderSeen();
  const printTicket = useTicketPrinter();
  const marked = useRef(new Set<string>());
  /**
   * The order open now, and whether it was not work yet when it was opened: awaiting its Pix,
   * or an encomenda waiting for its slot.
   */
  const opened = useRef<{ id: string; notYetWork: boolean } | null>(null);
  const now = useNow();

  useEffect(() => {
    if (orderId === null) opened.current = null;
  }, [orderId]);

  // Opening an order is what makes it no longer new, for every staff screen. Not one awaiting
  // its Pix: it becomes new for the kitchen once the payment is confirmed, and still is if it
  // was confirmed here (the kitchen's screens ring until someone opens it as an order to make).
  // Nor an encomenda opened from Agendados: it rings when it enters the queue.
  useEffect(() => {
    if (!order) return;
    if (opened.current?.id !== order.id) {
      opened.current = {
        id: order.id,
        notYetWork: order.status === "awaiting_payment" || order.status === "scheduled",
      };
    }
    if (opened.current.notYetWork || order.seenAt !== null || marked.current.has(order.id)) {
      return;
    }
    marked.current.add(order.id);
    markSeen.mutate(order.id);
  }, [order, markSeen]);

  const late = order ? isLate(order, now) : false;
  const pix: PixOrder | undefined = order && {
    id: order.id,
    shortNumber: order.shortNumber,
    version: order.version,
    totalCents: order.totalCents,
    customerName: order.customer.name,
    expiresAt: order.payment.pix?.expiresAt ?? null,
  };
  const payment =
    order &&
    paymentText(
      { ...order, changeForCents: order.payment.changeForCents, cardType: order.payment.cardType },
      pixConfirmationOf(order),
    );
  const pixAutomatic = order?.pixAutomatic;
  const cashback = order ? detailCashbackFacts(order.cashback) : null;
  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl!">
        <DialogTitle className="flex flex-wrap items-baseline gap-x-3">
          <span className="sr-only">Pedido </span>
          <span className="font-black text-4xl leading-none sm:text-5xl">
            {order ? formatShortNumber(order.shortNumber) : "Pedido"}
          </span>
          <span className="break-all font-semibold text-muted text-sm">{orderId}</span>
        </DialogTitle>
        {!order ? (
          <DialogDescription role="status">
            {isError ? "Pedido não encontrado" : "Carregando pedido..."}
          </DialogDescription>
        ) : (
          <>
            <DialogDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span>
                {ORDER_STATUS_LABELS[order.status]} · {DELIVERY_METHOD_LABELS[order.deliveryMethod]}{" "}
                · feito em {formatOrderTime(order.createdAt)} ({formatWaiting(order.createdAt, now)}
                )
              </span>
              {late && (
                <span className="flex items-center gap-1 rounded-full bg-red-600 px-2 font-bold text-white text-xs leading-6">
                  <AlarmClock className="size-3.5" aria-hidden="true" />
                  Atrasado
                </span>
              )}
            </DialogDescription>
            {order.schedule && (
              <p
                className="flex items-center gap-2 rounded-xl bg-ice-50 px-3 py-2 font-black text-brand-800 text-xl"
                data-testid="order-detail-schedule"
              >
                <CalendarClock className="size-6 shrink-0" aria-hidden="true" />
                Agendado para {order.schedule.label}
              </p>
            )}
            <div className="flex flex-wrap items-center gap-2">
              <Button variant="outline" size="sm" onClick={() => printTicket(order)}>
                <Printer aria-hidden="true" />
                Imprimir
              </Button>
              {order.ticket.prints > 0 && (
                <span className="text-muted text-xs">
                  Comanda impressa{" "}
                  {order.ticket.prints === 1 ? "1 vez" : `${order.ticket.prints} vezes`}
                </span>
              )}
            </div>
            {order.status === "awaiting_payment" && order.payment.pix && (
              <div
                className="flex flex-col gap-1 rounded-xl bg-ice-50 p-3 text-sm"
                data-testid="pix-waiting"
              >
                <p>
                  Aguardando o Pix de{" "}
                  <strong className="font-black text-lg">{formatBRL(order.totalCents)}</strong> ·{" "}
                  <span className="font-semibold text-amber-900">
                    {formatPixExpiry(order.payment.pix.expiresAt, now)}
                  </span>
                </p>
                <p className="text-muted">
                  Identificador (txid):{" "}
                  <span className="break-all font-mono font-semibold text-ink">
                    {statementTxid(pixAutomatic, order.payment.pix.txid)}
                  </span>
                </p>
                {pixAutomatic && <PixAutomaticWaiting pix={pixAutomatic} />}
              </div>
            )}
            <OrderStatusControls order={order} pix={pix} menu />
            <div className="-mx-5 flex flex-col gap-5 overflow-y-auto border-brand-100 border-t px-5 pt-4">
              <Section title="Itens">
                <OrderDetailLines items={order.items} />
                <div className="text-sm">
                  <OrderTotals
                    subtotalCents={order.subtotalCents}
                    discountCents={order.discountCents}
                    deliveryFeeCents={order.deliveryFeeCents}
                    totalCents={order.totalCents}
                    cashbackCents={order.cashback?.spentCents ?? 0}
                  />
                  {cashback && (
                    <p className="mt-2 font-semibold text-green-800" data-testid="detail-cashback">
                      {cashback}
                    </p>
                  )}
                </div>
              </Section>
              <Section title="Cliente e entrega">
                <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
                  <dt className="text-muted">Nome</dt>
                  <dd>{order.customer.name}</dd>
                  <dt className="text-muted">Telefone</dt>
                  <dd>
                    <a
                      className="text-brand-700 underline"
                      href={`tel:${order.customer.phone.replace(/[^\d+]/g, "")}`}
                    >
                      {order.customer.phone}
                    </a>
                  </dd>
                  {order.customer.cpf && (
                    <>
                      <dt className="text-muted">CPF</dt>
                      <dd>{order.customer.cpf}</dd>
                    </>
                  )}
                  <dt className="text-muted">Recebimento</dt>
                  <dd>{DELIVERY_METHOD_LABELS[order.deliveryMethod]}</dd>
                  {order.deliveryMethod === "delivery" &&
                    (order.delivery ? (
                      <>
                        <dt className="text-muted">Endereço</dt>
                        <dd data-testid="delivery-address">
                          {deliveryAddressLines(order.delivery).map((line) => (
                            <span key={line} className="block">
                              {line}
                            </span>
                          ))}
                        </dd>
                        <dt className="text-muted">Tempo estimado</dt>
                        <dd>{formatEta(order.delivery.etaMinutes)}</dd>
                      </>
                    ) : (
                      <>
                        <dt className="text-muted">Endereço</dt>
                        <dd>{order.customer.address}</dd>
                      </>
                    ))}
                  {order.courierName && (
                    <>
                      <dt className="text-muted">Entregador</dt>
                      <dd>{order.courierName}</dd>
                    </>
                  )}
                  {order.pickupCodeCheckedAt && (
                    <>
                      <dt className="text-muted">Código</dt>
                      <dd>Conferido às {formatOrderTime(order.pickupCodeCheckedAt)}</dd>
                    </>
                  )}
                  <dt className="text-muted">Loja</dt>
                  <dd>
                    {order.store.name} — {order.store.city} - {order.store.state}
                  </dd>
                  <dt className="text-muted">Pagamento</dt>
                  <dd data-testid="payment">
                    {paidByBank(pixAutomatic) ? (
                      <span className="break-all">
                        {bankConfirmationText(pixAutomatic.endToEndId)}
                      </span>
                    ) : (
                      payment?.text
                    )}
                    {order.payment.confirmedAt && (
                      <span className="text-muted">
                        , às {formatOrderTime(order.payment.confirmedAt)}
                      </span>
                    )}
                    {pixAutomatic?.status === "fallback" && order.status !== "awaiting_payment" && (
                      <span className="block text-muted text-xs">
                        QR estático: o banco não respondeu ao criar a cobrança
                      </span>
                    )}
                  </dd>
                  {pixAutomatic && pixAutomatic.refunds.length > 0 && (
                    <>
                      <dt className="text-muted">Devolução</dt>
                      <dd>
                        <PixRefundLines refunds={pixAutomatic.refunds} />
                      </dd>
                    </>
                  )}
                  {order.couponCode && (
                    <>
                      <dt className="text-muted">Cupom</dt>
                      <dd>{order.couponCode}</dd>
                    </>
                  )}
                </dl>
              </Section>
              <Section title="Histórico">
                <OrderHistory history={order.history} />
              </Section>
            </div>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
