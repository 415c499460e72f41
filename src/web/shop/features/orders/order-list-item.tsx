import { ChevronRight } from "lucide-react";
import { formatBRL } from "#shared/money.ts";
import { DELIVERY_METHOD_LABELS, formatShortNumber } from "#shared/order-terms.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { cn } from "#web/lib/utils.ts";
import { customerStatusLabel, type OrderTone, orderHeadline } from "./order-state.ts";
import { formatOrderDate } from "./order-times.ts";
import { orderTrackingPath } from "./tracking-link.ts";

const BADGE_TONES: Record<OrderTone, string> = {
  waiting: "bg-amber-50 text-amber-800",
  progress: "bg-brand-50 text-brand-700",
  done: "bg-green-50 text-green-800",
  cancelled: "bg-red-50 text-red-800",
};

/** One of this browser's orders in "Meus pedidos": a link to its tracking page. */
export function OrderListItem({ order }: { order: CustomerOrderView }) {
  const tone = orderHeadline(order).tone;
  // An order kept from before short numbers existed has only its id.
  const number = order.shortNumber === undefined ? order.id : formatShortNumber(order.shortNumber);
  return (
    <li data-testid="my-order" data-order-id={order.id}>
      <a
        href={orderTrackingPath(order)}
        className="grid grid-cols-[auto_1fr_auto] items-center gap-x-4 rounded-2xl bg-white p-4 shadow-sm ring-brand-200 hover:ring-2"
      >
        <span
          className="font-black text-2xl tabular-nums sm:text-3xl"
          data-testid="my-order-number"
        >
          {number}
        </span>
        <span className="flex min-w-0 flex-col gap-1">
          <span className="truncate font-semibold">{order.store.name}</span>
          {/* Each fact whole on its line: "R$" never apart from its number. */}
          <span className="text-muted text-sm">
            <span className="whitespace-nowrap">{formatOrderDate(order.createdAt)}</span> ·{" "}
            <span className="whitespace-nowrap">{formatBRL(order.totalCents)}</span> ·{" "}
            {DELIVERY_METHOD_LABELS[order.deliveryMethod]}
          </span>
          {order.schedule && (
            <span className="font-semibold text-sm" data-testid="my-order-schedule">
              Encomenda para {order.schedule.label}
            </span>
          )}
          <span
            className={cn(
              "w-fit rounded-full px-2 py-0.5 font-semibold text-sm",
              BADGE_TONES[tone],
            )}
            data-testid="my-order-status"
          >
            {customerStatusLabel(order)}
          </span>
        </span>
        <ChevronRight className="size-5 text-muted" aria-hidden="true" />
      </a>
    </li>
  );
}
