import { createContext, type ReactNode, useContext, useState } from "react";
import { STATUS_UPDATE_FAILED_MESSAGE, STATUS_UPDATED_MESSAGE } from "#shared/admin-orders.ts";
import type { OrderStatus } from "#shared/order-terms.ts";
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

/** What a status change needs to know of the order it moves. */
export interface MovableOrder {
  id: string;
  status: OrderStatus;
  version: number;
}

type Move = (order: MovableOrder, status: OrderStatus) => void;

const MoverContext = createContext<Move | null>(null);

/** How every control on the board moves an order: the card's buttons, its menu, a drag. */
export function useMoveOrder(): Move {
  const move = useContext(MoverContext);
  if (!move) throw new Error("useMoveOrder needs an <OrderMover> above it");
  return move;
}

/**
 * Sends status changes and says how they went ('Status atualizado com sucesso', or the 409's
 * own message when someone changed the order first). Cancelling asks first: the customer sees
 * it at once on their confirmation page.
 */
export function OrderMover({ children }: { children: ReactNode }) {
  const change = useChangeOrderStatus();
  const [cancelling, setCancelling] = useState<MovableOrder | null>(null);

  const send: Move = (order, status) =>
    change.mutate(
      { id: order.id, status, version: order.version },
      {
        onSuccess: () => toast.success(STATUS_UPDATED_MESSAGE),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.status === 409) toast.error(error.message);
          else toast.error(STATUS_UPDATE_FAILED_MESSAGE, { description: error.message });
        },
      },
    );

  const move: Move = (order, status) => {
    if (status === order.status) return;
    if (status === "cancelled") setCancelling(order);
    else send(order, status);
  };

  return (
    <MoverContext.Provider value={move}>
      {children}
      <Dialog open={cancelling !== null} onOpenChange={(open) => !open && setCancelling(null)}>
        <DialogContent>
          <DialogTitle>Cancelar o pedido {cancelling?.id}?</DialogTitle>
          <DialogDescription>
            O cliente verá o pedido como cancelado. Dá para mudar o status depois, se preciso.
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
