import { createContext, type ReactNode, useContext, useState } from "react";
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
import { useChangeOrderStatus } from "./api.ts";
import { HandOverDialog } from "./hand-over-dialog.tsx";
import { type MovableOrder, moveRefusal } from "./movable-order.ts";
import { PixConfirmation } from "./pix-confirmation.tsx";
import { TicketPrinter, useTicketPrinter } from "./ticket-printer.tsx";

type Move = (order: MovableOrder, status: OrderStatus) => void;

const MoverContext = createContext<Move | null>(null);

/** How every control on the board moves an order: the card's buttons, its menu, a drag. */
export function useMoveOrder(): Move {
  const move = useContext(MoverContext);
  if (!move) throw new Error("useMoveOrder needs an <OrderMover> above it");
  return move;
}

const PICKUP_CODE_ERRORS = new Set(["pickup_code_required", "pickup_code_incorrect"]);

/**
 * Sends status changes and says how they went ('Status atualizado com sucesso', or the 409's
 * own message when someone changed the order first). Cancelling asks first (the customer sees
 * it at once); handing over asks for the pickup code. Accepting an order (Iniciar preparo)
 * prints its kitchen ticket when the store prints by itself. An order awaiting its Pix moves
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
  // Accepting an order (Iniciar preparo) prints its ticket where the store prints by itself.
  const change = useChangeOrderStatus({
    onMoved: (from, order) => {
      const accepted = from === "pending" && order.status === "preparing";
      if (accepted && order.ticket.autoPrint && order.ticket.prints === 0) printTicket(order);
    },
  });
  const [cancelling, setCancelling] = useState<MovableOrder | null>(null);
  const [handingOver, setHandingOver] = useState<MovableOrder | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);

  /** The hand-over dialog closes for its own order's answer, not an earlier move's. */
  const handedOver = (order: MovableOrder) =>
    setHandingOver((current) => (current?.id === order.id ? null : current));

  const send = (order: MovableOrder, status: OrderStatus, pickupCode?: string) =>
    change.mutate(
      {
        id: order.id,
        from: order.status,
        status,
        version: order.version,
        ...(pickupCode === undefined ? {} : { pickupCode }),
      },
      {
        onSuccess: () => {
          toast.success(STATUS_UPDATED_MESSAGE);
          if (status === "delivered") handedOver(order);
        },
        onError: (error) => {
          if (error instanceof ApiRequestError && PICKUP_CODE_ERRORS.has(error.code)) {
            setCodeError(error.message);
            return;
          }
          if (status === "delivered") handedOver(order);
          if (error instanceof ApiRequestError && error.status === 409) toast.error(error.message);
          else toast.error(STATUS_UPDATE_FAILED_MESSAGE, { description: error.message });
        },
      },
    );

  const move: Move = (order, status) => {
    if (status === order.status) return;
    const refusal = moveRefusal(order.status, status);
    if (refusal) {
      toast.error(refusal);
      return;
    }
    if (status === "cancelled") setCancelling(order);
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
        pending={change.isPending}
        onConfirm={(code) => {
          setCodeError(null);
          if (handingOver) send(handingOver, "delivered", code);
        }}
        onClose={() => setHandingOver(null)}
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
