import { SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import type { OrderLineView } from "#shared/orders.ts";
import { cn } from "#web/lib/utils.ts";

/** An order's lines: quantity, name, size, add-ons and line total. */
export function OrderLines({ items, className }: { items: OrderLineView[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-2 text-sm", className)} data-keep-clear>
      {items.map((item) => (
        <li
          key={`${item.productId}-${item.size}-${item.addons.map((a) => a.id).join()}`}
          className="flex justify-between gap-3"
        >
          <span>
            {item.quantity}x {item.name}{" "}
            <span className="text-muted">({SIZE_LABELS[item.size]})</span>
            {item.addons.length > 0 && (
              <span className="block text-muted">
                + {item.addons.map((addon) => addon.name).join(", ")}
              </span>
            )}
          </span>
          <span className="shrink-0">{formatBRL(item.lineTotalCents)}</span>
        </li>
      ))}
    </ul>
  );
}
