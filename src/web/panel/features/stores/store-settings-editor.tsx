import { zodResolver } from "@hookform/resolvers/zod";
import { Controller, type UseFormRegisterReturn, useForm } from "react-hook-form";
import {
  type AdminStore,
  CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE,
  LATE_AFTER_MINUTES_RANGE,
  type StoreSettingsInput,
  storeSettingsInputSchema,
  TICKET_PAPER_LABELS,
} from "#shared/admin-stores.ts";
import { PREPARATION_RANGE } from "#shared/scheduling.ts";
import { STORE_TIME_ZONE_IDS, STORE_TIME_ZONES } from "#shared/store-time-zone.ts";
import { TICKET_PAPERS } from "#shared/stores.ts";
import { Button } from "#web/components/ui/button.tsx";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { Switch } from "#web/panel/features/ui/switch.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useSetStoreSettings } from "./api.ts";
import { DailyCapacityFields } from "./daily-capacity-fields.tsx";

/**
 * The counter's settings of one store: after how many minutes a "Pendente" order shows as late
 * (on the board and on HQ's "Lojas ao vivo"), after how many an order paid on delivery that
 * nobody opened, printed or moved is cancelled by the system (its stock back on sale), the
 * kitchen printer's paper, whether the ticket prints by itself when an order is accepted, and
 * for encomendas the preparation time and the picolés the store makes each weekday. Checked by
 * the API's own schema.
 */
export function StoreSettingsEditor({ store, onSaved }: { store: AdminStore; onSaved(): void }) {
  const form = useForm<StoreSettingsInput>({
    resolver: zodResolver(storeSettingsInputSchema),
    defaultValues: {
      lateAfterMinutes: store.lateAfterMinutes,
      ticketPaper: store.ticketPaper,
      autoPrintTickets: store.autoPrintTickets,
      cancelUnacceptedAfterMinutes: store.cancelUnacceptedAfterMinutes,
      timeZone: store.timeZone,
      preparationMinutes: store.preparationMinutes,
      dailyCapacity: store.dailyCapacity,
    },
  });
  const save = useSetStoreSettings();
  const submit = form.handleSubmit((input) => {
    void toastOutcome(
      save.mutateAsync({ id: store.id, input }),
      `Configurações de ${store.name} salvas`,
    ).then((saved) => saved && onSaved());
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 border-brand-100 border-t pt-3"
      aria-label={`Atraso e comanda de ${store.name}`}
    >
      <MinutesField
        label="Pedido atrasado após (minutos)"
        storeName={store.name}
        hint="Um pedido em Pendente há mais tempo aparece como atrasado."
        range={LATE_AFTER_MINUTES_RANGE}
        error={form.formState.errors.lateAfterMinutes?.message}
        {...form.register("lateAfterMinutes", { valueAsNumber: true })}
      />
      <MinutesField
        label="Cancelar pedido não aceito após (minutos)"
        storeName={store.name}
        hint="Um pedido pago na entrega (dinheiro, cartão ou WhatsApp) que ninguém da loja abriu, imprimiu ou moveu é cancelado sozinho, o estoque volta à venda e o cliente é avisado."
        range={CANCEL_UNACCEPTED_AFTER_MINUTES_RANGE}
        error={form.formState.errors.cancelUnacceptedAfterMinutes?.message}
        {...form.register("cancelUnacceptedAfterMinutes", { valueAsNumber: true })}
      />
      <div className="flex max-w-xs flex-col gap-1">
        <Label htmlFor={`time-zone-${store.id}`}>
          Fuso horário<span className="sr-only"> de {store.name}</span>
        </Label>
        <Select id={`time-zone-${store.id}`} {...form.register("timeZone")}>
          {STORE_TIME_ZONE_IDS.map((zone) => (
            <option key={zone} value={zone}>
              {capitalized(STORE_TIME_ZONES[zone])}
            </option>
          ))}
        </Select>
        <p className="text-muted text-xs">
          O horário de funcionamento, o “aberta agora” e o dia dos números dos pedidos contam nele.
        </p>
      </div>
      <MinutesField
        label="Tempo de preparo de encomendas (minutos)"
        storeName={store.name}
        hint="A encomenda entra na fila da loja, com o alarme, este tempo antes do horário marcado."
        range={PREPARATION_RANGE}
        error={form.formState.errors.preparationMinutes?.message}
        data-testid="store-preparation-minutes"
        {...form.register("preparationMinutes", { valueAsNumber: true })}
      />
      <DailyCapacityFields
        storeName={store.name}
        errors={form.formState.errors.dailyCapacity}
        register={(weekday) => form.register(`dailyCapacity.${weekday}`, { valueAsNumber: true })}
      />
      <fieldset className="flex flex-col gap-2">
        <legend className="font-semibold text-sm">
          Papel da comanda<span className="sr-only"> de {store.name}</span>
        </legend>
        <div className="flex flex-wrap gap-2">
          {TICKET_PAPERS.map((paper) => (
            <label
              key={paper}
              className="flex h-10 cursor-pointer items-center gap-2 rounded-full border border-brand-200 px-4 font-semibold text-sm has-checked:border-brand-600 has-checked:bg-brand-50"
            >
              <input
                type="radio"
                value={paper}
                className="size-4 accent-brand-600"
                {...form.register("ticketPaper")}
              />
              {TICKET_PAPER_LABELS[paper]}
            </label>
          ))}
        </div>
      </fieldset>
      <Controller
        control={form.control}
        name="autoPrintTickets"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onCheckedChange={field.onChange}
            label={
              <>
                Imprimir a comanda ao aceitar o pedido
                <span className="sr-only"> ({store.name})</span>
              </>
            }
          />
        )}
      />
      <Button type="submit" size="sm" disabled={save.isPending} className="self-start">
        Salvar configurações
      </Button>
    </form>
  );
}

/** A whole number of minutes within `range`, named for its store (several stores share a page). */
function MinutesField({
  label,
  storeName,
  hint,
  range,
  ...input
}: {
  label: string;
  storeName: string;
  hint: string;
  range: { min: number; max: number };
  error: string | undefined;
  "data-testid"?: string;
} & UseFormRegisterReturn) {
  return (
    <div className="max-w-xs">
      <FormField
        label={
          <>
            {label}
            <span className="sr-only"> em {storeName}</span>
          </>
        }
        hint={`${hint} De ${range.min} a ${range.max}.`}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max}
        step={1}
        {...input}
      />
    </div>
  );
}

/** "horário de Brasília" → "Horário de Brasília", as an option reads. */
const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
