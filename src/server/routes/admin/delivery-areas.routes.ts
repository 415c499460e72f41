import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { deliveryAreaSchema } from "#shared/catalog-schemas.ts";
import { deliveryAreaCreateSchema, deliveryAreaUpdateSchema } from "#shared/delivery-areas.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";
import { deliveryAreaParams, storeIdParams } from "./store-params.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

const areaList = (description: string) => json(z.array(deliveryAreaSchema), description);

export const listDeliveryAreasRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/stores/{id}/delivery-areas",
  tags: [API_TAGS.staffStores],
  summary: "Listar os bairros de entrega de uma loja",
  description:
    "Os bairros onde a loja entrega, por nome, com a taxa, o pedido mínimo e o tempo estimado. " +
    "Uma loja sem bairros só aceita retirada.",
  request: { params: storeIdParams },
  responses: {
    200: areaList("Os bairros da loja, por nome"),
    ...errors(...STAFF_ERRORS, 404),
  },
});

export const createDeliveryAreaRoute = staffRoute({
  method: "post",
  access: "stores",
  path: "/stores/{id}/delivery-areas",
  tags: [API_TAGS.staffStores],
  summary: "Adicionar um bairro de entrega",
  description:
    "Sem feeCents, a taxa é a taxa de entrega das configurações. O nome é único na loja, sem " +
    "diferenciar maiúsculas (409 delivery_area_exists). A loja online passa a oferecer o " +
    "bairro na hora.",
  request: {
    params: storeIdParams,
    body: jsonBody(deliveryAreaCreateSchema, "O bairro, a taxa, o pedido mínimo e o tempo"),
  },
  responses: {
    201: json(deliveryAreaSchema, "O bairro criado"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404, 409),
  },
});

export const updateDeliveryAreaRoute = staffRoute({
  method: "put",
  access: "stores",
  path: "/stores/{id}/delivery-areas/{areaId}",
  tags: [API_TAGS.staffStores],
  summary: "Alterar um bairro de entrega",
  description:
    "Só os campos enviados mudam; minOrderCents null tira o pedido mínimo. Pedidos já feitos " +
    "guardam o bairro e o tempo que tinham. Um bairro de outra loja é 404.",
  request: {
    params: deliveryAreaParams,
    body: jsonBody(deliveryAreaUpdateSchema, "Os campos a alterar (ao menos um)"),
  },
  responses: {
    200: json(deliveryAreaSchema, "O bairro, já alterado"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404, 409),
  },
});

export const deleteDeliveryAreaRoute = staffRoute({
  method: "delete",
  access: "stores",
  path: "/stores/{id}/delivery-areas/{areaId}",
  tags: [API_TAGS.staffStores],
  summary: "Remover um bairro de entrega",
  description:
    "A loja deixa de entregar no bairro: um pedido novo para ele é recusado (422 unknown_area). " +
    "Pedidos já feitos não mudam. Um bairro de outra loja é 404.",
  request: { params: deliveryAreaParams },
  responses: {
    200: areaList("Os bairros que a loja ainda atende, por nome"),
    ...errors(...STAFF_ERRORS, 404, 413),
  },
});
