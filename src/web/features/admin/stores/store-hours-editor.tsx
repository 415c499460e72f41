import { type FormEvent, useState } from "react";
import { type AdminStore, weeklyHoursSchema } from "#shared/admin-stores.ts";
import { WEEKDAY_LABELS, type WeeklyHours } from "#shared/store-hours.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { toastOutcome } from "#web/features/admin/settings/toast-outcome.ts";
import { useSetStoreHours } from "./api.ts";

interface DayDraft {
  opens: boolean;
  open: string;
  close: string;
}

const DEFAULT_DAY: DayDraft = { opens: true, open: "10:00", close: "22:00" };

function draftOf(hours: WeeklyHours | null): DayDraft[] {
  return WEEKDAY_LABELS.map((_, weekday) => {
    const day = hours?.[weekday];
    return day ? { opens: true, ...day } : { ...DEFAULT_DAY, opens: hours === null };
  });
}

/**
 * A store's weekly hours, Sunday first. Without published hours the store is open whenever its
 * switch is on; a closing time before the opening runs past midnight.
 */
export function StoreHoursEditor({ store, onSaved }: { store: AdminStore; onSaved(): void }) {
  const [published, setPublished] = useState(store.openingHours !== null);
  const [days, setDays] = useState(() => draftOf(store.openingHours));
  const [error, setError] = useState<string>();
  const save = useSetStoreHours();

  const change = (weekday: number, patch: Partial<DayDraft>) =>
    setDays((current) => current.map((day, at) => (at === weekday ? { ...day, ...patch } : day)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let openingHours: WeeklyHours | null = null;
    if (published) {
      const checked = weeklyHoursSchema.safeParse(
        days.map((day) => (day.opens ? { open: day.open, close: day.close } : null)),
      );
      if (!checked.success) {
        const issue = checked.error.issues[0];
        const weekday = typeof issue?.path[0] === "number" ? WEEKDAY_LABELS[issue.path[0]] : null;
        setError(`${weekday ? `${weekday}: ` : ""}${issue?.message ?? "Horário inválido"}`);
        return;
      }
      openingHours = checked.data;
    }
    setError(undefined);
    void toastOutcome(
      save.mutateAsync({
        id: store.id,
        input: { acceptsOrders: store.acceptsOrders, openingHours },
      }),
      `Horários de ${store.name} salvos`,
    ).then((saved) => saved && onSaved());
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-3 border-brand-100 border-t pt-3"
    >
      <label className="flex items-center gap-2 font-semibold text-sm">
        <input
          type="checkbox"
          className="size-4 accent-brand-600"
          checked={published}
          onChange={(event) => setPublished(event.target.checked)}
        />
        Seguir horário de funcionamento
      </label>
      {!published && (
        <p className="text-muted text-sm">
          Sem horário definido: a loja fica aberta sempre que o botão “Aberta” estiver ligado.
        </p>
      )}
      {published && (
        <fieldset className="flex flex-col gap-2">
          <legend className="sr-only">Horários de {store.name}</legend>
          {WEEKDAY_LABELS.map((name, weekday) => {
            const day = days[weekday] ?? DEFAULT_DAY;
            return (
              <div
                key={name}
                className="grid grid-cols-2 items-end gap-x-3 gap-y-1 text-sm sm:grid-cols-[8rem_9rem_9rem]"
              >
                <label className="col-span-2 flex h-9 items-center gap-2 font-semibold sm:col-span-1">
                  <input
                    type="checkbox"
                    className="size-4 accent-brand-600"
                    checked={day.opens}
                    onChange={(event) => change(weekday, { opens: event.target.checked })}
                  />
                  {name}
                </label>
                {day.opens ? (
                  <>
                    <TimeField
                      label="Abre"
                      day={name}
                      value={day.open}
                      onChange={(open) => change(weekday, { open })}
                    />
                    <TimeField
                      label="Fecha"
                      day={name}
                      value={day.close}
                      onChange={(close) => change(weekday, { close })}
                    />
                  </>
                ) : (
                  <p className="col-span-2 flex h-9 items-center text-muted">Fechada o dia todo</p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {error && (
        <p className="text-red-700 text-sm" role="alert">
          {error}
        </p>
      )}
      <Button type="submit" size="sm" disabled={save.isPending} className="self-start">
        Salvar horários
      </Button>
    </form>
  );
}

function TimeField({
  label,
  day,
  value,
  onChange,
}: {
  label: string;
  day: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <FormField
      compact
      label={
        <>
          {label}
          <span className="sr-only"> ({day})</span>
        </>
      }
      type="time"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      className="h-9! min-w-0 px-2! text-sm!"
    />
  );
}
