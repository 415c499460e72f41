import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import {
  MAX_SCHEDULED_DAYS,
  productionListSchema,
  productionQuerySchema,
  scheduledOrdersQuerySchema,
  scheduledOrdersSchema,
} from "#shared/admin-scheduled-orders.ts";
import { staffRoute } from "./staff-route.ts";

/**
 * "Agendados": what a store has coming. Both are for HQ and store staff alike; a store that is
 * not the staff member's is a 403, an unknown one a 404.
 */

export const listScheduledOrdersRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/orders/scheduled",
  tags: [API_TAGS.staffOrders],
  summary: "Encomendas agendadas de uma loja",
  description:
    "As encomendas da loja com o dia do horário entre `from` e `to` (inclusive, no fuso da " +
    `loja, no máximo ${MAX_SCHEDULED_DAYS} dias), em qualquer status menos Cancelado, a mais ` +
    "cedo primeiro. Cada uma traz o que o cartão da fila mostra, o horário e quantos picolés " +
    "leva; as caixas de festa trazem os sabores de cada caixa.",
  request: { query: scheduledOrdersQuerySchema },
  responses: {
    200: json(scheduledOrdersSchema, "As encomendas"),
    ...errors(403, 404, 422),
  },
});

export const productionListRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/orders/production",
  tags: [API_TAGS.staffOrders],
  summary: "Lista de produção de um dia",
  description:
    "Quantos picolés de cada sabor fazer para as encomendas do dia (no fuso da loja, todas " +
    "menos as canceladas): as caixas de festa abertas em sabores (sabor × caixas) mais as " +
    "linhas comuns; o total, quantas encomendas e, por horário, quantas encomendas e picolés.",
  request: { query: productionQuerySchema },
  responses: {
    200: json(productionListSchema, "A lista de produção"),
    ...errors(403, 404, 422),
  },
});
