import { API_TAGS } from "#server/http/api-docs.ts";
import { apiErrorSchema, apiRoute, DATABASE_ERRORS, errors, json } from "#server/http/openapi.ts";
import {
  acceptedInvitationSchema,
  INVITATION_ERRORS,
  invitationPreviewSchema,
} from "#shared/staff-invitation-schemas.ts";
import { z } from "#shared/zod-pt-br.ts";

const tokenParams = z.object({
  token: z.string().meta({
    description: "O código do link do convite (/convite/<código>)",
    example: "3q2-7wYtKZ0m1c9pQeXbV4sR8uNfHjLkDgA6oIyTzWc",
  }),
});

/** A link that no longer (or never did) open an invitation: 404 or 410, with the reason. */
function refusals() {
  const answer = (description: string, [code, message]: readonly [string, string]) => ({
    description,
    content: {
      "application/json": { schema: apiErrorSchema, example: { error: { code, message } } },
    },
  });
  return {
    404: answer("Nenhum convite com este código", INVITATION_ERRORS.notFound),
    410: answer(
      "O convite não vale mais: já usado, expirado, cancelado, de quem não é mais da sede, " +
        "ou de lojas que não existem mais",
      INVITATION_ERRORS.expired,
    ),
  };
}

export const previewInvitationRoute = apiRoute({
  method: "get",
  path: "/{token}",
  tags: [API_TAGS.staffTeam],
  summary: "Ver um convite",
  description:
    "Para a página do link (/convite/<código>): para qual e-mail a sede criou o convite, quem o " +
    "criou, quais lojas ele dá e até quando vale. Não precisa de sessão: quem tem o link é o " +
    "convidado.",
  request: { params: tokenParams },
  responses: {
    200: json(invitationPreviewSchema, "O convite, que ainda vale"),
    ...refusals(),
    ...errors(...DATABASE_ERRORS),
  },
});

export const acceptInvitationRoute = apiRoute({
  method: "post",
  path: "/{token}/accept",
  tags: [API_TAGS.staffTeam],
  summary: "Aceitar um convite",
  description:
    "A conta da sessão (o cookie de POST /api/auth/sign-up/email ou /api/auth/sign-in/email; " +
    "qualquer conta, ainda sem acesso ao painel) passa a ser da equipe das lojas do convite, " +
    "registrado no registro de acessos como dado por quem criou o convite. Uma vez só: depois o " +
    "link não vale mais. O link é a prova: a conta que aceita não precisa ter o e-mail do " +
    "convite, e a sede vê qual conta aceitou (e quando ela foi criada). Com cookie, a origem " +
    "(Origin) precisa ser confiável.",
  request: { params: tokenParams },
  responses: {
    200: json(acceptedInvitationSchema, "Aceito: as lojas agora são da conta"),
    ...errors(401, 403),
    ...refusals(),
    ...errors(...DATABASE_ERRORS),
  },
});
