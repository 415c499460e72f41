import { API_TAGS } from "#server/http/api-docs.ts";
import { apiRoute, DATABASE_ERRORS, errors, json } from "#server/http/openapi.ts";
import { isStorableText } from "#server/http/validate.ts";
import { scheduleQuerySchema, storeScheduleSchema } from "#shared/scheduling-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";

export const readStoreScheduleRoute = apiRoute({
  method: "get",
  path: "/{id}/schedule",
  tags: [API_TAGS.shop],
  summary: "Os horários de encomenda de uma loja",
  description:
    "Os dias e horários em que a loja aceita uma encomenda agendada, no fuso da loja: dentro " +
    "do horário de funcionamento, a partir da antecedência do carrinho (`leadHours`) e do tempo " +
    "de preparo da loja, pelos dias que a rede permite. Um dia sem capacidade para os picolés " +
    "do carrinho (`units`) vem esgotado. Fazer o pedido confere tudo de novo.",
  request: {
    params: z.object({
      // An id no row can have (a NUL, say) is refused here, before any query.
      id: z
        .string()
        .max(64, "Loja não encontrada")
        .refine(isStorableText, "Loja não encontrada")
        .meta({ description: "O id da loja", example: "87" }),
    }),
    query: scheduleQuerySchema,
  },
  responses: {
    200: json(storeScheduleSchema, "Os dias e horários da loja"),
    ...errors(404, 422, ...DATABASE_ERRORS),
  },
});
