import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import {
  dashboardFiguresSchema,
  dashboardQuerySchema,
  SCHEDULED_LOAD_DAYS,
  scheduledLoadQuerySchema,
  scheduledLoadSchema,
} from "#shared/admin-dashboard.ts";
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

export const scheduledLoadRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/dashboard/scheduled-load",
  tags: [API_TAGS.staffReports],
  summary: "Encomendas dos próximos dias",
  description:
    `Os próximos ${SCHEDULED_LOAD_DAYS} dias de cada loja (a partir de hoje, no horário da loja): ` +
    "as encomendas agendadas para o dia (sem as canceladas), os seus picolés e a capacidade do " +
    "dia da semana. A sede vê as lojas da rede com encomendas ou uma loja (`storeId`); a equipe " +
    "de loja, as suas lojas ou uma delas (outra loja: 403).",
  request: { query: scheduledLoadQuerySchema },
  responses: {
    200: json(scheduledLoadSchema, "As encomendas dos próximos dias"),
    ...errors(404, 422),
  },
});
