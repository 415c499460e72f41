import { useSearchParams } from "react-router";
import { type ReportPeriod, reportPeriodSchema } from "#shared/admin-reports.ts";
import { defaultPeriod } from "./period-presets.ts";

/**
 * The period lives in the address (?de=YYYY-MM-DD&ate=YYYY-MM-DD) so a reload or a shared link
 * shows the same report; without one, or with one the API would refuse, it is this month.
 */
export function useReportPeriod(): [ReportPeriod, (period: ReportPeriod) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = reportPeriodSchema.safeParse({
    from: searchParams.get("de") ?? undefined,
    to: searchParams.get("ate") ?? undefined,
  });
  const period = parsed.success ? parsed.data : defaultPeriod();
  // The address's other parameters (the store, ?loja=) stay.
  const setPeriod = (next: ReportPeriod) =>
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        query.set("de", next.from);
        query.set("ate", next.to);
        return query;
      },
      { replace: true },
    );
  return [period, setPeriod];
}
