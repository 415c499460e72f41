import { API_TAGS } from "#server/http/api-docs.ts";
import { apiRoute, DATABASE_ERRORS, errors, json, STAFF_SECURITY } from "#server/http/openapi.ts";
import { staffSessionSchema } from "#shared/staff-auth-schemas.ts";

export const readStaffSessionRoute = apiRoute({
  method: "get",
  path: "/session",
  tags: [API_TAGS.staffSession],
  summary: "Quem está conectado",
  description:
    "O usuário da sessão e seus papéis. O painel a usa para decidir entre a tela de login " +
    "(401), o aviso de acesso negado (403) e o painel (200).",
  security: STAFF_SECURITY,
  responses: {
    200: json(staffSessionSchema, "A sessão da equipe"),
    ...errors(401, 403, ...DATABASE_ERRORS),
  },
});
