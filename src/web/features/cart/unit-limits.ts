import { type CartItem, cartItemCount, cartLineKey } from "#shared/cart.ts";
import type { CatalogOrderLimits } from "#shared/catalog.ts";

/**
 * The unit caps of Configurações → Limites, as the catalogue carries them: the steppers stop
 * at the line's cap, and the cart and the checkout hold back an order past either cap before
 * the server refuses it (422 too_many_units).
 */

/** Said where a stepper stops, and beside a line over the cap. */
export const lineCapHint = (max: number) => `Máximo de ${max} unidades por item`;

/** Said when the cart's units pass the order's cap. */
export const orderCapMessage = (max: number, units: number) =>
  `No máximo ${max} unidades por pedido. Seu carrinho tem ${units}: diminua as quantidades para continuar.`;

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
  const units = cartItemCount(items);
  return {
    lines,
    order: units > limits.maxUnitsPerOrder ? orderCapMessage(limits.maxUnitsPerOrder, units) : null,
  };
}
