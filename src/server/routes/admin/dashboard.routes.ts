import { API_TAGS } from "#server/http/api-docs.ts";
import { json } from "#server/http/openapi.ts";
import { dashboardFiguresSchema } from "#shared/admin-dashboard.ts";
import { staffRoute } from "./staff-route.ts";

export const readDashboardRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/dashboard",
  tags: [API_TAGS.staffReports],
  summary: "Números do painel",
  description:
    "Vendas, ticket médio, clientes, estoque baixo, mais vendidos e o andamento das metas do " +
    "mês (no fuso de São Paulo), calculados do banco a cada requisição.",
  responses: {
    200: json(dashboardFiguresSchema, "Os números do painel"),
  },
});
