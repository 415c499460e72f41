import { CheckCircle2, Home, Printer, Share2 } from "lucide-react";
import { useEffect } from "react";
import { Link } from "react-router";
import { orderShareText } from "#shared/order-message.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { useCartStore } from "#web/features/cart/cart-store.ts";
import { useOrder } from "#web/features/orders/api.ts";
import { OrderDetails } from "#web/features/orders/order-details.tsx";
import { useOrderStatusStream } from "#web/features/orders/use-order-status-stream.ts";
import { cn } from "#web/lib/utils.ts";

export function ConfirmationPage() {
  const latest = useCartStore((state) => state.orders.at(-1));
  const orderUpdated = useCartStore((state) => state.orderUpdated);
  const { data: serverCopy } = useOrder(latest);
  // The store's status changes show up here as they happen.
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
  const shareUrl = `https://wa.me/?text=${encodeURIComponent(orderShareText(order))}`;

  return (
    <section className="mx-auto max-w-3xl px-4 py-8">
      <div className="mb-6 flex items-center gap-3">
        <CheckCircle2 className="size-10 text-green-700" aria-hidden="true" />
        <div>
          <h1 className="font-extrabold text-2xl sm:text-3xl">Pedido confirmado!</h1>
          <p className="text-muted">Obrigado por pedir na Frosty.</p>
        </div>
      </div>
      <OrderDetails order={order} />
      <div className="mt-6 flex flex-wrap gap-2 print:hidden">
        <Button variant="outline" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Imprimir
        </Button>
        <a
          href={shareUrl}
          target="_blank"
          rel="noopener noreferrer"
          className={buttonVariants({ variant: "outline" })}
        >
          <Share2 aria-hidden="true" />
          Compartilhar no WhatsApp
        </a>
        <Link to="/" className={buttonVariants()}>
          <Home aria-hidden="true" />
          Voltar ao início
        </Link>
      </div>
    </section>
  );
}
