import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, apiRoute, DATABASE_ERRORS, errors, json } from "#server/http/openapi.ts";
import { couponViewSchema, MESSAGES } from "#shared/orders.ts";
import { z } from "#shared/zod-pt-br.ts";

export const describeCouponRoute = apiRoute({
  method: "get",
  path: "/{code}",
  tags: [API_TAGS.shop],
  summary: "Conferir um cupom",
  description:
    "Para o botão “Aplicar” do checkout: o cupom, se ele vale agora (ativo, dentro da validade " +
    "e do limite de usos). O código é comparado sem diferença de maiúsculas e minúsculas e sem " +
    "os espaços das pontas. Um código que não nomeia cupom válido, e também o código em branco " +
    "(GET /api/coupons/), recebe 404 “Cupom inválido”. Fazer o pedido confere o cupom de novo: " +
    "ele pode se esgotar entre uma coisa e outra.",
  request: {
    params: z.object({
      code: z.string().meta({ description: "O código digitado pelo cliente", example: "FROSTY10" }),
    }),
  },
  responses: {
    200: json(couponViewSchema, "O cupom vale agora"),
    // The one error shape, with the code this route sends (not errors(404)'s example).
    404: {
      description: "Nenhum cupom válido agora com este código",
      content: {
        "application/json": {
          schema: apiErrorSchema,
          example: { error: { code: "invalid_coupon", message: MESSAGES.invalidCoupon } },
        },
      },
    },
    ...errors(429, ...DATABASE_ERRORS),
  },
});
