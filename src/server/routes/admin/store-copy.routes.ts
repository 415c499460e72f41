import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { storeCopyInputSchema, storeCopyResultSchema } from "#shared/store-copy.ts";
import { staffRoute } from "./staff-route.ts";
import { storeIdParams } from "./store-params.ts";

export const copyStoreSettingsRoute = staffRoute({
  method: "post",
  access: "hq",
  path: "/stores/{id}/copy",
  tags: [API_TAGS.staffStores],
  summary: "Copiar bairros, horário ou pagamentos de uma loja para outras",
  description:
    "Copia, numa só transação, o que `what` diz da loja {id} para as lojas de `to` (as " +
    "escolhidas, as de cidades e as de estados, juntas; nunca para a própria loja de origem):\n\n" +
    "- `delivery_areas`: os bairros das lojas de destino são substituídos pelos da origem " +
    "(pedidos já feitos guardam o nome e o tempo do bairro, então não mudam);\n" +
    "- `hours`: o horário da semana (a chave de aberta/fechada de cada loja não muda);\n" +
    "- `payments`: a escolha da loja para cada forma de pagamento; o recebedor Pix de cada " +
    "loja nunca é copiado.\n\n" +
    "Uma loja, cidade ou estado sem lojas é um 422 (`unknown_store_targets`), assim como um " +
    "destino que só tem a própria loja (`no_store_targets`). A loja online mostra a mudança na hora.",
  request: {
    params: storeIdParams,
    body: jsonBody(storeCopyInputSchema, "O que copiar e para quais lojas"),
  },
  responses: {
    200: json(storeCopyResultSchema, "As lojas que receberam a cópia"),
    ...errors(...JSON_BODY_ERRORS, 404),
  },
});
