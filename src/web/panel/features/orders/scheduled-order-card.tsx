import { AlarmClock, CalendarClock } from "lucide-react";
import type { ScheduledOrder } from "#shared/admin-scheduled-orders.ts";
import { formatBRL } from "#shared/money.ts";
import {
  DELIVERY_METHOD_LABELS,
  formatShortNumber,
  ORDER_STATUS_LABELS,
} from "#shared/order-terms.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { isLate } from "./format.ts";
import { OrderCardItems } from "./order-card-items.tsx";
import { paymentText } from "./payment-facts.ts";
import { useNow } from "./use-now.ts";

const TONE_CLASSES = {
  waiting: "text-amber-900",
  paid: "text-emerald-800",
  plain: "text-ink",
} as const;

/**
 * An encomenda on "Agendados": its number (a tap opens it), its status, its slot, what it
 * makes (a box with its flavours), who it is for, the total and whether it is paid.
 */
export function ScheduledOrderCard({
  order,
  onOpen,
}: {
  order: ScheduledOrder;
  onOpen(id: string): void;
}) {
  const now = useNow();
  const late = isLate({ ...order, schedule: { day: order.scheduledDay } }, now);
  const payment = paymentText(order);
  return (
    <article
      aria-label={`Encomenda ${formatShortNumber(order.shortNumber)}`}
      data-testid="scheduled-order-card"
      data-order-id={order.id}
      className={cn(
        "flex h-full flex-col gap-2 rounded-2xl border-2 bg-white p-3 text-sm shadow-sm",
        late ? "border-red-600" : "border-transparent",
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <button
          type="button"
          onClick={() => onOpen(order.id)}
          aria-label={`Abrir pedido ${formatShortNumber(order.shortNumber)} (${order.id})`}
          className="min-h-11 font-black text-3xl leading-none tracking-tight hover:underline"
        >
          {formatShortNumber(order.shortNumber)}
        </button>
        <span className="flex flex-wrap justify-end gap-1">
          {late && (
            <span className="flex items-center gap-1 rounded-full bg-red-600 px-2 font-bold text-white text-xs leading-6">
              <AlarmClock className="size-3.5" aria-hidden="true" />
              Atrasado
            </span>
          )}
          <span
            className="rounded-full bg-ice-100 px-2 font-bold text-xs leading-6"
            data-testid="scheduled-order-status"
          >
            {ORDER_STATUS_LABELS[order.status]}
          </span>
        </span>
      </div>
      <p className="flex items-center gap-1.5 font-black text-base text-brand-800">
        <CalendarClock className="size-5" aria-hidden="true" />
        {order.slotTime} · {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
      </p>
      <OrderCardItems items={order.items} />
      <p className="flex justify-between gap-2 border-brand-100 border-t pt-2">
        <span className="min-w-0 truncate font-semibold">{order.customerName}</span>
        <span className="shrink-0 font-bold">{formatBRL(order.totalCents)}</span>
      </p>
      <p className={cn("font-semibold text-xs", TONE_CLASSES[payment.tone])} data-testid="payment">
        <span className="sr-only">Pagamento: </span>
        {payment.text}
      </p>
    </article>
  );
}
