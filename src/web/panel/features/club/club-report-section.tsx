import { Download, PiggyBank } from "lucide-react";
import { useId, useState } from "react";
import {
  CLUB_MONTHS_NOTE,
  CLUB_MOVEMENT_LABELS,
  CLUB_MOVEMENTS,
  type ClubReport,
  formatMonth,
} from "#shared/admin-club.ts";
import { formatBRL } from "#shared/money.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import { buttonVariants } from "#web/components/ui/button.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Skeleton } from "#web/components/ui/skeleton.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { clubReportCsvUrl, useClubReport } from "./api.ts";
import {
  CLUB_PERIOD_CHOICES,
  CLUB_PERIOD_LABELS,
  type ClubPeriodChoice,
  clubPeriodOf,
} from "./club-report-periods.ts";

const NUMERIC = "whitespace-nowrap py-2 pl-2 text-right tabular-nums";

/** 123456 → "1.234,56": the table's amounts, whose columns say they are in reais. */
const reais = (cents: number) =>
  (cents / 100).toLocaleString("pt-BR", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * Relatórios → Clube Frosty (HQ): the cashback the chain owes its members now, and what each
 * store's orders earned, spent and lost month by month, with the table as CSV.
 */
export function ClubReportSection({ now = () => new Date() }: { now?: () => Date }) {
  const [choice, setChoice] = useState<ClubPeriodChoice>("last-12");
  const period = clubPeriodOf(choice, shopDate(now()).slice(0, 7));
  const { data, isPending, isError, error } = useClubReport(period);
  const headingId = useId();
  const selectId = useId();

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-5"
      data-testid="club-report"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold text-xl">
            Clube Frosty
          </h2>
          <p className="mt-1 max-w-prose text-muted text-sm">
            O cashback que a rede deve aos membros e o que os pedidos de cada loja ganharam e
            usaram, mês a mês. Somente a sede vê.
          </p>
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={selectId} className="font-semibold text-sm">
            Período
          </label>
          <Select
            id={selectId}
            value={choice}
            onChange={(event) => setChoice(event.target.value as ClubPeriodChoice)}
            className="w-48"
          >
            {CLUB_PERIOD_CHOICES.map((value) => (
              <option key={value} value={value}>
                {CLUB_PERIOD_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
      </div>

      {isPending && (
        <div className="flex flex-col gap-3" role="status" aria-label="Carregando o clube">
          <Skeleton className="h-24" />
          <Skeleton className="h-40" />
        </div>
      )}
      {isError && (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-900">
          Não foi possível carregar o relatório do clube. {error.message}
        </p>
      )}
      {data && (
        <>
          <Liability liability={data.liability} />
          <MovementsTable report={data} />
        </>
      )}
    </section>
  );
}

function Liability({ liability }: { liability: ClubReport["liability"] }) {
  return (
    <div
      className="rounded-2xl border border-brand-100 bg-brand-50 p-4"
      data-testid="club-liability"
    >
      <div className="flex items-center justify-between gap-2">
        <p className="font-semibold text-muted text-sm">Cashback em aberto</p>
        <PiggyBank className="size-5 text-brand-600" aria-hidden="true" />
      </div>
      <p className="mt-1 font-extrabold text-2xl">{formatBRL(liability.totalCents)}</p>
      <dl className="mt-2 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-muted">Disponível</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(liability.availableCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">A liberar</dt>
          <dd className="font-semibold tabular-nums">{formatBRL(liability.pendingCents)}</dd>
        </div>
        <div>
          <dt className="text-muted">Membros com saldo</dt>
          <dd className="font-semibold tabular-nums">
            {liability.members.toLocaleString("pt-BR")}
          </dd>
        </div>
      </dl>
      <p className="mt-2 text-muted text-xs">
        Disponível: o saldo das carteiras ainda não vencido. A liberar: o cashback de pedidos pagos
        que ainda não foram entregues ou retirados.
      </p>
    </div>
  );
}

function MovementsTable({ report }: { report: ClubReport }) {
  const titleId = useId();
  const period = { from: report.from, to: report.to };
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={titleId} className="font-bold text-lg">
          Cashback por loja e mês{" "}
          <span className="font-normal text-muted text-sm">
            ({formatMonth(report.from)} – {formatMonth(report.to)})
          </span>
        </h3>
        <a
          href={clubReportCsvUrl(period)}
          download
          className={buttonVariants({ variant: "outline", size: "sm" })}
        >
          <Download aria-hidden="true" />
          Baixar CSV<span className="sr-only"> do cashback por loja e mês</span>
        </a>
      </div>
      <p className="text-muted text-sm">
        Valores em reais. Cada valor conta na loja do pedido que o causou. {CLUB_MONTHS_NOTE}
      </p>
      {report.months.length === 0 ? (
        <p className="text-muted text-sm">Nenhum movimento de cashback no período.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-sm" aria-labelledby={titleId}>
            <thead className="border-brand-100 border-b text-muted">
              <tr>
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  Mês
                </th>
                <th scope="col" className="py-2 pr-3 text-left font-semibold">
                  Loja
                </th>
                {CLUB_MOVEMENTS.map((figure) => (
                  <th key={figure} scope="col" className={cn(NUMERIC, "font-semibold")}>
                    {CLUB_MOVEMENT_LABELS[figure]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {report.months.map((row) => (
                <tr
                  key={`${row.month}-${row.storeId}`}
                  className="border-brand-100 border-b last:border-0"
                >
                  <td className="whitespace-nowrap py-2 pr-3">{formatMonth(row.month)}</td>
                  <th scope="row" className="min-w-32 py-2 pr-2 text-left font-semibold">
                    {row.name}
                    <span className="block font-normal text-muted text-xs">
                      {row.city}/{row.state}
                    </span>
                  </th>
                  {CLUB_MOVEMENTS.map((figure) => (
                    <td key={figure} className={NUMERIC}>
                      {reais(row[figure])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
            <tfoot className="border-brand-200 border-t-2 font-bold">
              <tr>
                <th scope="row" colSpan={2} className="py-2 pr-3 text-left">
                  Total
                </th>
                {CLUB_MOVEMENTS.map((figure) => (
                  <td key={figure} className={NUMERIC}>
                    {reais(report.totals[figure])}
                  </td>
                ))}
              </tr>
            </tfoot>
          </table>
        </div>
      )}
    </div>
  );
}
