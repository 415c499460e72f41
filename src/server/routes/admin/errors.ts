import { ApiError } from "#server/http/errors.ts";
import { AUTH_MESSAGES } from "#shared/staff-auth.ts";

/** How the staff API refuses a request, with its status, code and pt-BR message. */
export const adminErrors = {
  unauthorized: () => new ApiError(401, "unauthorized", "Faça login para continuar"),
  forbidden: () => new ApiError(403, "forbidden", AUTH_MESSAGES.accessDeniedDescription),
  invalidOrigin: () => new ApiError(403, "invalid_origin", "Origem da requisição não permitida"),
  productNotFound: () => new ApiError(404, "product_not_found", "Produto não encontrado"),
};
