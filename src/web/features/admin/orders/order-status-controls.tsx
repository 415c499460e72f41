import { ArrowRight, Landmark } from "lucide-react";
import { useId } from "react";
import { ADVANCE_LABELS, NEXT_STATUS } from "#shared/admin-orders.ts";
import { ORDER_STATUS_LABELS, ORDER_STATUSES, type OrderStatus } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { cn } from "#web/lib/utils.ts";
import { type MovableOrder, moveRefusal } from "./movable-order.ts";
import { useMoveOrder } from "./order-mover.tsx";
import { type PixOrder, useConfirmPix } from "./pix-confirmation.tsx";

/** The statuses the menu offers an order: the ones the board would move it to, and its own. */
const menuFor = (status: OrderStatus) =>
  ORDER_STATUSES.filter((option) => option === status || moveRefusal(status, option) === null);

/**
 * The one-click next step ('Iniciar preparo' → 'Marcar como pronto' → 'Marcar como entregue')
 * and a menu for any other status (the store can set any status: decision 007). An order
 * awaiting its Pix offers 'Pix recebido' instead of a next step, and only Cancelado in the menu.
 */
export function OrderStatusControls({
  order,
  pix,
  stacked = false,
  className,
}: {
  order: MovableOrder;
  /** The order's Pix, for 'Pix recebido' while it awaits the payment. */
  pix?: PixOrder;
  /** One control per line, for a narrow card. */
  stacked?: boolean;
  className?: string;
}) {
  const move = useMoveOrder();
  const confirmPix = useConfirmPix();
  const selectId = useId();
  const next = NEXT_STATUS[order.status];
  const advanceLabel = ADVANCE_LABELS[order.status];
  const awaitingPix = order.status === "awaiting_payment" && pix;

  return (
    <div
      className={cn(
        "flex gap-2",
        stacked ? "flex-col items-stretch" : "flex-wrap items-center",
        className,
      )}
    >
      {awaitingPix && (
        <Button
          size="sm"
          className={cn(stacked && "h-auto! min-h-9 whitespace-normal! py-1.5")}
          onClick={() => confirmPix(pix)}
        >
          <Landmark aria-hidden="true" />
          Pix recebido
        </Button>
      )}
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
        <Select
          id={selectId}
          compact
          value={order.status}
          onChange={(event) => move(order, event.target.value as MovableOrder["status"])}
          className="min-w-0 flex-1"
        >
          {menuFor(order.status).map((status) => (
            <option key={status} value={status}>
              {ORDER_STATUS_LABELS[status]}
            </option>
          ))}
        </Select>
      </div>
    </div>
  );
}
