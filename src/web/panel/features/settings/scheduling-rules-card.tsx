import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import type { SchedulingRulesView } from "#shared/admin-scheduling-rules.ts";
import { formatBRL } from "#shared/money.ts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "#shared/order-terms.ts";
import {
  CANCEL_CUTOFF_RANGE,
  DAYS_AHEAD_RANGE,
  type SchedulingRules,
  SLOT_MINUTES_RANGE,
} from "#shared/scheduling.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MONEY_HINT } from "#web/panel/features/ui/money-hint.ts";
import { RulesCard } from "#web/panel/features/ui/rules-card.tsx";
import { RulesForm } from "#web/panel/features/ui/rules-form.tsx";
import { Switch } from "#web/panel/features/ui/switch.tsx";
import { useRulesForm } from "#web/panel/features/ui/use-rules-form.ts";
import { useSchedulingRules, useUpdateSchedulingRules } from "./scheduling-api.ts";
import {
  type SchedulingRulesFormValues,
  schedulingRulesFormSchema,
  schedulingRulesFormValues,
} from "./scheduling-rules-form.ts";

type TextField = Exclude<keyof SchedulingRulesFormValues, "enabled" | "paymentMethods">;

const FIELDS: { name: TextField; label: string; hint(defaults: SchedulingRules): string }[] = [
  {
    name: "slotMinutes",
    label: "Duração do horário (minutos)",
    hint: (defaults) =>
      `O cliente escolhe um horário destes para retirar ou receber. De ${SLOT_MINUTES_RANGE.min} a ${SLOT_MINUTES_RANGE.max}. Padrão: ${defaults.slotMinutes}.`,
  },
  {
    name: "daysAhead",
    label: "Dias de antecedência",
    hint: (defaults) =>
      `Até quantos dias à frente (hoje incluído) o cliente pode agendar. De ${DAYS_AHEAD_RANGE.min} a ${DAYS_AHEAD_RANGE.max}. Padrão: ${defaults.daysAhead}.`,
  },
  {
    name: "upfrontFromCents",
    label: "Pagamento na hora (Pix) a partir de (R$)",
    hint: (defaults) =>
      `${MONEY_HINT}. Encomendas deste total para cima são pagas na hora por Pix. Vazio: nunca. Padrão: ${defaults.upfrontFromCents === null ? "nunca" : formatBRL(defaults.upfrontFromCents)}.`,
  },
  {
    name: "cancelCutoffHours",
    label: "Prazo de cancelamento pelo cliente (horas)",
    hint: (defaults) =>
      `O cliente pode cancelar a encomenda até estas horas antes do horário. De ${CANCEL_CUTOFF_RANGE.min} a ${CANCEL_CUTOFF_RANGE.max}. Padrão: ${defaults.cancelCutoffHours}.`,
  },
];

/** The fields a refusal of the save may name (showRefusal). */
const FIELD_NAMES: ReadonlySet<string> = new Set([
  ...FIELDS.map((field) => field.name),
  "paymentMethods",
]);

const sameRules = (a: SchedulingRules, b: SchedulingRules) =>
  JSON.stringify(schedulingRulesFormValues(a)) === JSON.stringify(schedulingRulesFormValues(b));

/**
 * Encomendas (HQ): whether customers may schedule an order for a day and time, the slot
 * length, how far ahead, the payment methods an encomenda may use, the total from which it is
 * paid upfront by Pix and until when the customer may cancel. Saved whole; the next
 * encomenda follows them, those already placed keep theirs.
 */
export function SchedulingRulesCard() {
  return (
    <RulesCard
      title="Encomendas"
      description="Pedidos agendados para um dia e horário da loja, e as caixas de festa. Cada loja define o tempo de preparo e a capacidade diária em Lojas. As regras valem para as próximas encomendas; as já feitas mantêm as suas."
      query={useSchedulingRules()}
      loading="Carregando as regras das encomendas..."
      failed="Não foi possível carregar as regras das encomendas."
      savedOf={(view) => view.rules}
    >
      {(view) => <SchedulingRulesForm view={view} />}
    </RulesCard>
  );
}

function SchedulingRulesForm({ view }: { view: SchedulingRulesView }) {
  const { rules, defaults } = view;
  const state = useRulesForm({
    resolver: zodResolver(schedulingRulesFormSchema),
    values: schedulingRulesFormValues(rules),
    defaults,
    mutation: useUpdateSchedulingRules(),
    fields: FIELD_NAMES,
    messages: {
      saved: "Regras das encomendas salvas",
      restored: "Regras das encomendas de volta ao padrão",
      failed: "Não foi possível salvar as regras das encomendas",
    },
  });
  const { form } = state;
  const { errors } = form.formState;

  return (
    <RulesForm
      label="Encomendas"
      state={state}
      atDefaults={sameRules(rules, defaults)}
      testId="scheduling-rules-form"
    >
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onCheckedChange={field.onChange}
            label="Aceitar encomendas"
          />
        )}
      />
      <p className="-mt-2 text-muted text-sm">
        Desativadas, a finalização oferece só “Agora” e as caixas de festa não podem ser pedidas.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            hint={field.hint(defaults)}
            error={errors[field.name]?.message}
            inputMode={field.name === "upfrontFromCents" ? "decimal" : "numeric"}
            autoComplete="off"
            data-testid={`scheduling-${field.name}`}
            {...form.register(field.name)}
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2" data-testid="scheduling-payment-methods">
        <legend className="mb-1 font-semibold text-sm">
          Formas de pagamento aceitas em encomendas
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {PAYMENT_METHODS.map((method) => (
            <label key={method} className="flex min-h-9 items-center gap-2 text-sm">
              <input
                type="checkbox"
                value={method}
                className="size-4 accent-brand-600"
                {...form.register("paymentMethods")}
              />
              {PAYMENT_METHOD_LABELS[method]}
            </label>
          ))}
        </div>
        <p className="text-muted text-sm">
          Entre as que cada loja aceita. O Pix na hora vale acima do valor definido.
        </p>
        {errors.paymentMethods && (
          <p role="alert" className="text-red-700 text-sm">
            {errors.paymentMethods.message ?? errors.paymentMethods.root?.message}
          </p>
        )}
      </fieldset>
    </RulesForm>
  );
}
