import { type CartItem, cartLineKey, cartUnits } from "#shared/cart.ts";
import { type CatalogOrderLimits, lineCapHint } from "#shared/catalog.ts";

/**
 * The unit caps of Configurações → Limites, as the catalogue carries them: the cart and the
 * checkout hold back an order past either cap before the server refuses it (422
 * too_many_units). The steppers stop at the line's cap (lineCapHint, with the catalogue's
 * words: the product page loads it without this module).
 */

/** Said when the cart's units pass the order's cap. */
export const orderCapMessage = (max: number, units: number) =>
  `No máximo ${max} unidades por pedido: seu carrinho tem ${units}.`;

/** What the caps hold back: each line over its cap (its message, by line key) and the order. */
export function unitCapProblems(
  items: readonly CartItem[],
  limits: CatalogOrderLimits | undefined,
): { lines: Map<string, string>; order: string | null } {
  const lines = new Map<string, string>();
  if (!limits) return { lines, order: null };
  for (const item of items) {
    if (item.quantity > limits.maxUnitsPerLine) {
      lines.set(cartLineKey(item), lineCapHint(limits.maxUnitsPerLine));
    }
  }
  const units = cartUnits(items);
  return {
    lines,
    order: units > limits.maxUnitsPerOrder ? orderCapMessage(limits.maxUnitsPerOrder, units) : null,
  };
}
