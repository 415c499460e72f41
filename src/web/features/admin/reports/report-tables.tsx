import type { ReportSummary } from "#shared/admin-reports.ts";
import { formatBRL } from "#shared/money.ts";
import { DELIVERY_METHOD_LABELS, PAYMENT_METHOD_LABELS } from "#shared/order-terms.ts";
import { type ReportFilter, reportTableCsvUrl } from "./api.ts";
import { type ReportColumn, ReportTable } from "./report-table.tsx";

type Figure = { orderCount: number; totalCents: number };

/** "Pedidos" and "Total", the last two columns of most tables. */
function figureColumns<Row extends Figure>(): ReportColumn<Row>[] {
  return [
    { header: "Pedidos", cell: (row) => row.orderCount, numeric: true },
    { header: "Total", cell: (row) => formatBRL(row.totalCents), numeric: true },
  ];
}

/** The summary's tables: by product, by store, by delivery method and by payment. */
export function ReportTables({
  summary,
  period,
}: {
  summary: ReportSummary;
  period: ReportFilter;
}) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <ReportTable
        id="by-product"
        title="Vendas por produto"
        rows={summary.byProduct}
        rowKey={(row) => row.productId}
        csvHref={reportTableCsvUrl("by-product", period)}
        columns={[
          { header: "Produto", cell: (row) => row.name },
          { header: "Quantidade", cell: (row) => row.quantity, numeric: true },
          { header: "Receita", cell: (row) => formatBRL(row.revenueCents), numeric: true },
        ]}
      />
      <ReportTable
        id="by-store"
        title="Vendas por loja"
        rows={summary.byStore}
        rowKey={(row) => row.storeId}
        csvHref={reportTableCsvUrl("by-store", period)}
        columns={[
          {
            header: "Loja",
            cell: (row) => (
              <>
                {row.name}
                <span className="block font-normal text-muted text-xs">
                  {row.city} - {row.state}
                </span>
              </>
            ),
          },
          ...figureColumns<ReportSummary["byStore"][number]>(),
        ]}
      />
      <ReportTable
        id="by-method"
        title="Vendas por recebimento"
        rows={summary.byDeliveryMethod}
        rowKey={(row) => row.method}
        csvHref={reportTableCsvUrl("by-method", period)}
        columns={[
          { header: "Recebimento", cell: (row) => DELIVERY_METHOD_LABELS[row.method] },
          ...figureColumns<ReportSummary["byDeliveryMethod"][number]>(),
        ]}
      />
      <ReportTable
        id="by-payment"
        title="Vendas por pagamento"
        rows={summary.byPaymentMethod}
        rowKey={(row) => row.method}
        csvHref={reportTableCsvUrl("by-payment", period)}
        columns={[
          { header: "Pagamento", cell: (row) => PAYMENT_METHOD_LABELS[row.method] },
          ...figureColumns<ReportSummary["byPaymentMethod"][number]>(),
        ]}
      />
    </div>
  );
}
