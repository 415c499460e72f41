import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import {
  adminProductDetailSchema,
  adminProductSchema,
  deletedProductSchema,
  IMAGE_MESSAGES,
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_TYPES,
  productActiveSchema,
  productCreateSchema,
  productInputSchema,
  uploadedImageSchema,
} from "#shared/admin-products.ts";
import { z } from "#shared/zod-pt-br.ts";
import { jsonUploadSchema } from "./product-image-upload.ts";
import type { StaffRouteConfig } from "./staff-route.ts";
import { staffDeclaration, staffRoute } from "./staff-route.ts";

/** Every staff route answers 401 without a session and 403 without the admin role. */

const productId = z.object({
  id: z.string().meta({ description: "O id do picolé", example: "3" }),
});

export const listAdminProductsRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/products",
  tags: [API_TAGS.staffProducts],
  summary: "Listar os picolés",
  description:
    "Todos os picolés não excluídos, ativos ou não, com preço base e em quantas lojas estão " +
    "esgotados (o estoque é de cada loja: GET /api/admin/stores/{id}/stock).",
  responses: {
    200: json(z.array(adminProductSchema), "Os picolés"),
  },
});

export const readAdminProductRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/products/{id}",
  tags: [API_TAGS.staffProducts],
  summary: "Ler um picolé",
  description: "O picolé com tamanhos e adicionais, como o formulário da equipe o edita.",
  request: { params: productId },
  responses: {
    200: json(adminProductDetailSchema, "O picolé"),
    ...errors(404),
  },
});

export const createProductRoute = staffRoute({
  method: "post",
  access: "hq",
  path: "/products",
  tags: [API_TAGS.staffProducts],
  summary: "Criar um picolé",
  description:
    "O picolé recebe o próximo id numérico. A imagem deve ser uma das ilustrações ou uma " +
    "enviada antes por POST /api/admin/product-images (senão, 422). Com `initialStock`, as " +
    "lojas escolhidas (todas, por estado, por cidade ou uma a uma) começam com essa quantidade, " +
    "na mesma transação; as outras ficam sem estoque (esgotado) até contarem o picolé. Uma " +
    "loja, cidade ou estado sem lojas é um 422 (`unknown_store_targets`), e nada é criado.",
  request: {
    body: jsonBody(productCreateSchema, "O picolé, com tamanhos, adicionais e o estoque inicial"),
  },
  responses: {
    201: json(adminProductDetailSchema, "Picolé criado"),
    ...errors(...JSON_BODY_ERRORS, 409),
  },
});

export const replaceProductRoute = staffRoute({
  method: "put",
  access: "hq",
  path: "/products/{id}",
  tags: [API_TAGS.staffProducts],
  summary: "Editar um picolé",
  description:
    "Substitui tudo o que a sede edita no catálogo da rede (o estoque é de cada loja). " +
    "Adicionais existentes mantêm o id; um id que não é deste picolé é um 422.",
  request: {
    params: productId,
    body: jsonBody(productInputSchema, "O picolé inteiro"),
  },
  responses: {
    200: json(adminProductDetailSchema, "O picolé editado"),
    ...errors(...JSON_BODY_ERRORS, 404),
  },
});

export const setProductActiveRoute = staffRoute({
  method: "patch",
  access: "hq",
  path: "/products/{id}",
  tags: [API_TAGS.staffProducts],
  summary: "Ativar ou desativar um picolé",
  description: "Um picolé inativo some da loja, mas continua na lista da equipe.",
  request: {
    params: productId,
    body: jsonBody(productActiveSchema, "Se o picolé fica ativo"),
  },
  responses: {
    200: json(adminProductSchema, "O picolé"),
    ...errors(...JSON_BODY_ERRORS, 404),
  },
});

export const deleteProductRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: "/products/{id}",
  tags: [API_TAGS.staffProducts],
  summary: "Excluir um picolé",
  description:
    "Remove o picolé de vez se nenhum pedido o cita; senão, ele é guardado para o histórico " +
    "dos pedidos e some de todo lugar (`softDeleted: true`).",
  request: { params: productId },
  responses: {
    200: json(deletedProductSchema, "O picolé excluído"),
    ...errors(404, 413),
  },
});

const MAX_IMAGE_MB = MAX_PRODUCT_IMAGE_BYTES / (1024 * 1024);
const binaryImage = {
  schema: {
    type: "string",
    format: "binary",
    description: `Os bytes da imagem, no máximo ${MAX_IMAGE_MB} MB`,
  },
} as const;

/** An error answer of the upload, with its own description and example. */
function imageError(description: string, code: string, message: string) {
  return {
    description,
    content: {
      "application/json": { schema: apiErrorSchema, example: { error: { code, message } } },
    },
  };
}

/**
 * POST /api/admin/product-images takes the image in three encodings (raw bytes, multipart or
 * JSON base64) and reads the body itself, under its own size limit: it is only documented here
 * (registered with openAPIRegistry.registerPath), so no validator of @hono/zod-openapi runs
 * before it. The contract check still holds its answers to these responses.
 */
export const uploadProductImageRoute = staffDeclaration({
  method: "post",
  access: "hq",
  path: "/product-images",
  tags: [API_TAGS.staffProducts],
  summary: "Enviar a imagem de um picolé",
  description:
    `Guarda uma imagem PNG, JPEG ou WebP de até ${MAX_IMAGE_MB} MB e devolve o endereço para o ` +
    "`imageUrl` do picolé (a mesma imagem enviada de novo tem o mesmo endereço). Três formas: " +
    "os bytes crus com o Content-Type da imagem (`curl --data-binary`), multipart/form-data " +
    "com o campo `file` (`curl -F`) ou JSON `{ contentType, base64 }`. O tipo declarado tem de " +
    "ser o dos bytes.",
  request: {
    body: {
      description: "A imagem",
      required: true,
      content: {
        ...Object.fromEntries(PRODUCT_IMAGE_TYPES.map((type) => [type, binaryImage])),
        "multipart/form-data": {
          schema: {
            type: "object",
            required: ["file"],
            properties: { file: { type: "string", format: "binary", description: "A imagem" } },
          },
        },
        "application/json": {
          schema: jsonUploadSchema.meta({
            description: "A imagem em base64, para clientes que só falam JSON",
          }),
        },
      },
    },
  },
  responses: {
    201: json(uploadedImageSchema, "Imagem guardada"),
    400: imageError(
      "JSON ou multipart malformado",
      "invalid_multipart",
      "Envio de arquivo inválido",
    ),
    413: imageError("Imagem grande demais", "image_too_large", IMAGE_MESSAGES.tooLarge),
    415: imageError(
      "Tipo de imagem não aceito (só PNG, JPEG ou WebP)",
      "unsupported_image_type",
      IMAGE_MESSAGES.unsupportedType,
    ),
    422: imageError(
      "Imagem vazia, corrompida ou que não é do tipo declarado (invalid_image), maior que " +
        "4096 × 4096 pixels (image_dimensions_too_large), ou um campo faltando",
      "invalid_image",
      IMAGE_MESSAGES.notAnImage,
    ),
  },
} satisfies StaffRouteConfig);
