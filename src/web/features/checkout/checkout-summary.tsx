import type { ReactNode } from "react";
import { type CartItem, cartLineKey, cartLineTotalCents, cartSubtotalCents } from "#shared/cart.ts";
import { SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import type { CouponView } from "#shared/orders.ts";
import { deliveryFeeCents, discountCents, orderTotalCents } from "#shared/pricing.ts";
import { OrderTotals } from "#web/components/order-totals.tsx";

/** The cart as it will be ordered; the server recomputes the same figures. */
export function CheckoutSummary({
  items,
  deliveryMethod,
  deliveryFeeCents: deliveryFee,
  coupon,
  children,
}: {
  items: CartItem[];
  deliveryMethod: DeliveryMethod;
  /** The fee of a delivery, from the catalogue (staff set it). */
  deliveryFeeCents: number;
  coupon: CouponView | null;
  children: ReactNode;
}) {
  const subtotal = cartSubtotalCents(items);
  const discount = coupon ? discountCents(subtotal, coupon.percentOff) : 0;
  const fee = deliveryFeeCents(deliveryMethod, deliveryFee);
  return (
    <aside
      className="h-fit rounded-2xl bg-white p-5 shadow-sm md:sticky md:top-20"
      aria-labelledby="summary-heading"
    >
      <h2 id="summary-heading" className="font-bold text-lg">
        Resumo do pedido
      </h2>
      <ul className="my-4 flex flex-col gap-2 text-sm">
        {items.map((item) => (
          <li key={cartLineKey(item)} className="flex justify-between gap-3">
            <span>
              {item.quantity}x {item.name}{" "}
              <span className="text-muted">({SIZE_LABELS[item.size]})</span>
            </span>
            <span className="shrink-0">{formatBRL(cartLineTotalCents(item))}</span>
          </li>
        ))}
      </ul>
      <OrderTotals
        subtotalCents={subtotal}
        discountCents={discount}
        deliveryFeeCents={fee}
        totalCents={orderTotalCents({
          subtotalCents: subtotal,
          discountCents: discount,
          deliveryFeeCents: fee,
        })}
      />
      <div className="mt-5">{children}</div>
    </aside>
  );
}
