import { zodResolver } from "@hookform/resolvers/zod";
import { type FieldErrors, type UseFormRegisterReturn, useForm } from "react-hook-form";
import type { AdminStore } from "#shared/admin-stores.ts";
import { WEEKDAY_LABELS } from "#shared/store-hours.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useSetStoreHours } from "./api.ts";
import { StoreCopyButton } from "./store-copy-dialog.tsx";
import {
  DEFAULT_DAY,
  type StoreHoursChecked,
  type StoreHoursFormValues,
  storeHoursFormSchema,
  storeHoursFormValues,
} from "./store-hours-form.ts";

/** The first problem, named by its weekday: "Terça: Horário inválido: use HH:MM, …". */
function firstError(errors: FieldErrors<StoreHoursFormValues>): string | undefined {
  const days = errors.days;
  if (!days) return undefined;
  for (const [weekday, name] of WEEKDAY_LABELS.entries()) {
    const day = days[weekday];
    const message = day?.open?.message ?? day?.close?.message ?? day?.message;
    if (message) return `${name}: ${message}`;
  }
  return days.message ?? "Horário inválido";
}

/**
 * A store's weekly hours, Sunday first. Without published hours the store is open whenever its
 * switch is on; a closing time before the opening runs past midnight.
 */
export function StoreHoursEditor({ store, onSaved }: { store: AdminStore; onSaved(): void }) {
  const form = useForm<StoreHoursFormValues, unknown, StoreHoursChecked>({
    resolver: zodResolver(storeHoursFormSchema),
    defaultValues: storeHoursFormValues(store.openingHours),
  });
  const published = form.watch("published");
  const days = form.watch("days");
  const error = firstError(form.formState.errors);
  const save = useSetStoreHours();

  const submit = form.handleSubmit(({ openingHours }) => {
    void toastOutcome(
      save.mutateAsync({
        id: store.id,
        input: { acceptsOrders: store.acceptsOrders, openingHours },
      }),
      `Horários de ${store.name} salvos`,
    ).then((saved) => saved && onSaved());
  });

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
          {...form.register("published")}
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
                    {...form.register(`days.${weekday}.opens`)}
                  />
                  {name}
                </label>
                {day.opens ? (
                  <>
                    <TimeField label="Abre" day={name} {...form.register(`days.${weekday}.open`)} />
                    <TimeField
                      label="Fecha"
                      day={name}
                      {...form.register(`days.${weekday}.close`)}
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
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Salvar horários
        </Button>
        <StoreCopyButton store={store} what="hours" />
      </div>
    </form>
  );
}

/** A time of one day, its weekday read out with the label ("Abre (Terça)"). */
function TimeField({
  label,
  day,
  ...input
}: { label: string; day: string } & UseFormRegisterReturn) {
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
      className="h-9! min-w-0 px-2! text-sm!"
      {...input}
    />
  );
}
