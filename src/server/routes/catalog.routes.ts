import { API_TAGS } from "#server/http/api-docs.ts";
import { apiRoute, DATABASE_ERRORS, errors, json } from "#server/http/openapi.ts";
import { catalogWithSiteSchema } from "#shared/catalog-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";

export const readCatalogRoute = apiRoute({
  method: "get",
  path: "/",
  tags: [API_TAGS.shop],
  summary: "Ler o catálogo",
  description:
    "Os picolés à venda, as lojas (com o horário e se estão abertas agora), os contatos do " +
    "site e a taxa de entrega. A resposta traz um ETag: envie-o em If-None-Match e, se nada " +
    "mudou, a resposta é um 304 sem corpo. Com Accept-Encoding br ou gzip, o JSON vem " +
    "comprimido (Content-Encoding).",
  responses: {
    200: {
      ...json(catalogWithSiteSchema, "O catálogo"),
      headers: z.object({
        ETag: z.string().meta({
          description: "A versão do catálogo, para If-None-Match",
          example: '"3q2-7wEAAAAAAAAAAAAAAAAAAAA"',
        }),
      }),
    },
    304: {
      description: "O catálogo não mudou desde o ETag enviado em If-None-Match (sem corpo)",
    },
    ...errors(...DATABASE_ERRORS),
  },
});
