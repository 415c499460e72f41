import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, JSON_BODY_ERRORS, json, jsonBody } from "#server/http/openapi.ts";
import { isStorableText } from "#server/http/validate.ts";
import {
  createdInvitationSchema,
  invitationInputSchema,
  invitationSchema,
} from "#shared/staff-invitation-schemas.ts";
import { INVITATION_DAYS, INVITATION_HISTORY_DAYS } from "#shared/staff-team.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

const invitationParams = z.object({
  // An id no row can have (a NUL, say) fails here: the route answers 404 for it, without a query.
  invitationId: z
    .string()
    .max(64)
    .refine(isStorableText)
    .meta({ description: "O id do convite", example: "5d7c1e0a-3f0b-4a55-9d1e-6c2b8f4a1e77" }),
});

export const listInvitationsRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/team/invitations",
  tags: [API_TAGS.staffTeam],
  summary: "Listar os convites",
  description:
    `Os convites que ainda valem e os dos últimos ${INVITATION_HISTORY_DAYS} dias (aceitos, ` +
    "expirados ou cancelados), os pendentes primeiro. Um convite aceito diz qual conta o " +
    "aceitou e quando essa conta foi criada. O link não aparece aqui: só quando o convite é criado.",
  responses: {
    200: json(z.array(invitationSchema), "Os convites"),
    ...errors(...STAFF_ERRORS),
  },
});

export const createInvitationRoute = staffRoute({
  method: "post",
  access: "hq",
  path: "/team/invitations",
  tags: [API_TAGS.staffTeam],
  summary: "Convidar alguém para a equipe de lojas",
  description:
    `Cria um convite para o e-mail e as lojas, que vale ${INVITATION_DAYS} dias e uma vez só, e ` +
    "responde o link (mostrado só agora: o servidor guarda só o hash do código). A sede envia o " +
    "link à pessoa pelo seu próprio canal; quem abre o link, entra (ou cria a conta) e aceita " +
    "passa a ser da equipe das lojas. Loja desconhecida: 404, e nada é criado.",
  request: { body: jsonBody(invitationInputSchema, "O e-mail da pessoa e as lojas") },
  responses: {
    201: json(createdInvitationSchema, "O convite e o seu link"),
    ...errors(...STAFF_ERRORS, ...JSON_BODY_ERRORS, 404),
  },
});

export const revokeInvitationRoute = staffRoute({
  method: "delete",
  access: "hq",
  path: "/team/invitations/{invitationId}",
  tags: [API_TAGS.staffTeam],
  summary: "Cancelar um convite",
  description:
    "O link deixa de valer na hora. Um convite já aceito não se cancela (409): tire as lojas da " +
    "pessoa na equipe. Um expirado ou já cancelado fica como está.",
  request: { params: invitationParams },
  responses: {
    200: json(invitationSchema, "O convite cancelado"),
    ...errors(...STAFF_ERRORS, 404, 409),
  },
});
