import { useQueryClient } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { createContext, type ReactNode, useContext, useState } from "react";
import { AWAITING_PAYMENT_MESSAGES } from "#shared/admin-orders.ts";
import { formatBRL } from "#shared/money.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";
import { refreshOrders, useAdminOrder, useConfirmPixPayment } from "./api.ts";
import { formatPixExpiry } from "./format.ts";
import { statementTxid } from "./pix-automatic-facts.ts";
import { useNow } from "./use-now.ts";

/** What "Pix recebido" needs of the order: a card's summary or the detail. */
export interface PixOrder {
  id: string;
  shortNumber: number;
  version: number;
  totalCents: number;
  customerName: string;
  /** When the server cancels it unpaid. */
  expiresAt: string | null;
}

export const CONFIRM_PIX_FAILED_MESSAGE = "Erro ao confirmar o pagamento";

type ConfirmPix = (order: PixOrder) => void;

const PixContext = createContext<ConfirmPix | null>(null);

/** Opens the "Pix recebido" confirmation of an order awaiting its Pix. */
export function useConfirmPix(): ConfirmPix {
  const confirm = useContext(PixContext);
  if (!confirm) throw new Error("useConfirmPix needs an <OrderMover> above it");
  return confirm;
}

/**
 * "Pix recebido", asked first: the dialog sends staff to the bank statement (extrato) for the
 * amount and the order's identifier (txid), and warns off the customer's screenshots, which
 * anyone can fake. Confirmed, the order goes to Pendente; a 409 (it expired, was cancelled or
 * changed meanwhile) says the server's reason and the board reads the queue again.
 */
export function PixConfirmation({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const confirmPayment = useConfirmPixPayment();
  const [order, setOrder] = useState<PixOrder | null>(null);

  const confirm = () => {
    if (!order) return;
    confirmPayment.mutate(
      { id: order.id, version: order.version },
      {
        onSuccess: () => {
          toast.success(AWAITING_PAYMENT_MESSAGES.confirmed);
          setOrder(null);
        },
        onError: (error) => {
          setOrder(null);
          if (error instanceof ApiRequestError && error.status === 409) {
            toast.error(error.message);
            void refreshOrders(queryClient);
          } else toast.error(CONFIRM_PIX_FAILED_MESSAGE, { description: error.message });
        },
      },
    );
  };

  return (
    <PixContext.Provider value={setOrder}>
      {children}
      <Dialog open={order !== null} onOpenChange={(open) => !open && setOrder(null)}>
        <DialogContent>
          <DialogTitle>
            Pix recebido no pedido {order ? formatShortNumber(order.shortNumber) : ""}?
          </DialogTitle>
          {order && <PixCheck order={order} />}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOrder(null)}>
              Voltar
            </Button>
            <Button onClick={confirm} disabled={confirmPayment.isPending}>
              <Landmark aria-hidden="true" />
              {confirmPayment.isPending ? "Confirmando..." : "Confirmar: o Pix está no extrato"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </PixContext.Provider>
  );
}

/** What to look for in the statement: the amount and the txid (read from the order). */
function PixCheck({ order }: { order: PixOrder }) {
  const detail = useAdminOrder(order.id).data;
  // The txid the statement shows: the bank's charge's, unless the order kept its static code.
  const txid = detail && statementTxid(detail.pixAutomatic, detail.payment.pix?.txid);
  const now = useNow();
  return (
    <>
      <DialogDescription>
        Abra o extrato da conta Pix da loja (no app ou no site do banco) e confirme só se o
        pagamento estiver lá, com o valor e o identificador abaixo.
      </DialogDescription>
      <dl
        className="grid grid-cols-[auto_1fr] items-baseline gap-x-4 gap-y-1 rounded-xl bg-ice-50 p-3 text-sm"
        data-testid="pix-check"
      >
        <dt className="text-muted">Valor</dt>
        <dd className="font-black text-2xl">{formatBRL(order.totalCents)}</dd>
        <dt className="text-muted">Identificador (txid)</dt>
        <dd className="break-all font-bold font-mono">{txid ?? "…"}</dd>
        <dt className="text-muted">Cliente</dt>
        <dd>{order.customerName}</dd>
        {order.expiresAt && (
          <>
            <dt className="text-muted">Prazo</dt>
            <dd>{formatPixExpiry(order.expiresAt, now)}</dd>
          </>
        )}
      </dl>
      <p className="rounded-xl border-2 border-amber-400 bg-amber-50 p-3 font-semibold text-amber-950 text-sm">
        Nunca confirme por comprovante, print ou mensagem enviada pelo cliente: eles podem ser
        falsos. Só vale o que aparece no extrato.
      </p>
    </>
  );
}
