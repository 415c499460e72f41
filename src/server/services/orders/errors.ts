import { ApiError } from "#server/http/errors.ts";
import type { CouponRefusal } from "#shared/admin-coupons.ts";
import type { PriceChange } from "#shared/errors.ts";
import { formatBRL } from "#shared/money.ts";
import { ORDER_LIMIT_MESSAGES } from "#shared/order-limits.ts";
import { MESSAGES, PAYMENT_METHOD_LABELS, type PaymentMethod } from "#shared/orders.ts";
import { BOX_MESSAGES } from "#shared/party-boxes.ts";
import { capacityFullMessage, SCHEDULING_MESSAGES } from "#shared/scheduling.ts";
import { outOfStockMessage } from "#shared/store-stock.ts";

type Path = (string | number)[];

/** An error about one field of the request, with the path the checkout form can highlight. */
function fieldError(status: 422 | 409, code: string, message: string, path: Path): ApiError {
  return new ApiError(status, code, message, [{ path, message }]);
}

/** Every way placing or reading an order can fail, with its status, code and pt-BR message. */
export const orderErrors = {
  /** "Meus pedidos" on any device is the club's: it takes a member's session. */
  membersOnly: () =>
    new ApiError(
      401,
      "members_only",
      "Entre no Clube Frosty para ver seus pedidos em qualquer aparelho.",
    ),
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
  /** A coupon that exists but does not apply to this order: why (expired, used up, …). */
  couponRefused: (refusal: CouponRefusal) =>
    fieldError(422, refusal.code, refusal.message, ["couponCode"]),
  /** GET /api/coupons/:code: the code names no coupon usable now. */
  couponNotFound: () => new ApiError(404, "invalid_coupon", MESSAGES.invalidCoupon),
  lineTooLarge: (line: number, max: number) =>
    fieldError(422, "too_many_units", ORDER_LIMIT_MESSAGES.lineTooLarge(max), [
      "items",
      line,
      "quantity",
    ]),
  unitsAboveLimit: (max: number) =>
    fieldError(422, "too_many_units", ORDER_LIMIT_MESSAGES.orderTooLarge(max), ["items"]),
  /** More units than OrderLimits.pixRequiredAboveUnits, not paid by Pix: on the method. */
  pixRequired: (max: number) =>
    fieldError(422, "pix_required", ORDER_LIMIT_MESSAGES.pixRequired(max), ["paymentMethod"]),
  orderTooLarge: () =>
    new ApiError(422, "order_too_large", "O valor do pedido passa do limite permitido"),
  /**
   * Too few units of a flavour at the order's store (or switched off there): what is left, on
   * each of the order's lines of that flavour (the checkout marks them).
   */
  outOfStock: (productName: string, unitsLeft: number, lineIndexes: readonly number[] = []) => {
    const message = outOfStockMessage(productName, unitsLeft);
    return new ApiError(
      409,
      "out_of_stock",
      message,
      lineIndexes.map((line) => ({ path: ["items", line], message })),
    );
  },
  /** The total the customer saw is not the one the order would charge now. */
  priceChanged: (now: PriceChange) =>
    new ApiError(409, "price_changed", MESSAGES.priceChanged, undefined, { priceChange: now }),
  unknownArea: () =>
    fieldError(422, "unknown_area", "Esta loja não entrega neste bairro", [
      "deliveryAddress",
      "areaId",
    ]),
  belowMinimum: (area: string, minimumCents: number) =>
    fieldError(
      422,
      "below_minimum",
      `O pedido mínimo para entrega em ${area} é de ${formatBRL(minimumCents)}`,
      ["deliveryAddress", "areaId"],
    ),
  paymentMethodOff: (method: PaymentMethod) =>
    fieldError(
      422,
      "payment_method_unavailable",
      method === "pix"
        ? "O Pix não está disponível nesta loja"
        : `${PAYMENT_METHOD_LABELS[method]} não está disponível nesta loja`,
      ["paymentMethod"],
    ),
  changeBelowTotal: () =>
    fieldError(422, "change_below_total", MESSAGES.changeBelowTotal, ["changeForCents"]),
  orderNotFound: () => new ApiError(404, "order_not_found", "Pedido não encontrado"),
  // ─── Caixas de festa ───
  notABox: (line: number) =>
    fieldError(422, "not_a_box", BOX_MESSAGES.notABox, ["items", line, "boxParts"]),
  boxNeedsParts: (line: number) =>
    fieldError(422, "box_incomplete", BOX_MESSAGES.needsParts, ["items", line, "boxParts"]),
  boxNotFull: (line: number, size: number, filled: number) =>
    fieldError(
      422,
      "box_incomplete",
      filled > size ? BOX_MESSAGES.tooFull(size) : BOX_MESSAGES.notFull(size, filled),
      ["items", line, "boxParts"],
    ),
  flavourNotInBox: (line: number, part: number, name: string) =>
    fieldError(422, "flavour_not_in_box", BOX_MESSAGES.flavourNotAllowed(name), [
      "items",
      line,
      "boxParts",
      part,
      "productId",
    ]),
  duplicateBoxPart: (line: number) =>
    fieldError(422, "box_incomplete", BOX_MESSAGES.duplicatePart, ["items", line, "boxParts"]),
  // ─── Encomendas ───
  needsSchedule: (hours: number) =>
    fieldError(422, "needs_schedule", SCHEDULING_MESSAGES.needsSchedule(hours), ["schedule"]),
  schedulingOff: () => fieldError(422, "scheduling_off", SCHEDULING_MESSAGES.off, ["schedule"]),
  slotUnavailable: () =>
    fieldError(422, "slot_unavailable", SCHEDULING_MESSAGES.slotUnavailable, [
      "schedule",
      "slotStart",
    ]),
  leadTime: (hours: number) =>
    fieldError(422, "lead_time", SCHEDULING_MESSAGES.leadTime(hours), ["schedule", "slotStart"]),
  paymentNotForScheduled: () =>
    fieldError(422, "payment_not_for_scheduled", SCHEDULING_MESSAGES.paymentNotForScheduled, [
      "paymentMethod",
    ]),
  upfrontPayment: (fromCents: number) =>
    fieldError(422, "upfront_payment_required", SCHEDULING_MESSAGES.upfront(formatBRL(fromCents)), [
      "paymentMethod",
    ]),
  /** The day has no room for the order's picolés: which days of the window still do. */
  capacityFull: (day: string, openDays: readonly string[]) => {
    const message = capacityFullMessage(day, openDays);
    return new ApiError(
      409,
      "capacity_full",
      message,
      [{ path: ["schedule", "slotStart"], message }],
      { openDays: [...openDays] },
    );
  },
  cancelTooLate: (hours: number) =>
    new ApiError(422, "cancel_too_late", SCHEDULING_MESSAGES.cancelTooLate(hours)),
  notCancellable: () => new ApiError(422, "not_cancellable", SCHEDULING_MESSAGES.notScheduled),
  /** Only when other instances keep taking every id this one tries; the client may retry. */
  noFreeOrderId: () =>
    new ApiError(
      503,
      "order_id_unavailable",
      "Não foi possível registrar o pedido. Tente novamente.",
    ),
};
