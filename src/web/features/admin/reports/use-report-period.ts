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
  const setPeriod = (next: ReportPeriod) =>
    setSearchParams({ de: next.from, ate: next.to }, { replace: true });
  return [period, setPeriod];
}
