import { MessageCircle } from "lucide-react";
import { useState } from "react";
import { whatsappLink } from "#shared/order-message.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { slotText } from "#shared/scheduling.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { orderNews } from "./api.ts";
import { cancelEncomenda, encomendaCancel } from "./encomenda-cancel.ts";
import { isStrangersCopy } from "./order-state.ts";

/**
 * An encomenda's own cancel, on the device that placed it: "Cancelar encomenda" until the
 * cutoff (a dialog asks first); after it, the store's WhatsApp, as only the store cancels then.
 * Loaded only with an encomenda: Radix's dialog stays off every other order's page.
 */
export function CancelEncomenda({
  order,
  now = new Date(),
}: {
  order: CustomerOrderView;
  now?: Date;
}) {
  const ordersWhatsapp = useCatalog().site.ordersWhatsapp;
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const state = encomendaCancel(order, now);
  // Only the device that placed it may cancel: a copy read from a shared link never offers it.
  if (!state || !order.schedule || isStrangersCopy(order)) return null;

  const digits = order.store.whatsapp ?? ordersWhatsapp;
  if (state === "late" || refusal) {
    return (
      <div className="rounded-2xl bg-white p-5 shadow-sm print:hidden" data-testid="cancel-late">
        <p className="mb-3">{refusal ?? "Para cancelar, fale com a loja."}</p>
        {digits && (
          <a
            href={whatsappLink(digits, `Olá! Quero falar sobre a encomenda #${order.shortNumber}.`)}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "whatsapp" })}
          >
            <MessageCircle aria-hidden="true" />
            Falar com a loja
          </a>
        )}
      </div>
    );
  }

  const cancel = async () => {
    setSending(true);
    try {
      await cancelEncomenda({
        id: order.id,
        accessToken: order.accessToken,
        ownerProof: order.ownerProof,
      });
      setOpen(false);
      // Every copy of the order on the page reads it again: "Pedido cancelado".
      orderNews(order.id);
    } catch (error) {
      setOpen(false);
      setRefusal(error instanceof Error ? error.message : "Não foi possível cancelar a encomenda");
    } finally {
      setSending(false);
    }
  };

  const until = slotText(order.schedule.cancelUntil, order.store.timeZone);
  return (
    <div className="print:hidden">
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="cancel-encomenda">
        Cancelar encomenda
      </Button>
      <p className="mt-2 text-muted text-sm">Você pode cancelar por aqui até {until}.</p>
      <Dialog open={open} onOpenChange={(next) => !sending && setOpen(next)}>
        <DialogContent data-testid="cancel-encomenda-dialog">
          <DialogTitle>Cancelar a encomenda?</DialogTitle>
          <DialogDescription>
            A encomenda de {order.schedule.label} será cancelada e a loja não vai prepará-la.
          </DialogDescription>
          <div className="mt-4 flex flex-wrap justify-end gap-2">
            <Button variant="outline" onClick={() => setOpen(false)} disabled={sending}>
              Manter encomenda
            </Button>
            <Button variant="destructive" onClick={() => void cancel()} disabled={sending}>
              {sending ? "Cancelando..." : "Sim, cancelar"}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
