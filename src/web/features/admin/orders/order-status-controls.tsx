import { ArrowRight } from "lucide-react";
import { useId } from "react";
import { ADVANCE_LABELS, NEXT_STATUS } from "#shared/admin-orders.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { cn } from "#web/lib/utils.ts";
import type { MovableOrder } from "./movable-order.ts";
import { useMoveOrder } from "./order-mover.tsx";

/**
 * The one-click next step ('Iniciar preparo' → 'Marcar como pronto' → 'Marcar como entregue')
 * and a menu for any other status (SPEC: the store can set any status).
 */
export function OrderStatusControls({
  order,
  stacked = false,
  className,
}: {
  order: MovableOrder;
  /** One control per line, for a narrow card. */
  stacked?: boolean;
  className?: string;
}) {
  const move = useMoveOrder();
  const selectId = useId();
  const next = NEXT_STATUS[order.status];
  const advanceLabel = ADVANCE_LABELS[order.status];

  return (
    <div
      className={cn(
        "flex gap-2",
        stacked ? "flex-col items-stretch" : "flex-wrap items-center",
        className,
      )}
    >
      {next && advanceLabel && (
        <Button
          size="sm"
          className={cn(stacked && "h-auto! min-h-9 whitespace-normal! py-1.5")}
          onClick={() => move(order, next)}
        >
          {advanceLabel}
          <ArrowRight aria-hidden="true" />
        </Button>
      )}
      <div
        className={cn("flex", stacked ? "flex-col gap-1" : "min-w-40 flex-1 items-center gap-2")}
      >
        <label
          htmlFor={selectId}
          // On a narrow card the menu, showing the status, speaks for itself.
          className={cn("font-semibold text-muted text-xs", stacked && "sr-only")}
        >
          Status<span className="sr-only"> do pedido {order.id}</span>
        </label>
        <select
          id={selectId}
          value={order.status}
          onChange={(event) => move(order, event.target.value as MovableOrder["status"])}
          className="h-9 w-full min-w-0 flex-1 rounded-full border border-ink/30 bg-white px-3 text-sm"
        >
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
