import { onlineManager } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useRef, useState } from "react";
import { STATUS_UPDATE_FAILED_MESSAGE, STATUS_UPDATED_MESSAGE } from "#shared/admin-orders.ts";
import { formatShortNumber, type OrderStatus } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { type OrderMove, useChangeOrderStatus } from "./api.ts";
import { DispatchDialog } from "./dispatch-dialog.tsx";
import { HandOverDialog } from "./hand-over-dialog.tsx";
import { type MovableOrder, moveRefusal } from "./movable-order.ts";
import { PixConfirmation } from "./pix-confirmation.tsx";
import { TicketPrinter, useTicketPrinter } from "./ticket-printer.tsx";

type Move = (order: MovableOrder, status: OrderStatus) => void;

const MoverContext = createContext<Move | null>(null);

/** How every control on the board moves an order: a card's next step, the detail's menu, a drag. */
export function useMoveOrder(): Move {
  const move = useContext(MoverContext);
  if (!move) throw new Error("useMoveOrder needs an <OrderMover> above it");
  return move;
}

const PICKUP_CODE_ERRORS = new Set(["pickup_code_required", "pickup_code_incorrect"]);

/**
 * Sends status changes and says how they went ('Status atualizado com sucesso', or the 409's
 * own message when someone changed the order first). Cancelling asks first (the customer sees
 * it at once); handing over asks for the pickup code; a delivery leaving may name its courier.
 * Accepting an order (Iniciar preparo) prints its kitchen ticket when the store prints by itself. An order awaiting its Pix moves
 * only by "Pix recebido" (PixConfirmation) or to Cancelado; the board says so without asking
 * the server, which refuses it too.
 */
export function OrderMover({ children }: { children: ReactNode }) {
  return (
    <TicketPrinter>
      <PixConfirmation>
        <Mover>{children}</Mover>
      </PixConfirmation>
    </TicketPrinter>
  );
}

function Mover({ children }: { children: ReactNode }) {
  const printTicket = useTicketPrinter();
  const [cancelling, setCancelling] = useState<MovableOrder | null>(null);
  const [dispatching, setDispatching] = useState<MovableOrder | null>(null);
  const [handingOver, setHandingOver] = useState<MovableOrder | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  /** The order whose hand-over dialog is open, for answers that arrive later. */
  const handingOverId = useRef<string | null>(null);
  handingOverId.current = handingOver?.id ?? null;

  /** The hand-over dialog closes for its own order's answer, not an earlier move's. */
  const handedOver = (id: string) =>
    setHandingOver((current) => (current?.id === id ? null : current));

  // Every move's answer is heard here, also a move queued offline and sent much later.
  const change = useChangeOrderStatus({
    onMoved: (from, order) => {
      toast.success(STATUS_UPDATED_MESSAGE);
      if (order.status === "delivered") handedOver(order.id);
      // Accepting an order (Iniciar preparo) prints its ticket where the store prints by itself.
      const accepted = from === "pending" && order.status === "preparing";
      if (accepted && order.ticket.autoPrint && order.ticket.prints === 0) printTicket(order);
    },
    onRefused: (error, move) => {
      const codeRefused = error instanceof ApiRequestError && PICKUP_CODE_ERRORS.has(error.code);
      if (codeRefused && handingOverId.current === move.id) {
        setCodeError(error.message);
        return;
      }
      if (move.status === "delivered") handedOver(move.id);
      if (error instanceof ApiRequestError && (error.status === 409 || codeRefused)) {
        toast.error(error.message);
      } else toast.error(STATUS_UPDATE_FAILED_MESSAGE, { description: error.message });
    },
  });

  const send = (order: MovableOrder, status: OrderStatus, extra: Partial<OrderMove> = {}) => {
    change.mutate({ id: order.id, from: order.status, status, version: order.version, ...extra });
    // Offline, the change waits for the connection: the dialog goes, the card says it waits.
    if (status === "delivered" && !onlineManager.isOnline()) handedOver(order.id);
  };

  const move: Move = (order, status) => {
    if (status === order.status) return;
    const refusal = moveRefusal(order, status);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    if (status === "cancelled") setCancelling(order);
    else if (status === "out_for_delivery") setDispatching(order);
    else if (status === "delivered") {
      setCodeError(null);
      setHandingOver(order);
    } else send(order, status);
  };

  return (
    <MoverContext.Provider value={move}>
      {children}
      <HandOverDialog
        order={handingOver}
        error={codeError}
        pending={change.isPending && !change.isPaused}
        onConfirm={(code) => {
          setCodeError(null);
          if (handingOver) {
            send(handingOver, "delivered", code === undefined ? {} : { pickupCode: code });
          }
        }}
        onClose={() => setHandingOver(null)}
      />
      <DispatchDialog
        order={dispatching}
        onConfirm={(courierName) => {
          if (dispatching) {
            send(dispatching, "out_for_delivery", courierName ? { courierName } : {});
          }
          setDispatching(null);
        }}
        onClose={() => setDispatching(null)}
      />
      <Dialog open={cancelling !== null} onOpenChange={(open) => !open && setCancelling(null)}>
        <DialogContent>
          <DialogTitle>
            Cancelar o pedido {cancelling ? formatShortNumber(cancelling.shortNumber) : ""}?
          </DialogTitle>
          <DialogDescription>
            {cancelling?.status === "awaiting_payment"
              ? "O pedido ainda aguarda o Pix: o cliente verá o pedido como cancelado e não " +
                "deve mais pagar. Se o Pix chegar depois, devolva o valor pelo banco."
              : "O cliente verá o pedido como cancelado. Dá para mudar o status depois, se preciso."}
          </DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setCancelling(null)}>
              Voltar
            </Button>
            <Button
              variant="destructive"
              onClick={() => {
                if (cancelling) send(cancelling, "cancelled");
                setCancelling(null);
              }}
            >
              Cancelar pedido
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </MoverContext.Provider>
  );
}
