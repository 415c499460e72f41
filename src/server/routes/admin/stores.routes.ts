import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import {
  adminStoreSchema,
  storeHoursInputSchema,
  storeSettingsInputSchema,
} from "#shared/admin-stores.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";
import { storeIdParams } from "./store-params.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

/** A longer search matches no store anyway; the route cuts it, which keeps the work bounded. */
export const MAX_STORE_SEARCH_LENGTH = 100;

export const listStoresRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/stores",
  tags: [API_TAGS.staffStores],
  summary: "Listar as lojas",
  description:
    "Todas as lojas (também as fora do site), por id, com a chave de aberta/fechada, o horário " +
    "e se estão abertas agora. A busca é a do seletor de lojas da loja online.",
  request: {
    query: z.object({
      q: z
        .string()
        .optional()
        .meta({
          description:
            "Parte do nome, da cidade, da UF ou do endereço, sem diferenciar maiúsculas; vazia: " +
            `todas (só os primeiros ${MAX_STORE_SEARCH_LENGTH} caracteres contam)`,
          example: "recife",
        }),
    }),
  },
  responses: {
    200: json(z.array(adminStoreSchema), "As lojas encontradas, por id"),
    ...errors(...STAFF_ERRORS, 422),
  },
});

export const setStoreHoursRoute = staffRoute({
  method: "put",
  access: "stores",
  path: "/stores/{id}/hours",
  tags: [API_TAGS.staffStores],
  summary: "Abrir, fechar, pausar entregas e definir o horário de uma loja",
  description:
    "Liga ou desliga a chave de aberta/fechada, publica (ou tira) o horário da semana e pausa " +
    "(ou retoma) as entregas: só retirada até um horário, com o motivo dito aos clientes; a " +
    "pausa acaba sozinha. Uma loja fechada não aceita pedido nenhum, nem entrega (decisão " +
    "008). A loja online mostra a mudança na hora.",
  request: {
    params: storeIdParams,
    body: jsonBody(storeHoursInputSchema, "A chave e o horário (null: sem horário publicado)"),
  },
  responses: {
    200: json(adminStoreSchema, "A loja, já alterada"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404),
  },
});

export const setStoreSettingsRoute = staffRoute({
  method: "put",
  access: "stores",
  path: "/stores/{id}/settings",
  tags: [API_TAGS.staffStores],
  summary: "Definir o limite de atraso, a comanda e o cancelamento automático de uma loja",
  description:
    'Quantos minutos um pedido pode esperar em "Pendente" antes de ser marcado como ' +
    'atrasado (no quadro e em "Lojas ao vivo"), o papel da impressora de comandas (80 mm ou ' +
    "58 mm), se a comanda sai sozinha quando um pedido é aceito e, se enviado, depois de " +
    "quantos minutos um pedido pago na entrega que ninguém da loja abriu, imprimiu ou moveu é " +
    "cancelado pelo sistema (o estoque volta à venda e o cliente é avisado). Para as " +
    "encomendas: quantos minutos antes do horário a encomenda entra na fila (tempo de " +
    "preparo) e quantos picolés de encomendas a loja faz em cada dia da semana.",
  request: {
    params: storeIdParams,
    body: jsonBody(storeSettingsInputSchema, "As configurações da loja"),
  },
  responses: {
    200: json(adminStoreSchema, "A loja, já alterada"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404),
  },
});
