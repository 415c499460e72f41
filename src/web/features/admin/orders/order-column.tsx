import { useDroppable } from "@dnd-kit/core";
import type { AdminOrderSummary } from "#shared/admin-orders.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#shared/order-terms.ts";
import { cn } from "#web/lib/utils.ts";
import { DraggableOrderCard, OrderCard } from "./order-card.tsx";

interface ColumnProps {
  status: OrderStatus;
  orders: AdminOrderSummary[];
  /** How many match in this status, shown or not. */
  total: number;
  onOpen(id: string): void;
}

function ColumnCards({
  status,
  orders,
  total,
  onOpen,
  draggable,
}: ColumnProps & { draggable: boolean }) {
  const Card = draggable ? DraggableOrderCard : OrderCard;
  return (
    <>
      {orders.length === 0 ? (
        <p className="px-1 py-6 text-center text-muted text-sm">Nenhum pedido</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label={`Pedidos: ${ORDER_STATUS_LABELS[status]}`}>
          {orders.map((order) => (
            <li key={order.id}>
              <Card order={order} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
      {total > orders.length && (
        <p className="px-1 text-center text-muted text-xs">
          Mostrando os {orders.length} mais recentes de {total}. Use os filtros para ver outros.
        </p>
      )}
    </>
  );
}

/** A status column of the wide board; cards dropped on it move to its status. */
export function OrderColumn(props: ColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: props.status });
  const headingId = `column-${props.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${props.status}`}
      className={cn(
        "flex min-w-48 flex-1 flex-col gap-2 rounded-2xl p-2 transition-colors",
        isOver ? "bg-brand-100 ring-2 ring-brand-600" : "bg-brand-50/60",
      )}
    >
      <h2 id={headingId} className="flex items-center justify-between px-1 pt-1 font-bold">
        {ORDER_STATUS_LABELS[props.status]}
        <span className="rounded-full bg-white px-2 text-muted text-xs leading-5">
          {props.total}
        </span>
      </h2>
      <ColumnCards {...props} draggable />
    </section>
  );
}

/** One status's cards on a phone, where a tab shows one column at a time. */
export function OrderColumnList(props: ColumnProps) {
  return (
    <div className="flex flex-col gap-2" data-testid={`column-${props.status}`}>
      <ColumnCards {...props} draggable={false} />
    </div>
  );
}
