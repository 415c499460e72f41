import { API_TAGS } from "#server/http/api-docs.ts";
import {
  apiRoute,
  DATABASE_ERRORS,
  errors,
  JSON_BODY_ERRORS,
  jsonBody,
} from "#server/http/openapi.ts";
import { CLIENT_ERROR_LIMITS } from "#shared/client-errors.ts";
import { z } from "#shared/zod-pt-br.ts";

export const clientErrorReportSchema = z
  .object({
    message: z
      .string()
      .min(1)
      .max(CLIENT_ERROR_LIMITS.message)
      .meta({ description: "A mensagem do erro", example: "Cannot read properties of undefined" }),
    stack: z
      .string()
      .max(CLIENT_ERROR_LIMITS.stack)
      .optional()
      .meta({ description: "A pilha de chamadas do erro, encurtada" }),
    componentStack: z
      .string()
      .max(CLIENT_ERROR_LIMITS.componentStack)
      .optional()
      .meta({ description: "Os componentes React em volta do erro, encurtados" }),
    path: z
      .string()
      .regex(/^\//, "O caminho começa com /")
      .max(CLIENT_ERROR_LIMITS.path)
      .meta({ description: "O caminho da página, sem a query string", example: "/cardapio" }),
  })
  .meta({ id: "ClientErrorReport", description: "Um erro que a loja mostrou ao cliente" });

export const reportClientErrorRoute = apiRoute({
  method: "post",
  path: "/",
  tags: [API_TAGS.health],
  summary: "Relatar um erro do navegador",
  description:
    "A página de erro da loja (“Algo deu errado”) relata aqui o erro que a causou, para a " +
    "equipe ver no log do servidor. Corpo de até 8 KB; até 30 relatos por conexão a cada 10 " +
    "minutos (429 depois, com Retry-After). Nada é guardado além da linha de log.",
  request: { body: jsonBody(clientErrorReportSchema, "O erro, a página e onde ele aconteceu") },
  responses: {
    204: { description: "Relato recebido" },
    ...errors(...JSON_BODY_ERRORS, 429, ...DATABASE_ERRORS),
  },
});
