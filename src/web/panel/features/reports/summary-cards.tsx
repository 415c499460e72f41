import { DollarSign, Receipt, ShoppingBag } from "lucide-react";
import type { ReportSummary } from "#shared/admin-reports.ts";
import { formatBRL } from "#shared/money.ts";
import { StatCard } from "#web/panel/features/ui/stat-card.tsx";

/** The period's totals; the average ticket divides by the same sales the total sums. */
export function SummaryCards({ summary }: { summary: ReportSummary }) {
  return (
    // On a phone the total takes a row and the other two share the next.
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4" data-testid="report-totals">
      <div className="col-span-2 sm:col-span-1">
        <StatCard label="Faturamento" value={formatBRL(summary.totalCents)} icon={DollarSign} />
      </div>
      <StatCard label="Pedidos" value={summary.orderCount} icon={ShoppingBag} />
      <StatCard label="Ticket médio" value={formatBRL(summary.averageTicketCents)} icon={Receipt} />
    </div>
  );
}
