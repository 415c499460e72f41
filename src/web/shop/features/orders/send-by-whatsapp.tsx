import { MessageCircle } from "lucide-react";
import { orderWhatsappText, whatsappLink } from "#shared/order-message.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";

/**
 * A WhatsApp order reaches the store only as the customer's message: the button opens it again
 * (a closed tab, a blocked pop-up), to the store's own WhatsApp or, without one, the site's.
 */
export function SendByWhatsapp({ order }: { order: CustomerOrderView }) {
  const ordersWhatsapp = useCatalog().site.ordersWhatsapp;
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
