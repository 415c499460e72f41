import { Home, IceCreamCone, ListOrdered, Printer } from "lucide-react";
import { lazy, Suspense } from "react";
import { systemCancelReason } from "#shared/order-timeline.ts";
import type { CustomerOrderView, TrackedOrder } from "#shared/orders.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { PushOptIn } from "#web/shop/features/push/push-opt-in.tsx";
import { encomendaCancel } from "./encomenda-cancel.ts";
import { OrderDetails, OrderSummary } from "./order-details.tsx";
import { OrderHeadline } from "./order-headline.tsx";
import { OrderSchedule } from "./order-schedule.tsx";
import { isAwaitingPix, isStrangersCopy, isWhatsappUnsent } from "./order-state.ts";
import { OrderTimeline } from "./order-timeline.tsx";
import { OrderTrackingLink } from "./order-tracking-link.tsx";
import { OrderPickupPlace } from "./pickup-place.tsx";
import { SendByWhatsapp } from "./send-by-whatsapp.tsx";

// The QR code library comes only with a Pix order to pay: the shop's first load stays light.
const PixPayment = lazy(() => import("./pix-payment.tsx").then((m) => ({ default: m.PixPayment })));
// The cancel and its dialog come only with an encomenda still to cancel (or past its cutoff).
const CancelEncomenda = lazy(() =>
  import("./cancel-encomenda.tsx").then((m) => ({ default: m.CancelEncomenda })),
);

/**
 * An order as its customer follows it, the same on the confirmation and on the tracking page:
 * where it is, what the customer still has to do (pay the Pix, send the WhatsApp message),
 * its number, its timeline, the link to follow it elsewhere, and the order itself.
 * `order` is the server's copy (with its history) or, until it arrives, the one kept here.
 */
export function OrderFollowUp({ order }: { order: CustomerOrderView | TrackedOrder }) {
  const waiting = isAwaitingPix(order) || isWhatsappUnsent(order);
  const history = "statusHistory" in order ? order.statusHistory : undefined;

  return (
    // As tall as the screen, as the frame before it (tracking-skeleton.tsx); printed, as tall
    // as the order.
    <section className="mx-auto min-h-dvh max-w-3xl px-4 py-8 print:min-h-0">
      <OrderHeadline order={order} cancelReason={systemCancelReason(history)} />
      <div className="flex flex-col gap-5">
        {order.schedule && (
          <OrderSchedule schedule={order.schedule} timeZone={order.store.timeZone} />
        )}
        {isAwaitingPix(order) && order.payment.pix && (
          <Suspense fallback={<Skeleton className="h-96" aria-hidden="true" />}>
            <PixPayment pix={order.payment.pix} totalCents={order.totalCents} />
          </Suspense>
        )}
        {/* The message is the customer's to send, with their phone and address: not elsewhere. */}
        {isWhatsappUnsent(order) && !isStrangersCopy(order) && <SendByWhatsapp order={order} />}
        <OrderSummary order={order} />
        {/* Where to collect it, while there is something to collect. */}
        {order.deliveryMethod === "pickup" &&
          order.status !== "cancelled" &&
          order.status !== "delivered" && <OrderPickupPlace store={order.store} />}
        <OrderTimeline order={order} history={history} />
        {encomendaCancel(order) && !isStrangersCopy(order) && (
          <Suspense fallback={null}>
            <CancelEncomenda order={order} />
          </Suspense>
        )}
        <OrderTrackingLink order={order} shareable={!waiting} />
        <PushOptIn orderId={order.id} token={order.accessToken} />
        <OrderDetails order={order} />
      </div>
      <div className="mt-6 flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
        <a href="/pedidos" className={buttonVariants({ variant: "outline" })}>
          <ListOrdered aria-hidden="true" />
          Meus pedidos
        </a>
        {order.status === "cancelled" ? (
          <a href="/cardapio" className={buttonVariants()}>
            <IceCreamCone aria-hidden="true" />
            Fazer um novo pedido
          </a>
        ) : (
          <a href="/" className={buttonVariants()}>
            <Home aria-hidden="true" />
            Voltar ao início
          </a>
        )}
      </div>
    </section>
  );
}
