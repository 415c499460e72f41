import { ApiError } from "#server/http/errors.ts";
import { COUPON_MESSAGES } from "#shared/admin-coupons.ts";

type Path = (string | number)[];

function fieldError(status: 409 | 422, code: string, message: string, path: Path): ApiError {
  return new ApiError(status, code, message, [{ path, message }]);
}

/** How the coupon API refuses a request, with its status, code and pt-BR message. */
export const couponErrors = {
  notFound: () => new ApiError(404, "coupon_not_found", COUPON_MESSAGES.notFound),
  duplicate: () => fieldError(409, "coupon_exists", COUPON_MESSAGES.duplicate, ["code"]),
  validityOrder: () =>
    fieldError(422, "validation_failed", COUPON_MESSAGES.validityOrder, ["validTo"]),
  value: (message: string, field: "percentOff" | "amountOffCents") =>
    fieldError(422, "validation_failed", message, [field]),
  unknownStore: (storeId: string, index: number) =>
    fieldError(422, "validation_failed", COUPON_MESSAGES.unknownStore(storeId), [
      "storeIds",
      index,
    ]),
  limitBelowUses: (uses: number) =>
    fieldError(422, "validation_failed", COUPON_MESSAGES.limitBelowUses(uses), ["usageLimit"]),
};
