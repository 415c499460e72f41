import { ApiError } from "#server/http/errors.ts";
import {
  STOCK_CHANGED,
  stockChangedLineMessage,
  stockChangedMessage,
} from "#shared/store-stock.ts";

/** How a stock save is refused, with its status, code and pt-BR message. */
export const storeStockErrors = {
  storeNotFound: () => new ApiError(404, "store_not_found", "Loja não encontrada"),
  unknownProduct: (line: number) =>
    new ApiError(422, "unknown_product", "Picolé não encontrado", [
      { path: ["lines", line, "productId"], message: "Picolé não encontrado" },
    ]),
  /** A party box has no count of its own: each picolé it holds comes from its flavour's stock. */
  boxHasNoStock: (line: number, name: string) => {
    const message = `${name} é uma caixa de festa: o estoque dela é o dos sabores que ela leva`;
    return new ApiError(422, "box_has_no_stock", message, [
      { path: ["lines", line, "productId"], message },
    ]);
  },
  /**
   * Orders took units of flavours whose count staff changed while counting: nothing is saved;
   * each line names what the store holds now.
   */
  stockChanged: (changed: { line: number; name: string; stockQuantity: number }[]) =>
    new ApiError(
      409,
      STOCK_CHANGED,
      stockChangedMessage(changed),
      changed.map(({ line, stockQuantity }) => ({
        path: ["lines", line, "stockQuantity"],
        message: stockChangedLineMessage(stockQuantity),
      })),
    ),
};
