import type { FieldError, Merge, UseFormRegisterReturn } from "react-hook-form";
import { MAX_DAILY_CAPACITY } from "#shared/scheduling.ts";
import { WEEKDAY_LABELS } from "#shared/store-hours.ts";

type CapacityErrors = Merge<FieldError, (FieldError | undefined)[]> | undefined;

/**
 * "Capacidade diária de encomendas": the picolés of encomendas a store makes each weekday,
 * Sunday first; 0 takes none that day. One number per day, named for its store.
 */
export function DailyCapacityFields({
  storeName,
  errors,
  register,
}: {
  storeName: string;
  errors: CapacityErrors;
  register(weekday: number): UseFormRegisterReturn;
}) {
  const firstError = errors?.message ?? errors?.root?.message ?? dayErrors(errors).find(Boolean);
  return (
    <fieldset className="flex flex-col gap-2" data-testid="store-daily-capacity">
      <legend className="font-semibold text-sm">
        Capacidade diária de encomendas (picolés)
        <span className="sr-only"> de {storeName}</span>
      </legend>
      <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
        {WEEKDAY_LABELS.map((day, weekday) => (
          <label key={day} className="flex flex-col gap-1 text-sm">
            <span className="font-semibold">{day.slice(0, 3)}</span>
            <input
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_DAILY_CAPACITY}
              step={1}
              aria-label={`${day}: picolés de encomendas em ${storeName}`}
              aria-invalid={dayErrors(errors)[weekday] ? true : undefined}
              className="h-11 w-full rounded-xl border border-brand-200 bg-white px-3 text-base aria-invalid:border-red-600"
              {...register(weekday)}
            />
          </label>
        ))}
      </div>
      <p className="text-muted text-xs">
        Quantos picolés de encomendas a loja faz em cada dia. Um dia cheio aparece como esgotado
        para o cliente; 0: não aceita encomendas no dia.
      </p>
      {firstError && (
        <p role="alert" className="text-red-700 text-sm">
          {firstError}
        </p>
      )}
    </fieldset>
  );
}

function dayErrors(errors: CapacityErrors): (string | undefined)[] {
  if (!errors || !Array.isArray(errors)) return [];
  return errors.map((error) => error?.message);
}
