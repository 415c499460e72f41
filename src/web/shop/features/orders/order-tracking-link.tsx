import { Copy, Share2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { orderShareText } from "#shared/order-message.ts";
import type { CustomerOrderView } from "#shared/orders.ts";
import { Button, buttonVariants } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { customerStatusLabel } from "./order-state.ts";
import { orderTrackingPath, usePageOrigin } from "./tracking-link.ts";

/** Whether this browser can hand a link to the phone's own share sheet (Web Share API). */
function useCanShare(): boolean {
  const [canShare, setCanShare] = useState(false);
  // Known only in the browser, after hydration: the server's HTML shows the WhatsApp link.
  useEffect(() => setCanShare(typeof navigator.share === "function"), []);
  return canShare;
}

/**
 * The order's tracking link, to open on another phone or computer: "Copiar link" puts it in
 * the clipboard (or selects it, where the clipboard is refused), "Compartilhar" hands it to the
 * phone's share sheet or, without one, to WhatsApp. `shareable: false` (an order still to pay
 * or to send) leaves sharing out: the page's own next step comes first.
 */
export function OrderTrackingLink({
  order,
  shareable,
}: {
  order: CustomerOrderView;
  shareable: boolean;
}) {
  const origin = usePageOrigin();
  const url = `${origin}${orderTrackingPath(order)}`;
  const field = useRef<HTMLInputElement>(null);
  const [selected, setSelected] = useState(false);
  const canShare = useCanShare();
  const text = orderShareText(order, customerStatusLabel(order));

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setSelected(false);
      toast.success("Link copiado");
    } catch {
      // No clipboard (an old browser, or permission refused): select it for the phone's own copy.
      field.current?.focus();
      field.current?.select();
      setSelected(true);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: "Meu pedido Frosty", text, url });
    } catch {
      // Closing the share sheet is a choice, not an error: nothing to say.
    }
  };

  return (
    <section
      className="rounded-2xl bg-white p-5 shadow-sm print:hidden"
      aria-labelledby="tracking-link-heading"
      data-testid="tracking-link"
    >
      <h2 id="tracking-link-heading" className="font-bold text-lg">
        Acompanhe de qualquer aparelho
      </h2>
      <p className="mt-1 mb-3 text-sm">
        Abra este link em outro celular ou computador para ver o pedido e o andamento dele.
      </p>
      <label htmlFor="tracking-url" className="sr-only">
        Link de acompanhamento do pedido
      </label>
      <input
        id="tracking-url"
        ref={field}
        readOnly
        value={url}
        onFocus={(event) => event.currentTarget.select()}
        className="h-11 w-full rounded-xl border border-ink/30 bg-brand-50 px-3 font-mono text-xs"
        data-testid="tracking-url"
      />
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <Copy aria-hidden="true" />
          Copiar link
        </Button>
        {shareable &&
          (canShare ? (
            <Button type="button" variant="outline" onClick={() => void share()}>
              <Share2 aria-hidden="true" />
              Compartilhar
            </Button>
          ) : (
            <a
              href={`https://wa.me/?text=${encodeURIComponent(`${text}\nAcompanhe: ${url}`)}`}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants({ variant: "outline" })}
            >
              <Share2 aria-hidden="true" />
              Compartilhar no WhatsApp
            </a>
          ))}
      </div>
      <p role="status" className="mt-2 text-sm empty:hidden">
        {selected ? "Link selecionado: copie pelo menu do seu celular." : ""}
      </p>
      <p className="mt-2 text-muted text-sm">
        Quem tiver este link vê o pedido e o seu nome; o telefone e o endereço só em parte, sem o
        CPF nem o código de retirada. Compartilhe só com quem você confia.
      </p>
    </section>
  );
}
