import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { cashbackRulesViewSchema } from "#shared/admin-club.ts";
import { cashbackRulesSchema } from "#shared/cashback.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

export const readCashbackRulesRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/settings/club",
  tags: [API_TAGS.staffSettings],
  summary: "Ler as regras do Clube Frosty",
  description:
    "As regras em vigor (as salvas; senão as padrões) e as padrões: se o clube está ativo, o " +
    "percentual de cashback sobre os produtos (depois do cupom, nunca a taxa de entrega), " +
    "quantos dias o cashback vale depois de liberado e o saldo mínimo para usá-lo.",
  responses: {
    200: json(cashbackRulesViewSchema, "As regras em vigor e as padrões"),
    ...errors(...STAFF_ERRORS),
  },
});

export const updateCashbackRulesRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/settings/club",
  tags: [API_TAGS.staffSettings],
  summary: "Alterar as regras do Clube Frosty",
  description:
    "Envie todas as regras: valem para os próximos pedidos pagos. O cashback já ganho não " +
    "muda: cada lote guarda o valor e a validade com que foi ganho. Com o clube desativado, " +
    "nenhum pedido ganha nem usa cashback; o saldo dos membros continua lá.",
  request: {
    body: jsonBody(cashbackRulesSchema, "Todas as regras"),
  },
  responses: {
    200: json(cashbackRulesViewSchema, "As regras, já alteradas, e as padrões"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});
