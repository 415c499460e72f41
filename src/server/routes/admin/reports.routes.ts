import { API_TAGS } from "#server/http/api-docs.ts";
import { errors, json } from "#server/http/openapi.ts";
import {
  COUNTED_ORDERS_RULE,
  LATE_ORDER_RULE,
  type ReportTable,
  reportQuerySchema,
  reportSummarySchema,
  SHOP_DAYS_NOTE,
} from "#shared/admin-reports.ts";
import { z } from "#shared/zod-pt-br.ts";
import { staffRoute } from "./staff-route.ts";

/** Every staff route: 401 without a session, 403 without access (admin/require-staff.ts). */
const STAFF_ERRORS = [401, 403] as const;

/** A CSV download, as Excel in pt-BR opens it (admin-reports/csv.ts), with its file's name. */
export function csvDownload(description: string, example: { filename: string; csv: string }) {
  return {
    description,
    headers: z.object({
      "Content-Disposition": z.string().meta({
        description: "Baixar como arquivo, com este nome",
        example: `attachment; filename="${example.filename}"`,
      }),
    }),
    content: {
      "text/csv": {
        schema: z.string().meta({
          description:
            "CSV para o Excel em português: `;` entre as células, UTF-8 com BOM, linhas " +
            "terminadas em CRLF, valores em reais com vírgula (8,99)",
        }),
        example: example.csv,
      },
    },
  } as const;
}

/** The query every report takes; a bad date or period is a 422 naming the field. */
const PERIOD =
  "O período vai de `from` a `to` (AAAA-MM-DD, os dois incluídos, no máximo 366 dias). " +
  SHOP_DAYS_NOTE;
const SALES = `${COUNTED_ORDERS_RULE} (Os mesmos do painel.)`;
/** Who sees which stores' figures. */
const STORES =
  "A sede vê a rede toda ou uma loja (`storeId`); a equipe de loja, as suas lojas ou uma " +
  "delas (outra loja: 403).";

export const reportSummaryRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/reports/summary",
  tags: [API_TAGS.staffReports],
  summary: "Resumo de vendas de um período",
  description: `Totais, ticket médio e as vendas por dia, picolé, loja, recebimento, pagamento, hora do dia e bairro, e a taxa de atraso por loja. ${PERIOD} ${SALES} ${STORES}`,
  request: { query: reportQuerySchema },
  responses: {
    200: json(reportSummarySchema, "O resumo do período"),
    ...errors(...STAFF_ERRORS, 404, 422),
  },
});

export const ordersCsvRoute = staffRoute({
  method: "get",
  access: "stores",
  path: "/reports/orders.csv",
  tags: [API_TAGS.staffReports],
  summary: "Exportar os pedidos de um período (CSV)",
  description:
    "Um pedido por linha, os cancelados também, do mais antigo ao mais recente, enviado aos " +
    "poucos. Dia: o dia em que o pedido conta; Feito em e Agendado para (encomendas) no " +
    `horário da loja. ${PERIOD} ${STORES}`,
  request: { query: reportQuerySchema },
  responses: {
    200: csvDownload("Os pedidos do período", {
      filename: "pedidos-2026-11-01-a-2026-11-30.csv",
      csv:
        "Número;Dia;Feito em;Agendado para;Loja;Cliente;Telefone;Recebimento;Pagamento;" +
        "Status;Subtotal (R$);Desconto (R$);Taxa de entrega (R$);Total (R$)\r\n" +
        "ORD-1761966000000;01/11/2026;01/11/2026 00:00;;Frosty Paulista;Ana;(11) 99999-0000;" +
        "Entrega;Pagamento de teste;Entregue;17,98;1,80;5,00;21,18\r\n",
    }),
    ...errors(...STAFF_ERRORS, 404, 422),
  },
});

/** What each table of the summary holds, and an example of its file. */
const REPORT_TABLE_DOCS: Record<
  ReportTable,
  { summary: string; detail?: string; filename: string; csv: string }
> = {
  "by-day": {
    summary: "Exportar as vendas por dia (CSV)",
    filename: "vendas-por-dia-2026-11-01-a-2026-11-30.csv",
    csv: "Data;Pedidos;Total (R$)\r\n01/11/2026;2;26,97\r\n02/11/2026;0;0,00\r\n",
  },
  "by-product": {
    summary: "Exportar as vendas por picolé (CSV)",
    filename: "vendas-por-produto-2026-11-01-a-2026-11-30.csv",
    csv: "Produto;Quantidade;Receita (R$)\r\nPicolé de Cajá;3;26,97\r\n",
  },
  "by-store": {
    summary: "Exportar as vendas por loja (CSV)",
    filename: "vendas-por-loja-2026-11-01-a-2026-11-30.csv",
    csv: "Loja;Cidade;UF;Pedidos;Total (R$)\r\nFrosty Paulista;São Paulo;SP;2;26,97\r\n",
  },
  "by-method": {
    summary: "Exportar as vendas por forma de recebimento (CSV)",
    filename: "vendas-por-recebimento-2026-11-01-a-2026-11-30.csv",
    csv: "Recebimento;Pedidos;Total (R$)\r\nEntrega;1;13,99\r\nRetirada;1;12,98\r\n",
  },
  "by-payment": {
    summary: "Exportar as vendas por forma de pagamento (CSV)",
    filename: "vendas-por-pagamento-2026-11-01-a-2026-11-30.csv",
    csv: "Pagamento;Pedidos;Total (R$)\r\nPagamento de teste;1;13,99\r\nWhatsApp;1;12,98\r\n",
  },
  "by-hour": {
    summary: "Exportar as vendas por hora do dia (CSV)",
    filename: "vendas-por-hora-2026-11-01-a-2026-11-30.csv",
    csv: "Hora;Pedidos;Total (R$)\r\n00h;0;0,00\r\n01h;0;0,00\r\n…\r\n15h;2;26,97\r\n",
  },
  "by-bairro": {
    summary: "Exportar as vendas por bairro (CSV)",
    filename: "vendas-por-bairro-2026-11-01-a-2026-11-30.csv",
    csv:
      "Bairro;Cidade;UF;Pedidos;Total (R$)\r\nBoa Viagem;Recife;PE;2;26,97\r\n" +
      "Retirada;Recife;PE;1;8,99\r\n",
  },
  "late-rate": {
    summary: "Exportar a taxa de atraso por loja (CSV)",
    detail: LATE_ORDER_RULE,
    filename: "atrasos-por-loja-2026-11-01-a-2026-11-30.csv",
    csv:
      "Loja;Cidade;UF;Limite (min);Pedidos;Atrasados;Atrasados (%)\r\n" +
      "Frosty Boa Viagem;Recife;PE;5;8;1;12,5\r\n",
  },
};

/** GET /reports/<table>.csv: one table of the summary, with the columns the page shows. */
export function reportTableCsvRoute(table: ReportTable) {
  const doc = REPORT_TABLE_DOCS[table];
  return staffRoute({
    method: "get",
    access: "stores",
    path: `/reports/${table}.csv`,
    tags: [API_TAGS.staffReports],
    summary: doc.summary,
    description: [
      "Uma tabela do resumo de vendas, com as colunas que a página mostra.",
      doc.detail,
      PERIOD,
      SALES,
      STORES,
    ]
      .filter(Boolean)
      .join(" "),
    request: { query: reportQuerySchema },
    responses: {
      200: csvDownload("A tabela do período", doc),
      ...errors(...STAFF_ERRORS, 404, 422),
    },
  });
}
