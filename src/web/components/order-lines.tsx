import { SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import type { OrderLineView } from "#shared/orders.ts";
import { cn } from "#web/lib/utils.ts";
import { BoxMix } from "./box-mix.tsx";

/** An order's lines: quantity, name, size (or a party box's mix), add-ons and line total. */
export function OrderLines({ items, className }: { items: OrderLineView[]; className?: string }) {
  return (
    <ul className={cn("flex flex-col gap-2 text-sm", className)} data-keep-clear>
      {items.map((item, index) => (
        // Two lines of one product differ by size, add-ons or a box's mix: the place is the key.
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
        <li key={index} className="flex justify-between gap-3">
          <span>
            {item.quantity}x {item.name}{" "}
            {item.boxParts ? (
              <BoxMix parts={item.boxParts} className="block" />
            ) : (
              <span className="text-muted">({SIZE_LABELS[item.size]})</span>
            )}
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
