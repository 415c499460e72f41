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
    "janela, unidades por item e por pedido, consultas de cupom por minuto por conexão, " +
    "picolés retidos em pedidos ainda não pagos nem aceitos por conexão (IPv4, ou IPv6 /64) e " +
    "por rede IPv6 /56 e /48, e acima de quantos picolés o pedido só pode ser pago com Pix.",
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
    "Envie todos os limites: valem para os próximos pedidos e consultas de cupom. " +
    "Um pedido além do limite da conexão ou do telefone recebe 429 too_many_orders; um que " +
    "passaria a conexão (ou a rede IPv6) do limite de picolés retidos, 429 " +
    "too_many_held_units; um item ou pedido com unidades demais, 422 too_many_units; um " +
    "pedido grande que não é Pix, 422 pix_required. A loja online mostra os limites de " +
    "unidades na hora. O limite por item não pode passar do limite por pedido, nem o de uma " +
    "rede /56 ficar abaixo do de uma conexão, nem o de uma /48 abaixo do de uma /56.",
  request: {
    body: jsonBody(orderLimitsSchema, "Todos os limites"),
  },
  responses: {
    200: json(orderLimitsViewSchema, "Os limites, já alterados, e os padrões"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});
