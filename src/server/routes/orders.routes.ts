import { API_TAGS } from "#server/http/api-docs.ts";
import {
  apiRoute,
  DATABASE_ERRORS,
  errors,
  JSON_BODY_ERRORS,
  json,
  jsonBody,
} from "#server/http/openapi.ts";
import { IDEMPOTENCY_KEY_PATTERN } from "#server/services/orders/idempotency-key.ts";
import {
  createOrderSchema,
  memberOrdersSchema,
  placedOrderSchema,
  trackedOrderSchema,
} from "#shared/orders.ts";
import { z } from "#shared/zod-pt-br.ts";

/** An order's id in the path: every route about one order. */
export const orderIdParams = z.object({
  id: z.string().meta({ description: "O id do pedido", example: "ORD-1763900000000" }),
});

/** The order's access token, the customer's proof: every route a customer uses on one order. */
export const orderTokenHeaders = z.object({
  "x-order-token": z
    .string()
    .optional()
    .meta({ description: "O accessToken devolvido ao criar o pedido" }),
});

export const createOrderRoute = apiRoute({
  method: "post",
  path: "/",
  tags: [API_TAGS.orders],
  summary: "Fazer um pedido",
  description:
    "O servidor busca os preços, aplica o cupom e a taxa de entrega e reserva o estoque; um " +
    "preço enviado pelo cliente é ignorado. Repetir a requisição com a mesma Idempotency-Key " +
    "devolve o mesmo pedido (200), nunca um segundo. Um membro do Clube Frosty (com sessão) " +
    "ganha cashback e pode usar o saldo (`cashback`); sem sessão de membro, usar cashback é 401.",
  request: {
    headers: z.object({
      "idempotency-key": z.string().regex(IDEMPOTENCY_KEY_PATTERN).meta({
        description: "Uma chave única por pedido (um UUID serve), repetida em cada nova tentativa",
        example: "7f9c2b1e-4d3a-4b8e-9f1a-2c3d4e5f6a7b",
      }),
    }),
    body: jsonBody(createOrderSchema, "Os itens, a loja, o cliente e as escolhas do pedido"),
  },
  responses: {
    201: json(placedOrderSchema, "Pedido criado (Location aponta para ele)"),
    200: json(placedOrderSchema, "O mesmo pedido de uma tentativa anterior com esta chave"),
    ...errors(...JSON_BODY_ERRORS, 401, 409, 429, ...DATABASE_ERRORS),
  },
});

/**
 * The token and, from the device that placed the order, its owner proof: never in the link,
 * which is shared, so only that device reads the customer's personal data.
 */
const readOrderHeaders = orderTokenHeaders.extend({
  "x-order-owner": z
    .string()
    .optional()
    .meta({
      description:
        "O ownerProof devolvido ao criar o pedido: sem ele, o pedido vem sem CPF, com telefone e " +
        "endereço mascarados e sem código de retirada",
    }),
});

export const readOrderRoute = apiRoute({
  method: "get",
  path: "/{id}",
  tags: [API_TAGS.orders],
  summary: "Ler um pedido",
  description:
    "Só para quem tem o token de acesso do pedido; um token errado é um 404. Traz o histórico " +
    "de status (cada status com quando começou), para o cliente acompanhar o pedido. O token " +
    "vai no link de acompanhamento, que se compartilha: CPF, telefone e endereço inteiros e o " +
    "código de retirada só vêm com a prova do aparelho que fez o pedido (X-Order-Owner).",
  request: {
    params: orderIdParams,
    headers: readOrderHeaders,
  },
  responses: {
    200: json(trackedOrderSchema, "O pedido e o seu histórico de status"),
    ...errors(404, ...DATABASE_ERRORS),
  },
});

export const memberOrdersRoute = apiRoute({
  method: "get",
  path: "/mine",
  tags: [API_TAGS.orders],
  summary: "Os pedidos do membro do Clube Frosty",
  description:
    "Com a sessão de membro do Clube Frosty: os últimos pedidos feitos com ela, do mais novo ao " +
    "mais antigo, cada um com o token de acesso e a prova de dono, para que o membro os " +
    "acompanhe em qualquer aparelho. Sem sessão de membro, 401.",
  responses: {
    200: json(memberOrdersSchema, "Os pedidos do membro"),
    ...errors(401, ...DATABASE_ERRORS),
  },
});

export const cancelEncomendaRoute = apiRoute({
  method: "post",
  path: "/{id}/cancel",
  tags: [API_TAGS.orders],
  summary: "Cancelar uma encomenda",
  description:
    "O cliente cancela a sua encomenda agendada pelo acompanhamento, no aparelho que fez o " +
    "pedido (X-Order-Token e X-Order-Owner), enquanto ela espera o horário e até o prazo de " +
    "cancelamento (`schedule.cancelUntil`); depois, só a loja cancela (422 cancel_too_late). " +
    "O estoque, o cupom e o cashback voltam; um Pix confirmado pelo banco é devolvido.",
  request: { params: orderIdParams, headers: readOrderHeaders },
  responses: {
    200: json(trackedOrderSchema, "A encomenda cancelada, com o seu histórico"),
    ...errors(403, 404, 422, ...DATABASE_ERRORS),
  },
});
