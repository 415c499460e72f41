import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import {
  customerExportQuerySchema,
  customerListQuerySchema,
  customerPageSchema,
} from "#shared/admin-customers.ts";
import { csvDownload } from "./reports.routes.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

const CUSTOMERS =
  "Os clientes vêm dos pedidos: um por telefone (comparado pelos dígitos), com ao menos um " +
  "pedido não cancelado; contagens e datas contam só esses pedidos.";

export const listCustomersRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/customers",
  tags: [API_TAGS.staffCustomers],
  summary: "Listar os clientes",
  description: `Uma página de clientes, os de pedido mais recente primeiro. ${CUSTOMERS}`,
  request: { query: customerListQuerySchema },
  responses: {
    200: json(customerPageSchema, "A página pedida (vazia depois da última)"),
    ...errors(...STAFF_ERRORS, 422),
  },
});

export const customersCsvRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/customers.csv",
  tags: [API_TAGS.staffCustomers],
  summary: "Exportar os clientes (CSV)",
  description: `Todos os clientes que a busca encontra, numa planilha só. ${CUSTOMERS}`,
  request: { query: customerExportQuerySchema },
  responses: {
    200: csvDownload("Os clientes, os de pedido mais recente primeiro", {
      filename: "clientes-2026-11-30.csv",
      csv:
        "Cliente;Telefone;Pedidos;Total gasto (R$);Primeiro pedido;Último pedido;Novo este mês\r\n" +
        "Ana Souza;(81) 99999-0001;2;26,97;20/02/2025 10:00;10/03/2025 10:00;Não\r\n",
    }),
    ...errors(...STAFF_ERRORS, 422),
  },
});
