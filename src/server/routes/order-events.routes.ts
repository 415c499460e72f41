import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, apiRoute, DATABASE_ERRORS, errors } from "#server/http/openapi.ts";
import { HEARTBEAT_MS, RECONNECT_MS } from "#server/services/events/event-stream.ts";
import { STREAM_LIMITS } from "#server/services/events/stream-limits.ts";
import { CUSTOMER_STATUS_EVENT } from "#shared/order-events.ts";
import { z } from "#shared/zod-pt-br.ts";
import { orderIdParams } from "./orders.routes.ts";

const STREAM_DESCRIPTION = `Server-Sent Events: cada evento tem um nome (\`event:\`) e um JSON em \`data:\`.

- \`${CUSTOMER_STATUS_EVENT}\`: o status do pedido, \`{ "status": "preparing" }\` (o esquema CustomerStatusEvent). Chega um logo ao conectar, com o status de agora, e outro a cada mudança feita pela loja; quem reconecta nunca fica para trás.

Um comentário \`: ping\` chega a cada ${HEARTBEAT_MS / 1000} s; \`retry: ${RECONNECT_MS}\` pede ao navegador que reconecte ${RECONNECT_MS / 1000} s depois que o fluxo termina (o servidor o encerra de tempos em tempos, e ao parar).`;

export const orderEventStreamRoute = apiRoute({
  method: "get",
  path: "/{id}/events",
  tags: [API_TAGS.orders],
  summary: "Acompanhar um pedido ao vivo (Server-Sent Events)",
  description:
    "O status do pedido, ao vivo, para quem o fez. EventSource não envia cabeçalhos, então o " +
    "token de acesso vai na query (o log de requisições registra o caminho sem ela). Um token " +
    "errado ou ausente recebe o mesmo 404 de GET /api/orders/{id}. Cada pedido pode ser " +
    `acompanhado por até ${STREAM_LIMITS.perOrder} conexões ao mesmo tempo, e cada endereço ` +
    `de cliente abre até ${STREAM_LIMITS.perAddress}: além disso, 429 (\`too_many_streams\`, ` +
    "com Retry-After). Com o servidor cheio, 503; o espaço reservado ao painel da equipe " +
    "nunca é usado por clientes.",
  request: {
    params: orderIdParams,
    query: z.object({
      token: z
        .string()
        .optional()
        .meta({ description: "O accessToken devolvido ao criar o pedido" }),
    }),
  },
  responses: {
    200: {
      description: "O fluxo de eventos",
      content: {
        "text/event-stream": {
          schema: z.string().meta({ description: STREAM_DESCRIPTION }),
          example: `retry: ${RECONNECT_MS}\n\nevent: ${CUSTOMER_STATUS_EVENT}\ndata: {"status":"pending"}\n\n`,
        },
      },
    },
    404: {
      description: "Pedido não encontrado, ou o token não é o dele",
      content: {
        "application/json": {
          schema: apiErrorSchema,
          example: { error: { code: "order_not_found", message: "Pedido não encontrado" } },
        },
      },
    },
    429: {
      description:
        "Conexões demais para este pedido ou deste endereço: feche alguma e tente de novo " +
        "(Retry-After diz quando)",
      content: {
        "application/json": {
          schema: apiErrorSchema,
          example: {
            error: {
              code: "too_many_streams",
              message:
                "Este pedido já está sendo acompanhado em muitas telas. Feche alguma e tente de novo.",
            },
          },
        },
      },
    },
    503: {
      description:
        "Banco de dados indisponível, ou conexões abertas demais: tente de novo em instantes",
      content: errors(...DATABASE_ERRORS)[503].content,
    },
  },
});
