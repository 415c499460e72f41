import type { AdminOrderCardItem } from "#shared/admin-orders.ts";
import { SIZE_LABELS } from "#shared/catalog.ts";
import { boxMixText } from "#shared/party-boxes.ts";
import { cn } from "#web/panel/features/ui/cn.ts";

/**
 * What to make: "2× Picolé de Cajá · Grande", its add-ons (or a party box's flavours) under it, read from arm's length:
 * dark and bold, a size larger in the kitchen's compact card (`large`).
 */
export function OrderCardItems({
  items,
  large = false,
}: {
  items: AdminOrderCardItem[];
  large?: boolean;
}) {
  const lineClass = cn("text-ink", large ? "text-base leading-5 tracking-tight" : "leading-snug");
  return (
    <ul className={cn("flex flex-col", large ? "gap-0.5" : "gap-1")} aria-label="Itens">
      {items.map((item, index) => (
        // Lines have no id of their own; their place in the order is fixed.
        // biome-ignore lint/suspicious/noArrayIndexKey: the order's lines never move
        <li key={index} className={lineClass}>
          <span className={cn("font-black", !large && "text-base")}>{item.quantity}×</span>{" "}
          <span className="font-bold">{item.name}</span>{" "}
          {/* A party box has one size: its mix, below, says what is in it. */}
          {!item.boxParts && (
            <span className={cn("font-semibold", large && "text-sm")}>
              · {SIZE_LABELS[item.size]}
            </span>
          )}
          {item.addons.length > 0 && (
            <span className="block pl-5 font-semibold text-sm leading-5">
              + {item.addons.join(", ")}
            </span>
          )}
          {item.boxParts && (
            <span className="block pl-5 font-semibold text-sm leading-5" data-testid="box-mix">
              <span className="sr-only">Sabores de cada caixa: </span>
              {boxMixText(item.boxParts)}
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}
