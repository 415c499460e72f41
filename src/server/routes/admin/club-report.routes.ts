import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import {
  CLUB_MONTHS_NOTE,
  clubReportQuerySchema,
  clubReportSchema,
  MAX_CLUB_REPORT_MONTHS,
} from "#shared/admin-club.ts";
import { csvDownload } from "./reports.routes.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

const PERIOD =
  "O período vai de `from` a `to` (meses, AAAA-MM, os dois incluídos, no máximo " +
  `${MAX_CLUB_REPORT_MONTHS} meses); sem eles, os últimos 12 meses até este. ${CLUB_MONTHS_NOTE}`;

export const clubReportRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/reports/club",
  tags: [API_TAGS.staffReports],
  summary: "Relatório do Clube Frosty",
  description:
    "O cashback em aberto agora (disponível e a liberar, o que a rede deve aos membros) e, " +
    `por loja e mês, o cashback ganho, usado, devolvido, cancelado, estornado e expirado. ${PERIOD}`,
  request: { query: clubReportQuerySchema },
  responses: {
    200: json(clubReportSchema, "O cashback em aberto e os movimentos do período"),
    ...errors(...STAFF_ERRORS, 422),
  },
});

export const clubReportCsvRoute = staffRoute({
  method: "get",
  access: "hq",
  path: "/reports/club.csv",
  tags: [API_TAGS.staffReports],
  summary: "Exportar os movimentos do Clube Frosty (CSV)",
  description: `Uma linha por mês e loja com movimento, como a tabela do painel. ${PERIOD}`,
  request: { query: clubReportQuerySchema },
  responses: {
    200: csvDownload("Os movimentos do período", {
      filename: "clube-cashback-2025-12-a-2026-11.csv",
      csv:
        "Mês;Loja;Cidade;UF;Ganho (R$);Usado (R$);Devolvido (R$);Cancelado (R$);" +
        "Estornado (R$);Expirado (R$)\r\n" +
        "11/2026;Frosty Paulista;São Paulo;SP;12,50;8,00;0,00;0,00;0,00;1,50\r\n",
    }),
    ...errors(...STAFF_ERRORS, 422),
  },
});
