import { useDroppable } from "@dnd-kit/core";
import { type AdminOrderSummary, isWorkingStatus } from "#shared/admin-orders.ts";
import { ORDER_STATUS_LABELS, type OrderStatus } from "#shared/order-terms.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { isLate } from "./format.ts";
import { moveRefusal } from "./movable-order.ts";
import { DraggableOrderCard, OrderCard } from "./order-card.tsx";
import { useNow } from "./use-now.ts";

export interface ColumnProps {
  status: OrderStatus;
  orders: AdminOrderSummary[];
  /** How many match in this status, shown or not. */
  total: number;
  onOpen(id: string): void;
  /** Cards name their store (HQ, staff of several stores). */
  showStore: boolean;
  /** Modo cozinha's cards. */
  kitchen?: boolean;
}

/** How many of these orders are late now (Pendente past their store's limit). */
export function useLateCount(orders: AdminOrderSummary[]): number {
  const now = useNow();
  return orders.filter((order) => isLate(order, now)).length;
}

export function ColumnCards({
  status,
  orders,
  total,
  onOpen,
  showStore,
  kitchen = false,
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
              <Card order={order} onOpen={onOpen} showStore={showStore} kitchen={kitchen} />
            </li>
          ))}
        </ul>
      )}
      {total > orders.length && (
        <p className="px-1 text-center text-muted text-xs">
          {isWorkingStatus(status)
            ? `Mostrando os ${orders.length} que esperam há mais tempo, de ${total}.`
            : `Mostrando os ${orders.length} mais recentes de ${total}.`}{" "}
          Use os filtros para ver outros.
        </p>
      )}
    </>
  );
}

/** "3 atrasados" beside a column's count. */
export function LateCount({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span className="whitespace-nowrap rounded-full bg-red-600 px-2 font-bold text-white text-xs leading-5">
      {count === 1 ? "1 atrasado" : `${count} atrasados`}
    </span>
  );
}

/**
 * A status column of the wide board; cards dropped on it move to its status. "Aguardando
 * pagamento" takes no cards: only "Pix recebido" or a cancellation moves its own.
 */
export function OrderColumn(props: ColumnProps & { className?: string }) {
  const { setNodeRef, isOver, active } = useDroppable({ id: props.status });
  const late = useLateCount(props.orders);
  // A card held over a column it cannot go to (an unpaid Pix anywhere but Cancelado) does not
  // light it up: dropped there, the board says why and leaves it.
  const dragged = active?.data.current?.order as AdminOrderSummary | undefined;
  const accepts = !dragged || moveRefusal(dragged, props.status) === null;
  const headingId = `column-${props.status}`;
  return (
    <section
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-testid={`column-${props.status}`}
      className={cn(
        "flex min-w-0 flex-col gap-2 rounded-2xl p-2 transition-colors",
        isOver && accepts ? "bg-brand-100 ring-2 ring-brand-600" : "bg-brand-50/60",
        props.className,
      )}
    >
      <h2 id={headingId} className="flex items-start gap-2 px-1 pt-1 font-bold">
        {/* A long status wraps beside its count, which stays at the top right. */}
        <span className="flex min-w-0 flex-1 flex-wrap items-center gap-x-2 gap-y-1">
          {ORDER_STATUS_LABELS[props.status]}
          <LateCount count={late} />
        </span>
        <span className="mt-0.5 shrink-0 rounded-full bg-white px-2 text-muted text-xs leading-5">
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

/** A column of modo cozinha: always there, even empty; its cards scroll inside it. */
export function KitchenColumn(props: ColumnProps) {
  const late = useLateCount(props.orders);
  const headingId = `column-${props.status}`;
  return (
    <section
      aria-labelledby={headingId}
      data-testid={`column-${props.status}`}
      className="flex min-h-0 min-w-0 flex-col gap-1.5 rounded-2xl bg-brand-50 p-1"
    >
      <h2 id={headingId} className="flex items-center gap-2 px-1 font-extrabold text-lg leading-7">
        <span className="min-w-0 flex-1 truncate">{ORDER_STATUS_LABELS[props.status]}</span>
        <LateCount count={late} />
        <span className="shrink-0 rounded-full bg-white px-2 font-bold text-sm leading-6">
          {props.total}
        </span>
      </h2>
      <div className="-mx-1 min-h-0 flex-1 overflow-y-auto overscroll-contain px-1">
        <ColumnCards {...props} kitchen draggable={false} />
      </div>
    </section>
  );
}
