import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, apiRoute, DATABASE_ERRORS, errors, json } from "#server/http/openapi.ts";
import { DELIVERY_METHODS } from "#shared/order-terms.ts";
import { couponViewSchema, MESSAGES } from "#shared/orders.ts";
import { z } from "#shared/zod-pt-br.ts";

export const describeCouponRoute = apiRoute({
  method: "get",
  path: "/{code}",
  tags: [API_TAGS.shop],
  summary: "Conferir um cupom",
  description:
    "Para o botão “Aplicar” do checkout: o cupom, se ele vale agora para este pedido (dentro " +
    "da validade e do limite de usos e, com o que a query diz do pedido, na loja, no modo de " +
    "receber e acima do pedido mínimo). O código é comparado sem diferença de maiúsculas e " +
    "minúsculas e sem os espaços das pontas. Um código que não nomeia cupom ativo, e também o " +
    "código em branco (GET /api/coupons/), recebe 404 “Cupom inválido”; um cupom que não vale " +
    "para este pedido recebe 422 com o porquê (coupon_expired “Cupom expirado em 26/11”, " +
    "coupon_not_yet_valid, coupon_used_up, coupon_other_store, coupon_delivery_only, " +
    "coupon_below_minimum). Fazer o pedido confere o cupom de novo: ele pode se esgotar entre " +
    "uma coisa e outra.",
  request: {
    params: z.object({
      code: z.string().meta({ description: "O código digitado pelo cliente", example: "FROSTY10" }),
    }),
    query: z.object({
      storeId: z
        .string()
        .min(1, "Informe a loja")
        .max(64, "Loja não encontrada")
        .optional()
        .meta({ description: "A loja do pedido; sem ela, a loja não é conferida", example: "1" }),
      deliveryMethod: z
        .enum(DELIVERY_METHODS, { error: "Use delivery ou pickup" })
        .optional()
        .meta({
          description: "Entrega ou retirada; sem ele, não é conferido",
        }),
      subtotalCents: z
        .string()
        .regex(/^\d{1,10}$/, "Subtotal: informe os centavos (número inteiro)")
        .transform(Number)
        .optional()
        .meta({
          description: "O subtotal dos produtos, em centavos, para o pedido mínimo",
          example: "2697",
        }),
    }),
  },
  responses: {
    200: json(couponViewSchema, "O cupom vale agora para este pedido"),
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
    422: {
      description:
        "O cupom existe, mas não vale para este pedido: o porquê (ou a query é inválida)",
      content: {
        "application/json": {
          schema: apiErrorSchema,
          example: { error: { code: "coupon_expired", message: "Cupom expirado em 26/11" } },
        },
      },
    },
    ...errors(429, ...DATABASE_ERRORS),
  },
});
