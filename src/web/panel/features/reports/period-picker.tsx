import { useEffect, useId, useState } from "react";
import { type ReportPeriod, reportPeriodSchema } from "#shared/admin-reports.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { cn } from "#web/panel/features/ui/cn.ts";
import { periodPresets, samePeriod, shopToday } from "./period-presets.ts";

/**
 * Quick periods (7 dias, 30 dias, este mês) and a custom from–to. A custom period applies as
 * soon as both dates make a valid one; until then the report keeps the last valid period and
 * the reason is shown under the fields, in the API's own words (one shared schema).
 */
export function PeriodPicker({
  period,
  onChange,
}: {
  period: ReportPeriod;
  onChange(period: ReportPeriod): void;
}) {
  const fromId = useId();
  const toId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState(period);
  const presets = periodPresets(shopToday());

  // A preset or the address changed the period: the fields show it. (By value: `period` is a
  // new object on every render, and an unfinished draft must survive re-renders.)
  useEffect(() => setDraft({ from: period.from, to: period.to }), [period.from, period.to]);

  const checked = reportPeriodSchema.safeParse(draft);
  const error = checked.success ? null : (checked.error.issues[0]?.message ?? null);

  const edit = (next: ReportPeriod) => {
    setDraft(next);
    const result = reportPeriodSchema.safeParse(next);
    if (result.success && !samePeriod(result.data, period)) onChange(result.data);
  };

  return (
    <section
      aria-labelledby="period-heading"
      className="flex flex-col gap-4 rounded-2xl bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id="period-heading" className="font-bold text-lg">
        Período
      </h2>
      <div className="flex flex-wrap items-end gap-4">
        <fieldset className="flex flex-wrap gap-2">
          <legend className="sr-only">Períodos rápidos</legend>
          {presets.map((preset) => {
            const active = samePeriod(preset.period, period);
            return (
              <button
                key={preset.label}
                type="button"
                aria-pressed={active}
                onClick={() => onChange(preset.period)}
                className={cn(
                  "h-10 rounded-full border px-4 font-semibold text-sm",
                  active
                    ? "border-brand-600 bg-brand-600 text-white"
                    : "border-brand-200 bg-white text-ink hover:bg-brand-50",
                )}
              >
                {preset.label}
              </button>
            );
          })}
        </fieldset>
        <div className="grid w-full grid-cols-2 gap-3 sm:w-auto">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={fromId}>De</Label>
            <Input
              id={fromId}
              type="date"
              value={draft.from}
              onChange={(event) => edit({ ...draft, from: event.target.value })}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              className="h-10!"
            />
          </div>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={toId}>Até</Label>
            <Input
              id={toId}
              type="date"
              value={draft.to}
              onChange={(event) => edit({ ...draft, to: event.target.value })}
              aria-invalid={error !== null}
              aria-describedby={error ? errorId : undefined}
              className="h-10!"
            />
          </div>
        </div>
      </div>
      {error && (
        <p id={errorId} role="alert" className="font-semibold text-red-700 text-sm">
          {error}
        </p>
      )}
    </section>
  );
}
