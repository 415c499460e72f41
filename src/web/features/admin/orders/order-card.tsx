import { useDraggable } from "@dnd-kit/core";
import type { AdminOrderSummary } from "#shared/admin-orders.ts";
import { formatBRL } from "#shared/money.ts";
import { DELIVERY_METHOD_LABELS } from "#shared/order-terms.ts";
import { cn } from "#web/lib/utils.ts";
import { formatItemCount, formatOrderTime } from "./format.ts";
import { OrderStatusControls } from "./order-status-controls.tsx";

interface OrderCardProps {
  order: AdminOrderSummary;
  onOpen(id: string): void;
}

/** An order in the queue: who, where, how much, since when, and what to do next. */
export function OrderCard({ order, onOpen, className }: OrderCardProps & { className?: string }) {
  const isNew = order.seenAt === null;
  return (
    <article
      aria-label={`Pedido ${order.id}`}
      data-testid="order-card"
      data-order-id={order.id}
      className={cn(
        "flex flex-col gap-1.5 rounded-2xl border bg-white p-3 text-sm shadow-sm",
        isNew ? "border-amber-400" : "border-transparent",
        className,
      )}
    >
      <button
        type="button"
        onClick={() => onOpen(order.id)}
        className="w-fit max-w-full break-all text-left font-extrabold hover:underline lg:text-sm"
      >
        <span className="sr-only">Abrir pedido </span>
        {order.id}
      </button>
      <p className="flex items-center gap-2 text-muted text-xs">
        <time dateTime={order.createdAt}>{formatOrderTime(order.createdAt)}</time>
        {isNew && (
          <span className="rounded-full bg-amber-100 px-2 font-bold text-amber-900 leading-5">
            Novo
          </span>
        )}
      </p>
      <p className="font-semibold">{order.customerName}</p>
      <p className="text-muted">
        {order.store.name} · {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
      </p>
      <p className="flex justify-between gap-2">
        <span className="text-muted">{formatItemCount(order.itemCount)}</span>
        <span className="font-bold">{formatBRL(order.totalCents)}</span>
      </p>
      <OrderStatusControls order={order} stacked className="mt-1" />
    </article>
  );
}

/** The card on the wide board, where it can also be dragged to another column. */
export function DraggableOrderCard(props: OrderCardProps) {
  const { setNodeRef, listeners, isDragging } = useDraggable({
    id: props.order.id,
    data: { order: props.order },
  });
  // Only the pointer drags: keyboard and screen-reader users move orders with the same card's
  // button and status menu, which say what they do.
  return (
    <div ref={setNodeRef} {...listeners} className={cn("cursor-grab", isDragging && "opacity-40")}>
      <OrderCard {...props} />
    </div>
  );
}
