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
