import { formatBRL } from "#shared/money.ts";

interface OrderTotalsProps {
  subtotalCents: number;
  discountCents: number;
  deliveryFeeCents: number;
  totalCents: number;
  /** What the member's Clube Frosty cashback paid (already off the total). */
  cashbackCents?: number;
}

export function OrderTotals({
  subtotalCents,
  discountCents,
  deliveryFeeCents,
  totalCents,
  cashbackCents = 0,
}: OrderTotalsProps) {
  return (
    // data-keep-clear: the floating contact button stays off the figures.
    <dl className="flex flex-col gap-2" data-testid="order-totals" data-keep-clear>
      <div className="flex justify-between">
        <dt>Subtotal</dt>
        <dd>{formatBRL(subtotalCents)}</dd>
      </div>
      {discountCents > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>Desconto</dt>
          <dd>-{formatBRL(discountCents)}</dd>
        </div>
      )}
      {cashbackCents > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>Cashback</dt>
          <dd data-testid="cashback-used">-{formatBRL(cashbackCents)}</dd>
        </div>
      )}
      <div className="flex justify-between">
        <dt>Taxa de entrega</dt>
        <dd>{formatBRL(deliveryFeeCents)}</dd>
      </div>
      <div className="flex justify-between border-brand-100 border-t pt-2 font-extrabold text-lg">
        <dt>Total</dt>
        <dd data-testid="order-total">{formatBRL(totalCents)}</dd>
      </div>
    </dl>
  );
}
