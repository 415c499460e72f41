import { TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { type CartItem, cartLineKey, cartLineTotalCents } from "#shared/cart.ts";
import { type DeliveryArea, SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import { BoxMix } from "#web/components/box-mix.tsx";
import type { CheckoutTotals } from "./checkout-totals.ts";

/**
 * The cart as it will be ordered, and everything it costs before the customer confirms: the
 * subtotal, the discount, the delivery fee apart, the total (Decreto 7.962/2013). The server
 * charges the same figures, or answers price_changed and the checkout asks again. A line the
 * store cannot sell says why beside it, with a way to take it out.
 */
export function CheckoutSummary({
  items,
  totals,
  deliveryMethod,
  area,
  lineProblems,
  onRemoveLine,
  children,
}: {
  items: CartItem[];
  totals: CheckoutTotals;
  deliveryMethod: DeliveryMethod;
  area: DeliveryArea | null;
  /** Why a line cannot be ordered, by its cart line key. */
  lineProblems: ReadonlyMap<string, string>;
  onRemoveLine(lineKey: string): void;
  children: ReactNode;
}) {
  return (
    <aside
      className="h-fit rounded-2xl bg-white p-5 shadow-sm md:sticky md:top-20"
      aria-labelledby="summary-heading"
    >
      <h2 id="summary-heading" className="font-bold text-lg">
        Resumo do pedido
      </h2>
      <ul className="my-4 flex flex-col gap-2 text-sm" data-keep-clear>
        {items.map((item) => {
          const key = cartLineKey(item);
          const problem = lineProblems.get(key);
          return (
            <li key={key} data-testid="summary-line" data-unavailable={problem ? "" : undefined}>
              <div className="flex justify-between gap-3">
                <span>
                  {item.quantity}x {item.name}{" "}
                  {!item.boxParts && <span className="text-muted">({SIZE_LABELS[item.size]})</span>}
                  <BoxMix parts={item.boxParts} className="text-xs" />
                </span>
                <span className="shrink-0">{formatBRL(cartLineTotalCents(item))}</span>
              </div>
              {problem && (
                <p
                  className="mt-1 flex items-start gap-1.5 rounded-lg bg-amber-50 p-2 text-amber-950"
                  data-testid="line-problem"
                >
                  <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
                  <span className="flex-1">{problem}</span>
                  <button
                    type="button"
                    className="shrink-0 font-semibold underline"
                    onClick={() => onRemoveLine(key)}
                    aria-label={`Remover ${item.name} do pedido`}
                  >
                    Remover
                  </button>
                </p>
              )}
            </li>
          );
        })}
      </ul>
      <dl className="flex flex-col gap-2" data-testid="order-totals" data-keep-clear>
        <div className="flex justify-between">
          <dt>Subtotal</dt>
          <dd>{formatBRL(totals.subtotalCents)}</dd>
        </div>
        {totals.discountCents > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>Desconto</dt>
            <dd>-{formatBRL(totals.discountCents)}</dd>
          </div>
        )}
        {totals.cashbackCents > 0 && (
          <div className="flex justify-between text-green-800">
            <dt>Cashback</dt>
            <dd data-testid="cashback-used">-{formatBRL(totals.cashbackCents)}</dd>
          </div>
        )}
        <div className="flex justify-between gap-3">
          <dt>
            Taxa de entrega
            {deliveryMethod === "delivery" && area && (
              <span className="block text-muted text-xs">
                {area.name} · cerca de {area.etaMinutes} min
              </span>
            )}
          </dt>
          <dd data-testid="delivery-fee" className="text-right">
            {totals.feeKnown ? formatBRL(totals.deliveryFeeCents) : "Escolha o bairro"}
          </dd>
        </div>
        <div className="flex justify-between border-brand-100 border-t pt-2 font-extrabold text-lg">
          <dt>Total</dt>
          <dd data-testid="order-total">{formatBRL(totals.totalCents)}</dd>
        </div>
      </dl>
      {!totals.feeKnown && (
        <p className="mt-1 text-muted text-xs">Mais a taxa de entrega do bairro escolhido.</p>
      )}
      <div className="mt-5">{children}</div>
    </aside>
  );
}
