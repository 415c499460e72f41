import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import {
  adminCouponSchema,
  couponCreateSchema,
  couponDeleteResultSchema,
  couponUpdateSchema,
} from "#shared/admin-coupons.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

// Any text: a code no coupon can have is a 404, like an unknown one (admin-coupons.ts).
const couponCode = z.object({
  code: z.string().meta({
    description: "O código do cupom, em qualquer caixa",
    example: "VERAO20",
  }),
});

export const listCouponsRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/coupons",
  tags: [API_TAGS.staffCoupons],
  summary: "Listar os cupons",
  description:
    "Todos os cupons, ativos ou não, em ordem de código, com quantas vezes já foram usados.",
  responses: {
    200: json(z.array(adminCouponSchema), "Os cupons, por código"),
    ...errors(...STAFF_ERRORS),
  },
});

export const createCouponRoute = staffRoute({
  method: "post",
  access: "hq",
  path: "/coupons",
  tags: [API_TAGS.staffCoupons],
  summary: "Criar um cupom",
  description:
    'O código é guardado em maiúsculas ("verao20" é VERAO20). Sem validade, o cupom vale ' +
    "sempre; sem limite de usos, vale para quantos pedidos houver. O checkout passa a aceitá-lo " +
    "na hora.",
  request: {
    body: jsonBody(couponCreateSchema, "O código, o desconto e, se quiser, validade e limite"),
  },
  responses: {
    201: json(adminCouponSchema, "Cupom criado (Location aponta para ele)"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 409),
  },
});

export const updateCouponRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/coupons/{code}",
  tags: [API_TAGS.staffCoupons],
  summary: "Alterar um cupom",
  description:
    "Só os campos enviados mudam; o código não. O limite de usos não pode ficar abaixo dos usos " +
    "já feitos, nem o início da validade depois do fim (422).",
  request: {
    params: couponCode,
    body: jsonBody(couponUpdateSchema, "Os campos a alterar (ao menos um)"),
  },
  responses: {
    200: json(adminCouponSchema, "O cupom alterado"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404),
  },
});

export const deleteCouponRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: "/coupons/{code}",
  tags: [API_TAGS.staffCoupons],
  summary: "Excluir um cupom",
  description:
    "Um cupom nunca usado é apagado. Um cupom que algum pedido usou fica, para o histórico " +
    "desses pedidos, mas desligado: a resposta diz qual dos dois aconteceu.",
  request: { params: couponCode },
  responses: {
    200: json(couponDeleteResultSchema, "Apagado, ou desligado por já ter sido usado"),
    ...errors(...STAFF_ERRORS, 404, 413),
  },
});
