import { SIZE_LABELS } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import type { OrderLineView } from "#shared/orders.ts";
import { boxMixText } from "#shared/party-boxes.ts";

/**
 * The order's lines in its detail: quantity, name, size, add-ons and line total, and under a
 * party box the flavours of each box ("Cada caixa: 20 Limão, 15 Morango").
 */
export function OrderDetailLines({ items }: { items: OrderLineView[] }) {
  return (
    <ul className="flex flex-col gap-1.5 text-sm">
      {items.map((item, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never move
        <li key={index} className="flex justify-between gap-3">
          <span>
            {item.quantity}x {item.name}{" "}
            {!item.boxParts && <span className="text-muted">({SIZE_LABELS[item.size]})</span>}
            {item.addons.length > 0 && (
              <span className="block text-muted">
                + {item.addons.map((addon) => addon.name).join(", ")}
              </span>
            )}
            {item.boxParts && (
              <span className="block font-semibold" data-testid="detail-box-mix">
                Cada caixa: {boxMixText(item.boxParts)}
              </span>
            )}
          </span>
          <span className="shrink-0">{formatBRL(item.lineTotalCents)}</span>
        </li>
      ))}
    </ul>
  );
}
