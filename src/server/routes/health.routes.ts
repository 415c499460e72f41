import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, apiRoute, json } from "#server/http/openapi.ts";
import { healthSchema } from "#shared/health.ts";

export const healthRoute = apiRoute({
  method: "get",
  path: "/",
  tags: [API_TAGS.health],
  summary: "Verificar se o serviço está no ar",
  description:
    "Para o balanceador de carga e o monitoramento: 200 quando o servidor responde e o banco de " +
    "dados responde e consegue gravar no disco; 503 quando o banco não responde " +
    "(database_unavailable) ou não consegue gravar, com o disco cheio ou com falha " +
    "(storage_unavailable). Nunca fica em cache.",
  responses: {
    200: json(healthSchema, "Tudo no ar"),
    // The one error shape, with the code this route sends (not errors(503)'s example).
    503: {
      description: "O banco de dados não responde ou não consegue gravar no disco",
      content: {
        "application/json": {
          schema: apiErrorSchema,
          example: {
            error: { code: "database_unavailable", message: "Banco de dados indisponível" },
          },
        },
      },
    },
  },
});
