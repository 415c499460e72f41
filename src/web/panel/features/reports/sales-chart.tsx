import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import type { ReportSummary } from "#shared/admin-reports.ts";
import { formatBRL } from "#shared/money.ts";
import { formatDay } from "#shared/shop-calendar.ts";

const BRAND = "#c2185b";
const MUTED = "#5b5563";
const GRID = "#fce4ef";

const compactBRL = new Intl.NumberFormat("pt-BR", {
  style: "currency",
  currency: "BRL",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** "2026-11-05" → "05/11": the axis has room for the day and month only. */
const dayAndMonth = (date: string) => formatDay(date).slice(0, 5);

/**
 * Sales per day as bars. Loaded on its own (React.lazy) so recharts is fetched only when the
 * reports page draws its first chart; the numbers behind it are in the table beside it, which
 * is what a screen reader gets (the chart's own keyboard layer is off, see sales-by-day.tsx).
 */
export default function SalesChart({ days }: { days: ReportSummary["salesByDay"] }) {
  return (
    <BarChart
      data={days}
      responsive
      style={{ width: "100%", height: 280 }}
      margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
      accessibilityLayer={false}
    >
      <CartesianGrid vertical={false} stroke={GRID} />
      <XAxis
        dataKey="date"
        tickFormatter={dayAndMonth}
        tickLine={false}
        axisLine={false}
        minTickGap={12}
        tick={{ fill: MUTED, fontSize: 12 }}
      />
      <YAxis
        tickFormatter={(cents: number) => compactBRL.format(cents / 100).replace(/\u00a0/g, " ")}
        tickLine={false}
        axisLine={false}
        width={76}
        tick={{ fill: MUTED, fontSize: 12 }}
      />
      <Tooltip
        cursor={{ fill: "#fdf2f7" }}
        labelFormatter={(date) => formatDay(String(date))}
        formatter={(cents) => [formatBRL(Number(cents)), "Vendas"]}
      />
      <Bar dataKey="totalCents" name="Vendas" fill={BRAND} radius={[4, 4, 0, 0]} maxBarSize={48} />
    </BarChart>
  );
}
