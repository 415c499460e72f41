import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import { dashboardFiguresSchema, dashboardQuerySchema } from "#shared/admin-dashboard.ts";
import { staffRoute } from "./staff-route.ts";

export const readDashboardRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/dashboard",
  tags: [API_TAGS.staffReports],
  summary: "Números do painel",
  description:
    "Vendas, ticket médio, clientes, estoque baixo (por loja), mais vendidos e o andamento das " +
    "metas do mês (os dias de cada loja, no seu horário; encomendas no dia para o qual foram " +
    "agendadas), calculados do banco a cada requisição. A sede vê a " +
    "rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma delas (outra " +
    "loja: 403).",
  request: { query: dashboardQuerySchema },
  responses: {
    200: json(dashboardFiguresSchema, "Os números do painel"),
    ...errors(404, 422),
  },
});
