import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { schedulingRulesViewSchema } from "#shared/admin-scheduling-rules.ts";
import { schedulingRulesSchema } from "#shared/scheduling-schemas.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

export const readSchedulingRulesRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/settings/scheduling",
  tags: [API_TAGS.staffSettings],
  summary: "Ler as regras das encomendas",
  description:
    "As regras em vigor (as salvas; senão as padrões) e as padrões: se a loja on-line aceita " +
    "encomendas, a duração de cada horário, quantos dias à frente o cliente pode agendar, as " +
    "formas de pagamento aceitas em encomendas, o total a partir do qual a encomenda é paga " +
    "na hora por Pix e até quantas horas antes do horário o cliente pode cancelar.",
  responses: {
    200: json(schedulingRulesViewSchema, "As regras em vigor e as padrões"),
    ...errors(...STAFF_ERRORS),
  },
});

export const updateSchedulingRulesRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/settings/scheduling",
  tags: [API_TAGS.staffSettings],
  summary: "Alterar as regras das encomendas",
  description:
    "Envie todas as regras: valem para as próximas encomendas. As já feitas mantêm o horário " +
    "e o prazo de cancelamento com que foram feitas. Desativadas, a finalização oferece só " +
    '"Agora" e as caixas de festa não podem ser pedidas.',
  request: {
    body: jsonBody(schedulingRulesSchema, "Todas as regras"),
  },
  responses: {
    200: json(schedulingRulesViewSchema, "As regras, já alteradas, e as padrões"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS),
  },
});
