import { ArrowRight, CloudOff, Landmark, LoaderCircle } from "lucide-react";
import { useId } from "react";
import { ORDER_STATUS_LABELS, ORDER_STATUSES } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { type MovableOrder, moveRefusal } from "./movable-order.ts";
import { nextStepOf } from "./next-step.ts";
import { useMoveOrder } from "./order-mover.tsx";
import { type PixOrder, useConfirmPix } from "./pix-confirmation.tsx";
import { useQueuedMove } from "./queued-moves.ts";

/** The statuses the menu offers an order: the ones the board would move it to, and its own. */
const menuFor = (order: MovableOrder) =>
  ORDER_STATUSES.filter((option) => option === order.status || moveRefusal(order, option) === null);

/**
 * While a change to the order is not stored yet, in the place of its next step (nothing on
 * the card moves): offline it waits for the connection, then goes by itself.
 */
function QueuedMove({ state, large }: { state: "offline" | "sending"; large: boolean }) {
  const Icon = state === "offline" ? CloudOff : LoaderCircle;
  return (
    <p
      role="status"
      data-testid="queued-move"
      className={cn(
        "flex items-center justify-center gap-2 rounded-full border-2 border-amber-500 border-dashed bg-amber-50 px-3 font-bold text-amber-900 text-sm",
        large ? "min-h-12" : "min-h-11",
      )}
    >
      <Icon
        className={cn("size-4 shrink-0", state === "sending" && "animate-spin")}
        aria-hidden="true"
      />
      {state === "offline" ? "Aguardando conexão" : "Salvando..."}
    </p>
  );
}

/** A finger's size at least (44 px; 48 in the kitchen), taller when a long label wraps. */
const tall = (large: boolean) =>
  cn("h-auto! whitespace-normal! py-1.5", large ? "min-h-12 px-3! text-base!" : "min-h-11");

/**
 * The one-tap next step ('Iniciar preparo' → 'Marcar como pronto' → 'Marcar como entregue', or
 * for a delivery 'Saiu para entrega' before it) and, in the order's detail only (`menu`), a
 * menu for any other status, cancelling included (the store can set any status: decision 007).
 * Cards carry no menu: on a touch screen a menu under the main button took the taps meant for
 * it. An order awaiting its Pix offers 'Pix recebido' instead of a next step.
 */
export function OrderStatusControls({
  order,
  pix,
  menu = false,
  large = false,
  className,
}: {
  order: MovableOrder;
  /** The order's Pix, for 'Pix recebido' while it awaits the payment. */
  pix?: PixOrder;
  /** The status menu: the detail's, for every other move. */
  menu?: boolean;
  /** The kitchen's size: 48 px tall. */
  large?: boolean;
  className?: string;
}) {
  const move = useMoveOrder();
  const confirmPix = useConfirmPix();
  const selectId = useId();
  const queued = useQueuedMove(order.id);
  const next = nextStepOf(order);
  const awaitingPix = order.status === "awaiting_payment" && pix;
  const size = large ? "lg" : "default";

  return (
    <div className={cn("flex flex-col items-stretch gap-2", className)}>
      {queued ? (
        <QueuedMove state={queued} large={large} />
      ) : (
        <>
          {awaitingPix && (
            <Button size={size} className={tall(large)} onClick={() => confirmPix(pix)}>
              <Landmark aria-hidden="true" />
              Pix recebido
            </Button>
          )}
          {next && (
            <Button size={size} className={tall(large)} onClick={() => move(order, next.status)}>
              {next.label}
              {!large && <ArrowRight aria-hidden="true" />}
            </Button>
          )}
        </>
      )}
      {menu && (
        <div className="flex items-center gap-2">
          <label htmlFor={selectId} className="font-semibold text-muted text-sm">
            Status<span className="sr-only"> do pedido {order.id}</span>
          </label>
          <Select
            id={selectId}
            value={order.status}
            disabled={queued !== null}
            onChange={(event) => move(order, event.target.value as MovableOrder["status"])}
            className="min-w-0 flex-1"
          >
            {menuFor(order).map((status) => (
              <option key={status} value={status}>
                {ORDER_STATUS_LABELS[status]}
              </option>
            ))}
          </Select>
        </div>
      )}
    </div>
  );
}
