import {
  Bike,
  CheckCircle2,
  ChefHat,
  CircleX,
  Home,
  Hourglass,
  IceCreamCone,
  MessageCircle,
  Printer,
  Share2,
} from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { Link } from "react-router";
import { orderShareText, orderWhatsappText, whatsappLink } from "#shared/order-message.ts";
import type { OrderView } from "#shared/orders.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { useCatalog } from "#web/features/catalog/api.ts";
import { useOrder } from "#web/features/orders/api.ts";
import { OrderDetails } from "#web/features/orders/order-details.tsx";
import {
  customerStatusLabel,
  isAwaitingPix,
  isWhatsappUnsent,
  type OrderHeadline,
  orderHeadline,
} from "#web/features/orders/order-state.ts";
import { useOrderStatusStream } from "#web/features/orders/use-order-status-stream.ts";
import { cn } from "#web/lib/utils.ts";

// The QR code library comes only with a Pix order to pay: the shop's first load stays light.
const PixPayment = lazy(() =>
  import("#web/features/orders/pix-payment.tsx").then((m) => ({ default: m.PixPayment })),
);

export function ConfirmationPage() {
  const latest = useCartStore((state) => state.orders.at(-1));
  const orderUpdated = useCartStore((state) => state.orderUpdated);
  const { data: serverCopy } = useOrder(latest);
  // The store's status changes (and a Pix confirmed or expired) show up here as they happen.
  useOrderStatusStream(latest);

  // The server's copy is the truth (status moves on); keep the stored one in step.
  useEffect(() => {
    if (serverCopy) orderUpdated(serverCopy);
  }, [serverCopy, orderUpdated]);

  if (!latest) {
    return (
      <section className="mx-auto flex max-w-6xl flex-col items-center px-4 py-20 text-center">
        <h1 className="font-extrabold text-2xl">Nenhum pedido encontrado</h1>
        <Link to="/cardapio" className={cn(buttonVariants(), "mt-6")}>
          Ver cardápio
        </Link>
      </section>
    );
  }

  const order = serverCopy ?? latest;
  const shareUrl = `https://wa.me/?text=${encodeURIComponent(orderShareText(order, customerStatusLabel(order)))}`;
  const waiting = isAwaitingPix(order) || isWhatsappUnsent(order);

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <Headline headline={orderHeadline(order)} deliveryMethod={order.deliveryMethod} />
      <div className="flex flex-col gap-5">
        {isAwaitingPix(order) && order.payment.pix && (
          <Suspense fallback={<Skeleton className="h-96" aria-hidden="true" />}>
            <PixPayment pix={order.payment.pix} totalCents={order.totalCents} />
          </Suspense>
        )}
        {isWhatsappUnsent(order) && <SendByWhatsapp order={order} />}
        <OrderDetails order={order} />
      </div>
      <div className="mt-6 flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
        {!waiting && (
          <a
            href={shareUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonVariants({ variant: "outline" })}
          >
            <Share2 aria-hidden="true" />
            Compartilhar no WhatsApp
          </a>
        )}
        {order.status === "cancelled" ? (
          <Link to="/cardapio" className={buttonVariants()}>
            <IceCreamCone aria-hidden="true" />
            Fazer um novo pedido
          </Link>
        ) : (
          <Link to="/" className={buttonVariants()}>
            <Home aria-hidden="true" />
            Voltar ao início
          </Link>
        )}
      </div>
    </section>
  );
}

const TONES = {
  waiting: { Icon: Hourglass, className: "text-amber-700" },
  progress: { Icon: ChefHat, className: "text-brand-700" },
  done: { Icon: CheckCircle2, className: "text-green-700" },
  cancelled: { Icon: CircleX, className: "text-red-700" },
} as const;

/**
 * The order's state in one heading and a sentence. A live region: a change the store makes
 * while the page is open (Pix confirmed, preparing, out for delivery, expired) is read out.
 */
function Headline({
  headline,
  deliveryMethod,
}: {
  headline: OrderHeadline;
  deliveryMethod: OrderView["deliveryMethod"];
}) {
  const tone = TONES[headline.tone];
  const Icon = headline.tone === "progress" && deliveryMethod === "delivery" ? Bike : tone.Icon;
  return (
    <div className="mb-6 flex items-start gap-3" role="status" data-tone={headline.tone}>
      <Icon className={cn("size-10 shrink-0", tone.className)} aria-hidden="true" />
      <div>
        <h1 className="font-extrabold text-2xl sm:text-3xl" data-testid="order-headline">
          {headline.title}
        </h1>
        <p className="text-muted">{headline.description}</p>
      </div>
    </div>
  );
}

/**
 * A WhatsApp order reaches the store only as the customer's message: the button opens it again
 * (a closed tab, a blocked pop-up), to the store's own WhatsApp or, without one, the site's.
 */
function SendByWhatsapp({ order }: { order: OrderView }) {
  const ordersWhatsapp = useCatalog().data?.site.ordersWhatsapp;
  const digits = order.store.whatsapp ?? ordersWhatsapp;
  if (!digits) return null;
  return (
    <div className="rounded-2xl border-2 border-emerald-700 bg-white p-5 shadow-sm print:hidden">
      <p className="mb-3">
        A mensagem já vem pronta, com os itens, o total e como você vai receber. Confira e envie no
        WhatsApp.
      </p>
      <a
        href={whatsappLink(digits, orderWhatsappText(order))}
        target="_blank"
        rel="noopener noreferrer"
        className={buttonVariants({ variant: "whatsapp", size: "lg" })}
      >
        <MessageCircle aria-hidden="true" />
        Enviar pelo WhatsApp
      </a>
    </div>
  );
}
