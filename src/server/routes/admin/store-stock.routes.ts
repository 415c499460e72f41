import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { isStorableText } from "#server/http/validate.ts";
import { storeStockInputSchema, storeStockSchema } from "#shared/store-stock-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";

const storeParams = z.object({
  // An id no store can have (a NUL, say) fails here: the route answers 404 for it.
  id: z.string().refine(isStorableText).meta({ description: "O id da loja", example: "1" }),
});

export const readStoreStockRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/stores/{id}/stock",
  tags: [API_TAGS.staffStores],
  summary: "Ler o estoque de uma loja",
  description:
    "Todos os picolés à venda na rede, por nome, com as unidades desta loja, a chave de " +
    "esgotado e se o estoque está baixo. Uma loja que nunca contou um sabor tem 0 unidades dele.",
  request: { params: storeParams },
  responses: {
    200: json(storeStockSchema, "O estoque da loja"),
    ...errors(404),
  },
});

export const saveStoreStockRoute = staffRoute({
  method: "put",
  access: "stores",
  path: "/stores/{id}/stock",
  tags: [API_TAGS.staffStores],
  summary: "Salvar o estoque de uma loja",
  description:
    "Salva de uma vez as unidades e a chave de esgotado dos sabores enviados (os outros ficam " +
    "como estão). Cada sabor leva o estoque que a tela mostrava (`expectedStockQuantity`): " +
    "se pedidos mudaram esse estoque enquanto a equipe contava, um estoque deixado como " +
    "estava fica com o de agora, e um estoque novo digitado recusa o envio inteiro (409, " +
    "`stock_changed`, com o estoque de agora de cada sabor em `issues`). A loja online mostra " +
    "na hora o que a loja passou a vender ou deixou de vender.",
  request: {
    params: storeParams,
    body: jsonBody(storeStockInputSchema, "Os sabores contados"),
  },
  responses: {
    200: json(storeStockSchema, "O estoque da loja, já salvo"),
    ...errors(...JSON_BODY_ERRORS, 404, 409),
  },
});
