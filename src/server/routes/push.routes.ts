import { API_TAGS } from "#server/http/api-docs.ts";
import {
  apiErrorSchema,
  apiRoute,
  DATABASE_ERRORS,
  errors,
  JSON_BODY_ERRORS,
  json,
  jsonBody,
} from "#server/http/openapi.ts";
import {
  MAX_PUSH_SUBSCRIPTIONS_PER_ORDER,
  pushPublicKeySchema,
  pushSubscriptionInputSchema,
  pushSubscriptionViewSchema,
  pushUnsubscribeSchema,
} from "#shared/push.ts";
import { z } from "#shared/zod-pt-br.ts";
import { orderIdParams, orderTokenHeaders } from "./orders.routes.ts";

const orderNotFound = {
  description: "Pedido não encontrado, ou o token não é o dele",
  content: {
    "application/json": {
      schema: apiErrorSchema,
      example: { error: { code: "order_not_found", message: "Pedido não encontrado" } },
    },
  },
};

export const pushPublicKeyRoute = apiRoute({
  method: "get",
  path: "/public-key",
  tags: [API_TAGS.orders],
  summary: "A chave pública dos avisos (Web Push)",
  description:
    "O applicationServerKey que o navegador passa a PushManager.subscribe(): os avisos de " +
    "status de pedido são assinados com a chave privada correspondente (VAPID).",
  responses: {
    200: json(pushPublicKeySchema, "A chave pública VAPID"),
  },
});

export const subscribePushRoute = apiRoute({
  method: "post",
  path: "/{id}/push-subscriptions",
  tags: [API_TAGS.orders],
  summary: "Receber avisos quando o status do pedido mudar",
  description:
    "Inscreve o navegador (a PushSubscription dele, em JSON) nos avisos deste pedido. Só para " +
    "quem tem o token de acesso do pedido; um token errado é um 404, como em GET " +
    "/api/orders/{id}. O endpoint precisa ser de um serviço de push de navegador (https). " +
    `Cada pedido avisa até ${MAX_PUSH_SUBSCRIPTIONS_PER_ORDER} navegadores: uma nova ` +
    "inscrição além disso substitui a mais antiga. Repetir a inscrição de um endpoint só " +
    "atualiza as chaves (200).",
  request: {
    params: orderIdParams,
    headers: orderTokenHeaders,
    body: jsonBody(pushSubscriptionInputSchema, "A inscrição do navegador (PushSubscription)"),
  },
  responses: {
    201: json(pushSubscriptionViewSchema, "Inscrito: os próximos status chegam como aviso"),
    200: json(pushSubscriptionViewSchema, "Este navegador já estava inscrito"),
    404: orderNotFound,
    ...errors(...JSON_BODY_ERRORS, ...DATABASE_ERRORS),
  },
});

export const unsubscribePushRoute = apiRoute({
  method: "delete",
  path: "/{id}/push-subscriptions",
  tags: [API_TAGS.orders],
  summary: "Parar de receber avisos do pedido",
  description:
    "Apaga a inscrição deste endpoint nos avisos do pedido (nada acontece se ela não existe). " +
    "Pede o token de acesso do pedido, como a inscrição.",
  request: {
    params: orderIdParams,
    headers: orderTokenHeaders,
    body: jsonBody(pushUnsubscribeSchema, "Qual inscrição apagar"),
  },
  responses: {
    200: json(
      z.object({
        removed: z.boolean().meta({ description: "false: não havia inscrição deste endpoint" }),
      }),
      "Este navegador não recebe mais avisos do pedido",
    ),
    404: orderNotFound,
    ...errors(...JSON_BODY_ERRORS, ...DATABASE_ERRORS),
  },
});
