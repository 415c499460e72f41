import { ApiError } from "#server/http/errors.ts";
import { ORDER_CONFLICT_MESSAGE } from "#shared/admin-orders.ts";

/** How the staff order endpoints refuse a request, with its status, code and pt-BR message. */
export const adminOrderErrors = {
  notFound: () => new ApiError(404, "order_not_found", "Pedido não encontrado"),
  /** The version sent is not the order's: someone changed it after this client read it. */
  conflict: () => new ApiError(409, "order_conflict", ORDER_CONFLICT_MESSAGE),
  sameStatus: () => new ApiError(422, "same_status", "O pedido já está com este status"),
};
