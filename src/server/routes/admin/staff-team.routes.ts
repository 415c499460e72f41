import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { isStorableText } from "#server/http/validate.ts";
import {
  accessLogPageSchema,
  accessLogQuerySchema,
  teamChangeSchema,
  teamGrantInputSchema,
  teamMemberSchema,
} from "#shared/staff-team-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

// An id no row can have (a NUL, say) fails here: the route answers 404 for it, without a query.
const storableId = z.string().max(64).refine(isStorableText);
const memberParams = z.object({
  userId: storableId.meta({ description: "O id da conta", example: "k2Yq0vU1xJ3mZ8bR" }),
});
const membershipParams = memberParams.extend({
  storeId: storableId.meta({ description: "O id da loja", example: "1" }),
});

export const listTeamRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/team",
  tags: [API_TAGS.staffTeam],
  summary: "Listar a equipe",
  description:
    "Quem pode usar o painel: a sede (papel admin) e a equipe de cada loja, com quem deu o " +
    "acesso e quando. A sede primeiro, depois por nome.",
  responses: {
    200: json(z.array(teamMemberSchema), "A equipe"),
    ...errors(...STAFF_ERRORS),
  },
});

export const grantStoresRoute = staffRoute({
  method: "post",
  access: "hq",
  path: "/team/grants",
  tags: [API_TAGS.staffTeam],
  summary: "Dar mais lojas a quem já é da equipe",
  description:
    "Dá lojas a uma conta que já é da equipe (de alguma loja, ou da sede), pelo id, registrado " +
    "com quem deu e quando. Lojas que a conta já tinha ficam como estavam. Conta ou loja " +
    "desconhecida: 404; conta que ainda não é da equipe: 409 (convide a pessoa: POST " +
    "/api/admin/team/invitations); nos dois casos nada muda. O papel de sede (admin) não se dá " +
    "por aqui: só pela linha de comando, com confirmação.",
  request: { body: jsonBody(teamGrantInputSchema, "A conta e as lojas") },
  responses: {
    200: json(teamChangeSchema, "A pessoa com as lojas, e quais foram dadas agora"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404, 409),
  },
});

export const revokeStoreRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: "/team/{userId}/stores/{storeId}",
  tags: [API_TAGS.staffTeam],
  summary: "Tirar uma loja de uma conta",
  description:
    "A conta deixa de ser equipe desta loja, a partir da próxima requisição (um fluxo ao vivo " +
    "aberto é fechado). Registrado com quem tirou e quando.",
  request: { params: membershipParams },
  responses: {
    200: json(teamChangeSchema, "A pessoa sem a loja"),
    ...errors(...STAFF_ERRORS, 404),
  },
});

export const revokeAllStoresRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: "/team/{userId}/stores",
  tags: [API_TAGS.staffTeam],
  summary: "Tirar todas as lojas de uma conta",
  description:
    "A conta deixa de ser equipe de qualquer loja, a partir da próxima requisição. O papel de " +
    "sede (admin), se tiver, continua: ele só se tira pela linha de comando.",
  request: { params: memberParams },
  responses: {
    200: json(teamChangeSchema, "A pessoa sem lojas (null se não é mais da equipe)"),
    ...errors(...STAFF_ERRORS, 404),
  },
});

export const readAccessLogRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/team/access-log",
  tags: [API_TAGS.staffTeam],
  summary: "Registro de acessos",
  description:
    "Cada acesso dado ou tirado (papel de sede ou loja), a quem, por quem (ou pela linha de " +
    "comando) e quando, do mais novo para o mais antigo, em páginas.",
  request: { query: accessLogQuerySchema },
  responses: {
    200: json(accessLogPageSchema, "Uma página do registro"),
    ...errors(...STAFF_ERRORS, 422),
  },
});
