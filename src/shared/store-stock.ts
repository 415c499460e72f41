/**
 * Stock and availability per store, in the words the shop, the staff panel and the server
 * share. No zod here (the shop loads this file at run time, in its lazy pages only: nothing of
 * it belongs in the shell every page loads): the staff API's schemas are in
 * store-stock-schemas.ts.
 */
import { type CartItem, lineProductIds } from "./cart.ts";

/** What the shop shows on a flavour the chosen store cannot sell now. */
export const SOLD_OUT_AT_STORE_LABEL = "Esgotado nesta loja";

/**
 * The lines a store cannot sell now (its catalogue's unavailableProductIds), in cart order: a
 * party box when any flavour of its mix is one of them.
 */
export function linesUnavailableAt<Line extends Pick<CartItem, "productId" | "boxParts">>(
  items: readonly Line[],
  unavailableProductIds: readonly string[],
): Line[] {
  if (unavailableProductIds.length === 0) return [];
  const unavailable = new Set(unavailableProductIds);
  return items.filter((line) => lineProductIds(line).some((id) => unavailable.has(id)));
}

/**
 * The names the shop gives the lines a store cannot sell: a flavour's own, and for a party box
 * each sold-out flavour of its mix with the box beside it ("Picolé de Umbu (Caixa Festa 20)"):
 * the box itself is not sold out, a flavour in it is.
 */
export function unavailableLineNames(
  lines: readonly Pick<CartItem, "name" | "boxParts">[],
  unavailableProductIds: readonly string[],
): string[] {
  const unavailable = new Set(unavailableProductIds);
  return lines.flatMap((line) =>
    line.boxParts
      ? line.boxParts
          .filter((part) => unavailable.has(part.productId))
          .map((part) => `${part.name} (${line.name})`)
      : [line.name],
  );
}

/**
 * What the shop says when the chosen store cannot sell some of the cart's flavours (on a store
 * change, in the cart and at checkout): which ones, and what to do.
 */
export function unavailableInCartMessage(storeName: string, productNames: readonly string[]) {
  const names = joinPt([...new Set(productNames)]);
  const verb = new Set(productNames).size === 1 ? "está esgotado" : "estão esgotados";
  return `${names} ${verb} em ${storeName}. Remova do carrinho ou escolha outra loja.`;
}

/** The most units a store may hold of one flavour (a count above it is a typing slip). */
export const MAX_STORE_STOCK = 100_000;

/** Can this store sell the flavour now: switched on and with a unit left. */
export function isOrderable(stock: { stockQuantity: number; isAvailable: boolean }): boolean {
  return stock.isAvailable && stock.stockQuantity > 0;
}

const units = (count: number) =>
  `${count.toLocaleString("pt-BR")} ${count === 1 ? "unidade" : "unidades"}`;

/**
 * The 409 of an order that asks a store for more than it has: names the flavour and what is
 * left there ("Picolé de Morango: só resta 1 unidade nesta loja.").
 */
export function outOfStockMessage(productName: string, unitsLeft: number): string {
  if (unitsLeft <= 0) return `${productName} está esgotado nesta loja.`;
  return `${productName}: só ${unitsLeft === 1 ? "resta" : "restam"} ${units(unitsLeft)} nesta loja.`;
}

/** The 409 of a stock save whose counts changed (orders took units) while staff were counting. */
export const STOCK_CHANGED = "stock_changed";

export function stockChangedMessage(changed: readonly { name: string; stockQuantity: number }[]) {
  const list = changed.map((line) => `${line.name} (agora ${units(line.stockQuantity)})`);
  const which =
    list.length === 1 ? `O estoque de ${list[0]} mudou` : `O estoque de ${joinPt(list)} mudou`;
  return `${which} enquanto você contava: pedidos foram feitos. Confira ${
    list.length === 1 ? "esse sabor" : "esses sabores"
  } e salve de novo.`;
}

/** Under one line of a refused save: what the store holds now. */
export function stockChangedLineMessage(stockQuantity: number): string {
  return `Mudou para ${units(stockQuantity)} enquanto você contava (pedidos). Confira e salve de novo.`;
}

function joinPt(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} e ${items[items.length - 1]}`;
}
