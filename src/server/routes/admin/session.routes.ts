import { API_TAGS } from "#server/http/api-docs.ts";
import { json } from "#server/http/openapi.ts";
import { staffSessionSchema } from "#shared/staff-auth-schemas.ts";
import { staffRoute } from "./staff-route.ts";

export const readStaffSessionRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/session",
  tags: [API_TAGS.staffSession],
  summary: "Quem está conectado",
  description:
    "O usuário da sessão e seus papéis. O painel a usa para decidir entre a tela de login " +
    "(401), o aviso de acesso negado (403) e o painel (200).",
  responses: {
    200: json(staffSessionSchema, "A sessão da equipe"),
  },
});
