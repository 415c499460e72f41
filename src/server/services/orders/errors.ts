import { ApiError } from "#server/http/errors.ts";
import { MESSAGES } from "#shared/orders.ts";
import { outOfStockMessage } from "#shared/store-stock.ts";

type Path = (string | number)[];

/** An error about one field of the request, with the path the checkout form can highlight. */
function fieldError(status: 422 | 409, code: string, message: string, path: Path): ApiError {
  return new ApiError(status, code, message, [{ path, message }]);
}

/** Every way placing or reading an order can fail, with its status, code and pt-BR message. */
export const orderErrors = {
  idempotencyKeyRequired: () =>
    new ApiError(400, "idempotency_key_required", "Envie o cabeçalho Idempotency-Key"),
  idempotencyConflict: () =>
    new ApiError(
      409,
      "idempotency_conflict",
      "Esta chave de idempotência já foi usada com outro pedido",
    ),
  unknownStore: () => fieldError(422, "unknown_store", "Loja não encontrada", ["storeId"]),
  unknownProduct: (line: number, productId: string) =>
    fieldError(422, "unknown_product", `Produto não encontrado: ${productId}`, [
      "items",
      line,
      "productId",
    ]),
  unavailableSize: (line: number, productName: string) =>
    fieldError(422, "unavailable_size", `Tamanho indisponível para ${productName}`, [
      "items",
      line,
      "size",
    ]),
  invalidAddon: (line: number) =>
    fieldError(422, "invalid_addon", "Adicional inválido", ["items", line, "addonIds"]),
  invalidCoupon: () => fieldError(422, "invalid_coupon", MESSAGES.invalidCoupon, ["couponCode"]),
  /** GET /api/coupons/:code: the code names no coupon usable now. */
  couponNotFound: () => new ApiError(404, "invalid_coupon", MESSAGES.invalidCoupon),
  orderTooLarge: () =>
    new ApiError(422, "order_too_large", "O valor do pedido passa do limite permitido"),
  /** Too few units of a flavour at the order's store (or switched off there): what is left. */
  outOfStock: (productName: string, unitsLeft: number) =>
    new ApiError(409, "out_of_stock", outOfStockMessage(productName, unitsLeft)),
  orderNotFound: () => new ApiError(404, "order_not_found", "Pedido não encontrado"),
  /** Only when other instances keep taking every id this one tries; the client may retry. */
  noFreeOrderId: () =>
    new ApiError(
      503,
      "order_id_unavailable",
      "Não foi possível registrar o pedido. Tente novamente.",
    ),
};
