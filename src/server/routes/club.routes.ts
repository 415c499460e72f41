import { API_TAGS } from "#server/http/api-docs.ts";
import {
  apiRoute,
  DATABASE_ERRORS,
  errors,
  JSON_BODY_ERRORS,
  json,
  jsonBody,
} from "#server/http/openapi.ts";
import {
  clubAccountDeletedSchema,
  clubMeSchema,
  clubStatusSchema,
  deleteClubAccountSchema,
} from "#shared/club-member.ts";

/**
 * Clube Frosty's member API (/api/club). Joining and signing in are the members' Better Auth
 * routes (POST /api/club/auth/phone-number/send-otp, then /verify, which sets the member cookie,
 * apart from the staff's); signing out is POST /api/club/auth/sign-out.
 */

export const clubStatusRoute = apiRoute({
  method: "get",
  path: "/status",
  tags: [API_TAGS.shop],
  summary: "Se o Clube Frosty está aberto, e as regras do cashback",
  description:
    "available: false quando o servidor não tem como enviar os códigos de acesso (WhatsApp, SMS): " +
    "ninguém entra no clube, e os pedidos seguem normalmente. As regras são as que a matriz " +
    "configurou (percentual, saldo mínimo para usar, validade em dias). member diz se há " +
    "um membro com a sessão aberta: a página só lê GET /api/club/me quando há.",
  responses: {
    200: json(clubStatusSchema, "O estado do clube"),
    ...errors(...DATABASE_ERRORS),
  },
});

export const clubMeRoute = apiRoute({
  method: "get",
  path: "/me",
  tags: [API_TAGS.shop],
  summary: "A conta e a carteira de cashback do membro",
  description:
    "Com a sessão de membro do Clube Frosty (o cookie de POST /api/club/auth/phone-number/verify): " +
    "o celular, desde quando é membro, o consentimento aceito, o saldo, o que está a liberar, o " +
    "que expira nos próximos 30 dias e as últimas movimentações, com as regras. Sem sessão de " +
    "membro (ou com a de alguém da equipe), 401.",
  responses: {
    200: json(clubMeSchema, "O membro e a carteira dele"),
    ...errors(401, ...DATABASE_ERRORS),
  },
});

export const deleteClubMeRoute = apiRoute({
  method: "delete",
  path: "/me",
  tags: [API_TAGS.shop],
  summary: "Excluir minha conta do Clube Frosty",
  description:
    "Apaga a conta do membro da sessão: o celular, as sessões (o cookie é apagado também), o " +
    "consentimento e os códigos pendentes. O histórico de cashback e os pedidos ficam, sem " +
    "ligação com a pessoa (os pedidos são registros de venda da loja, guardados pelo prazo " +
    "legal). O saldo é perdido. Pede { confirm: true }; sem sessão de membro (ou depois de " +
    "excluída), 401.",
  request: {
    body: jsonBody(deleteClubAccountSchema, "A confirmação"),
  },
  responses: {
    200: json(clubAccountDeletedSchema, "Conta excluída"),
    ...errors(401, 403, ...JSON_BODY_ERRORS, ...DATABASE_ERRORS),
  },
});
