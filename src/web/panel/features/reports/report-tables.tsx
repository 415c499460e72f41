import { LATE_ORDER_RULE, type ReportSummary } from "#shared/admin-reports.ts";
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

const percent = new Intl.NumberFormat("pt-BR", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

/** "09h": an hour of the day, on each store's clock. */
const hourLabel = (hour: number) => `${String(hour).padStart(2, "0")}h`;

/** A row's name over a detail in small print ("Recife - PE"). */
function Named({ name, detail }: { name: string; detail: string }) {
  return (
    <>
      {name}
      <span className="block font-normal text-muted text-xs">{detail}</span>
    </>
  );
}

/**
 * The summary's tables: by product, store, delivery method, payment, hour of day and bairro,
 * and the late rate per store.
 */
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
        description="Uma caixa de festa conta as caixas vendidas; os picolés dela contam por sabor em Mais vendidos, no Dashboard."
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
            cell: (row) => <Named name={row.name} detail={`${row.city} - ${row.state}`} />,
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
      <ReportTable
        id="by-hour"
        title="Vendas por hora do dia"
        description="Horas com pedidos, no relógio de cada loja (encomendas na hora agendada); o CSV traz as 24 horas."
        rows={summary.byHour.filter((row) => row.orderCount > 0)}
        rowKey={(row) => String(row.hour)}
        csvHref={reportTableCsvUrl("by-hour", period)}
        columns={[
          { header: "Hora", cell: (row) => hourLabel(row.hour) },
          ...figureColumns<ReportSummary["byHour"][number]>(),
        ]}
      />
      <ReportTable
        id="by-bairro"
        title="Vendas por bairro"
        description="O bairro de entrega do pedido; as retiradas na loja aparecem juntas como Retirada."
        rows={summary.byBairro}
        rowKey={(row) => `${row.bairro}|${row.city}|${row.state}`}
        csvHref={reportTableCsvUrl("by-bairro", period)}
        columns={[
          {
            header: "Bairro",
            cell: (row) => <Named name={row.bairro} detail={`${row.city} - ${row.state}`} />,
          },
          ...figureColumns<ReportSummary["byBairro"][number]>(),
        ]}
      />
      <ReportTable
        id="late-rate"
        title="Pedidos atrasados por loja"
        description={LATE_ORDER_RULE}
        emptyText="Nenhum pedido no período."
        className="xl:col-span-2"
        rows={summary.lateByStore}
        rowKey={(row) => row.storeId}
        csvHref={reportTableCsvUrl("late-rate", period)}
        columns={[
          {
            header: "Loja",
            cell: (row) => (
              <Named
                name={row.name}
                detail={`${row.city} - ${row.state} · limite de ${row.lateAfterMinutes} min`}
              />
            ),
          },
          // "1 de 8": three columns fit a phone without scrolling sideways.
          {
            header: "Atrasados",
            cell: (row) => `${row.lateCount} de ${row.orderCount}`,
            numeric: true,
          },
          {
            header: "Taxa",
            cell: (row) => `${percent.format(row.latePercent)}%`,
            numeric: true,
          },
        ]}
      />
    </div>
  );
}
