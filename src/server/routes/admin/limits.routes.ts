import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { orderLimitsSchema, orderLimitsViewSchema } from "#shared/order-limits.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

export const readOrderLimitsRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/settings/limits",
  tags: [API_TAGS.staffSettings],
  summary: "Ler os limites de pedidos",
  description:
    "Os limites em vigor (os salvos; senão os padrões) e os padrões deste servidor " +
    "(ORDER_LIMITS do ambiente sobre os da Frosty): pedidos por conexão e por telefone na " +
    "janela, unidades por item e por pedido, e consultas de cupom por minuto por conexão.",
  responses: {
    200: json(orderLimitsViewSchema, "Os limites em vigor e os padrões"),
    ...errors(...STAFF_ERRORS),
  },
});

export const updateOrderLimitsRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/settings/limits",
  tags: [API_TAGS.staffSettings],
  summary: "Alterar os limites de pedidos",
  description:
    "Envie os seis limites (todos): valem para os próximos pedidos e consultas de cupom. " +
    "Um pedido além do limite da conexão ou do telefone recebe 429 too_many_orders; um item " +
    "ou pedido com unidades demais, 422 too_many_units. A loja online mostra os limites de " +
    "unidades na hora. O limite por item não pode passar do limite por pedido.",
  request: {
    body: jsonBody(orderLimitsSchema, "Os seis limites"),
  },
  responses: {
    200: json(orderLimitsViewSchema, "Os limites, já alterados, e os padrões"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});
