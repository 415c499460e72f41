import type { AdminOrderCardItem } from "#shared/admin-orders.ts";
import { SIZE_LABELS } from "#shared/catalog.ts";

/** What to make: "2× Picolé de Cajá · Grande", its add-ons under it. */
export function OrderCardItems({ items }: { items: AdminOrderCardItem[] }) {
  return (
    <ul className="flex flex-col gap-1" aria-label="Itens">
      {items.map((item, index) => (
        // Lines have no id of their own; their place in the order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never move
        <li key={index} className="leading-snug">
          <span className="font-extrabold text-base">{item.quantity}×</span>{" "}
          <span className="font-semibold">{item.name}</span>{" "}
          <span className="text-muted">· {SIZE_LABELS[item.size]}</span>
          {item.addons.length > 0 && (
            <span className="block pl-5 text-muted text-xs">+ {item.addons.join(", ")}</span>
          )}
        </li>
      ))}
    </ul>
  );
}
