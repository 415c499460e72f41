import { API_TAGS } from "#server/http/api-docs.ts";
import { apiRoute, DATABASE_ERRORS, errors, json, STAFF_SECURITY } from "#server/http/openapi.ts";
import { dashboardFiguresSchema } from "#shared/admin-dashboard.ts";

export const readDashboardRoute = apiRoute({
  method: "get",
  path: "/dashboard",
  tags: [API_TAGS.staffReports],
  summary: "Números do painel",
  description:
    "Vendas, ticket médio, clientes, estoque baixo, mais vendidos e o andamento das metas do " +
    "mês (no fuso de São Paulo), calculados do banco a cada requisição.",
  security: STAFF_SECURITY,
  responses: {
    200: json(dashboardFiguresSchema, "Os números do painel"),
    ...errors(401, 403, ...DATABASE_ERRORS),
  },
});
