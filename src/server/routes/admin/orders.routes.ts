import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import {
  HEARTBEAT_MS,
  RECONNECT_MS,
  STREAM_LIFETIME_MS,
} from "#server/services/events/event-stream.ts";
import {
  adminOrderDetailSchema,
  adminOrderFiltersSchema,
  adminOrderListSchema,
  changeOrderStatusSchema,
  confirmPaymentSchema,
  orderSeenSchema,
  ticketPrintSchema,
  unseenOrdersSchema,
} from "#shared/admin-orders.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";

/**
 * Every staff route answers 401 without a session and 403 without access to the panel. The
 * order routes are for HQ and store staff alike (`access: "stores"`): each keeps to the staff
 * member's stores, and another store's order is answered as unknown (404).
 */

const orderId = z.object({
  id: z.string().meta({ description: "O id do pedido", example: "ORD-1763900000000" }),
});

const MAX_LIFETIME_SECONDS = STREAM_LIFETIME_MS / 1000;

/**
 * `lifetime` (seconds): a client may ask for a shorter stream than the server's own limit;
 * 0 sends `ready` and ends (a monitor's probe, the permission tests).
 */
const streamQuerySchema = z.object({
  storeId: z.string().trim().min(1, "Loja inválida").max(64, "Loja inválida").optional().meta({
    description:
      "Só os eventos desta loja (a sede escolhe qualquer uma; a equipe de loja, uma das suas)",
    example: "1",
  }),
  lifetime: z.coerce
    .number({ error: "Duração inválida" })
    .int("Duração inválida")
    .min(0, "Duração inválida")
    .max(MAX_LIFETIME_SECONDS, `No máximo ${MAX_LIFETIME_SECONDS} segundos`)
    .default(MAX_LIFETIME_SECONDS)
    .meta({
      description:
        "Por quantos segundos o fluxo fica aberto (0: envia `ready` e termina); o padrão é o " +
        "máximo",
      example: MAX_LIFETIME_SECONDS,
    }),
});

const STREAM_DESCRIPTION = `Server-Sent Events: cada evento tem um nome (\`event:\`) e um JSON em \`data:\`.

- \`ready\`, uma vez, logo após a inscrição: \`{ "unseenCount": 3 }\`. O que aconteceu antes está nas respostas da API; daqui em diante, todo pedido novo é anunciado.
- \`order.created\`: um cliente fez um pedido, \`{ "type", "orderId", "storeId", "shortNumber" }\`.
- \`order.updated\`: a equipe mudou o status, \`{ "type", "orderId", "storeId", "status", "version" }\` (a nova versão).
- \`order.seen\`: alguém da equipe abriu o pedido pela primeira vez, \`{ "type", "orderId", "storeId" }\`.

Só chegam os eventos das lojas de quem está conectado (a sede: todas, ou a do filtro \`storeId\`). Se o acesso da pessoa mudar, ou a sessão acabar (conferida a cada poucos segundos), o fluxo termina e o navegador reconecta passando pela verificação.
- \`resync\`: \`{}\`; o servidor pode ter perdido eventos (caiu a conexão com o banco): leia as listas de novo.

Os eventos levam só ids e status: quem os recebe lê o pedido de novo pela API. Um comentário \`: ping\` chega a cada ${HEARTBEAT_MS / 1000} s; \`retry: ${RECONNECT_MS}\` pede ao navegador que reconecte ${RECONNECT_MS / 1000} s depois que o fluxo termina (ao fim de \`lifetime\`, ou se o servidor parar).`;

export const listAdminOrdersRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/orders",
  tags: [API_TAGS.staffOrders],
  summary: "Fila de pedidos",
  description:
    "Os pedidos das lojas de quem pede que atendem aos filtros, no máximo `limitPerStatus` em " +
    "cada status: em Pendente, Em preparo e Pronto o mais antigo primeiro, em Entregue e " +
    "Cancelado o mais novo; `counts` diz quantos há em cada status. Cada pedido traz o que o " +
    "cartão da cozinha mostra (número curto, itens, recebimento, hora, atraso). As datas são " +
    "dias no fuso da loja (São Paulo); um filtro vazio (`?storeId=`) fica desligado. Uma loja " +
    "que não é de quem pede é um 403.",
  request: { query: adminOrderFiltersSchema },
  responses: {
    200: json(adminOrderListSchema, "A fila"),
    ...errors(403, 422),
  },
});

export const countUnseenOrdersRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/orders/unseen-count",
  tags: [API_TAGS.staffOrders],
  summary: "Pedidos ainda não abertos",
  description:
    "Quantos pedidos das lojas de quem pede ninguém da equipe abriu ainda: o número do selo " +
    "“Pedidos”.",
  responses: {
    200: json(unseenOrdersSchema, "A contagem"),
  },
});

export const orderEventStreamRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/orders/events",
  tags: [API_TAGS.staffOrders],
  summary: "Pedidos ao vivo (Server-Sent Events)",
  description:
    "Um fluxo de eventos dos pedidos das lojas de quem está conectado, para a fila e o selo do " +
    "painel. A sessão, o papel e as lojas são conferidos ao abrir e a cada poucos segundos; o " +
    "fluxo termina depois de `lifetime` segundos, ou quando a sessão acaba ou o acesso muda, e " +
    "o navegador reconecta, passando de novo pela verificação. O painel tem espaço reservado " +
    "que os fluxos dos clientes nunca ocupam; cada pessoa da equipe abre um número limitado de " +
    "fluxos (além dele, 429 `too_many_streams`), e com o espaço da equipe cheio, 503.",
  request: { query: streamQuerySchema },
  responses: {
    200: {
      description: "O fluxo de eventos",
      content: {
        "text/event-stream": {
          schema: z.string().meta({ description: STREAM_DESCRIPTION }),
          example:
            `retry: ${RECONNECT_MS}\n\nevent: ready\ndata: {"unseenCount":3}\n\n` +
            'event: order.created\ndata: {"type":"order.created","orderId":"ORD-1763900000000","storeId":"1","shortNumber":42}\n\n',
        },
      },
    },
    ...errors(403, 422),
    429: {
      description: "Telas do painel demais abertas por esta pessoa: feche alguma",
      content: {
        "application/json": {
          schema: apiErrorSchema,
          example: {
            error: {
              code: "too_many_streams",
              message: "Você já tem muitas telas do painel abertas. Feche alguma e tente de novo.",
            },
          },
        },
      },
    },
  },
});

export const readAdminOrderRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/orders/{id}",
  tags: [API_TAGS.staffOrders],
  summary: "Ler um pedido",
  description:
    "O pedido como o cliente o vê (sem o token de acesso nem o código de retirada), com a " +
    "versão, o atraso, a comanda e o histórico. O pedido de outra loja é um 404.",
  request: { params: orderId },
  responses: {
    200: json(adminOrderDetailSchema, "O pedido"),
    ...errors(404),
  },
});

export const changeOrderStatusRoute = staffRoute({
  method: "patch",
  access: "stores",
  path: "/orders/{id}/status",
  tags: [API_TAGS.staffOrders],
  summary: "Mudar o status de um pedido",
  description:
    "Qualquer status pode ser escolhido. `version` é a do pedido lido: se ele mudou desde então " +
    "(outra pessoa o alterou), a resposta é 409 e nada muda. Pedir o status que o pedido já " +
    "tem é um 422. Entregar (delivered) um pedido de retirada pede o `pickupCode` que o " +
    "cliente mostra: ausente ou errado, 422 e nada muda; numa entrega ele é opcional, mas se " +
    "vier precisa estar certo. Só uma entrega sai para entrega (out_for_delivery, com " +
    "`courierName` opcional), e uma entrega só é entregue (delivered) depois de sair: fora " +
    "disso, 422. O pedido de outra loja é um 404.",
  request: {
    params: orderId,
    body: jsonBody(changeOrderStatusSchema, "O novo status e a versão do pedido lido"),
  },
  responses: {
    200: json(adminOrderDetailSchema, "O pedido com o novo status e a nova versão"),
    ...errors(...JSON_BODY_ERRORS, 404, 409),
  },
});

export const confirmPaymentRoute = staffRoute({
  method: "post",
  access: "stores",
  path: "/orders/{id}/payment-confirmation",
  tags: [API_TAGS.staffOrders],
  summary: "Pix recebido: confirmar o pagamento",
  description:
    "Depois de conferir o Pix no extrato do banco (nunca por um comprovante enviado pelo " +
    "cliente): o pedido sai de Aguardando pagamento e vai para Pendente, com quem confirmou e " +
    "quando. Um pedido que não aguarda mais pagamento (expirou, foi cancelado ou já confirmado) " +
    "é um 409, e `version` diferente da do pedido também. O pedido de outra loja é um 404.",
  request: {
    params: orderId,
    body: jsonBody(confirmPaymentSchema, "A versão do pedido lido"),
  },
  responses: {
    200: json(adminOrderDetailSchema, "O pedido, agora Pendente"),
    ...errors(...JSON_BODY_ERRORS, 404, 409),
  },
});

export const markOrderSeenRoute = staffRoute({
  method: "post",
  access: "stores",
  path: "/orders/{id}/seen",
  tags: [API_TAGS.staffOrders],
  summary: "Marcar um pedido como visto",
  description:
    "Registra a primeira vez que alguém da equipe abriu o pedido (ele deixa de ser “Novo”); " +
    "as chamadas seguintes devolvem a mesma hora. Não tem corpo.",
  request: { params: orderId },
  responses: {
    200: json(orderSeenSchema, "Quando o pedido foi visto pela primeira vez"),
    ...errors(404, 413),
  },
});

export const recordTicketPrintRoute = staffRoute({
  method: "post",
  access: "stores",
  path: "/orders/{id}/ticket-prints",
  tags: [API_TAGS.staffOrders],
  summary: "Contar uma impressão da comanda",
  description:
    "Conta uma impressão da comanda da cozinha e devolve quantas já houve: da segunda em " +
    "diante, a comanda sai como REIMPRESSÃO. Não muda o pedido (a versão fica). Não tem corpo.",
  request: { params: orderId },
  responses: {
    200: json(ticketPrintSchema, "A impressão, contada"),
    ...errors(404, 413),
  },
});
