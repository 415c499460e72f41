import { type ReactNode, useEffect, useRef } from "react";
import {
  DELIVERY_METHOD_LABELS,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from "#shared/order-terms.ts";
import { OrderLines } from "#web/components/order-lines.tsx";
import { OrderTotals } from "#web/components/order-totals.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useAdminOrder, useMarkOrderSeen } from "./api.ts";
import { formatOrderTime } from "./format.ts";
import { OrderHistory } from "./order-history.tsx";
import { OrderStatusControls } from "./order-status-controls.tsx";

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-bold">{title}</h3>
      {children}
    </section>
  );
}

/** The whole order: items, totals, customer, receiving, store and who moved it when. */
export function OrderDetailDialog({
  orderId,
  onClose,
}: {
  orderId: string | null;
  onClose(): void;
}) {
  const { data: order, isError } = useAdminOrder(orderId);
  const markSeen = useMarkOrderSeen();
  const marked = useRef(new Set<string>());

  // Opening an order is what makes it no longer new, for every staff screen.
  useEffect(() => {
    if (!order || order.seenAt !== null || marked.current.has(order.id)) return;
    marked.current.add(order.id);
    markSeen.mutate(order.id);
  }, [order, markSeen]);

  return (
    <Dialog open={orderId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-2xl!">
        <DialogTitle className="text-lg! sm:text-xl!">Pedido {orderId}</DialogTitle>
        {!order ? (
          <DialogDescription role="status">
            {isError ? "Pedido não encontrado" : "Carregando pedido..."}
          </DialogDescription>
        ) : (
          <>
            <DialogDescription>
              {ORDER_STATUS_LABELS[order.status]} · feito em {formatOrderTime(order.createdAt)}
            </DialogDescription>
            <OrderStatusControls order={order} />
            <div className="-mx-5 flex flex-col gap-5 overflow-y-auto border-brand-100 border-t px-5 pt-4">
              <Section title="Itens">
                <OrderLines items={order.items} className="gap-1.5!" />
                <div className="text-sm">
                  <OrderTotals
                    subtotalCents={order.subtotalCents}
                    discountCents={order.discountCents}
                    deliveryFeeCents={order.deliveryFeeCents}
                    totalCents={order.totalCents}
                  />
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
                  {order.deliveryMethod === "delivery" && (
                    <>
                      <dt className="text-muted">Endereço</dt>
                      <dd>{order.customer.address}</dd>
                    </>
                  )}
                  <dt className="text-muted">Loja</dt>
                  <dd>
                    {order.store.name} — {order.store.city} - {order.store.state}
                  </dd>
                  <dt className="text-muted">Pagamento</dt>
                  <dd>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</dd>
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
