import { ApiError } from "#server/http/errors.ts";
import { AUTH_MESSAGES } from "#shared/staff-auth.ts";

/** How the staff API refuses a request, with its status, code and pt-BR message. */
export const adminErrors = {
  unauthorized: () => new ApiError(401, "unauthorized", "Faça login para continuar"),
  forbidden: () => new ApiError(403, "forbidden", AUTH_MESSAGES.accessDeniedDescription),
  hqOnly: () =>
    new ApiError(403, "hq_only", "Somente a sede pode fazer isso. Fale com a sede da rede."),
  /** Another store's order, stock or hours: as if it did not exist for this staff member. */
  otherStore: () => new ApiError(403, "other_store", "Você não tem acesso a esta loja."),
  productNotFound: () => new ApiError(404, "product_not_found", "Produto não encontrado"),
};
