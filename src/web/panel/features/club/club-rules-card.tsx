import { zodResolver } from "@hookform/resolvers/zod";
import { Controller } from "react-hook-form";
import type { CashbackRulesView } from "#shared/admin-club.ts";
import type { CashbackRules } from "#shared/cashback.ts";
import { formatBRL } from "#shared/money.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { MONEY_HINT } from "#web/panel/features/ui/money-hint.ts";
import { RulesCard } from "#web/panel/features/ui/rules-card.tsx";
import { RulesForm } from "#web/panel/features/ui/rules-form.tsx";
import { Switch } from "#web/panel/features/ui/switch.tsx";
import { useRulesForm } from "#web/panel/features/ui/use-rules-form.ts";
import { useCashbackRules, useUpdateCashbackRules } from "./api.ts";
import {
  type ClubRulesFormValues,
  clubRulesFormSchema,
  clubRulesFormValues,
  percentInput,
} from "./club-rules-form.ts";

type TextField = Exclude<keyof ClubRulesFormValues, "enabled">;

const FIELDS: { name: TextField; label: string; hint(defaults: CashbackRules): string }[] = [
  {
    name: "percent",
    label: "Cashback (% do valor dos produtos)",
    hint: (defaults) =>
      `Sobre os produtos depois do cupom, nunca a taxa de entrega. De 0 a 50, até duas casas decimais. Padrão: ${percentInput(defaults.percent)} %.`,
  },
  {
    name: "expiryDays",
    label: "Validade (dias)",
    hint: (defaults) =>
      `Quantos dias o cashback vale depois de liberado (na entrega ou retirada). Padrão: ${defaults.expiryDays}.`,
  },
  {
    name: "minimumSpendCents",
    label: "Saldo mínimo para usar (R$)",
    hint: (defaults) =>
      `${MONEY_HINT}. Abaixo disso o membro ainda não pode usar o saldo. Padrão: ${formatBRL(defaults.minimumSpendCents)}.`,
  },
];

/** The fields a refusal of the save may name (showRefusal). */
const FIELD_NAMES: ReadonlySet<string> = new Set(FIELDS.map((field) => field.name));

const sameRules = (a: CashbackRules, b: CashbackRules) =>
  a.enabled === b.enabled &&
  a.percent === b.percent &&
  a.expiryDays === b.expiryDays &&
  a.minimumSpendCents === b.minimumSpendCents;

/**
 * Clube (HQ): whether the chain's cashback club is on, the percent an order earns, how long
 * cashback lasts and the balance a member needs to use it. Like Limites: the whole rules are
 * saved at once and apply to the next paid order; what members already earned keeps its terms.
 */
export function ClubRulesCard() {
  return (
    <RulesCard
      title="Clube Frosty"
      description="O cashback da rede: cada pedido pago de um membro rende um percentual dos produtos, liberado quando o pedido é entregue ou retirado, e vale em qualquer loja. As regras valem a partir do próximo pedido pago; o cashback já ganho mantém as suas."
      query={useCashbackRules()}
      loading="Carregando as regras do clube..."
      failed="Não foi possível carregar as regras do clube."
      savedOf={(view) => view.rules}
    >
      {(view) => <ClubRulesForm view={view} />}
    </RulesCard>
  );
}

function ClubRulesForm({ view }: { view: CashbackRulesView }) {
  const { rules, defaults } = view;
  const state = useRulesForm({
    resolver: zodResolver(clubRulesFormSchema),
    values: clubRulesFormValues(rules),
    defaults,
    mutation: useUpdateCashbackRules(),
    fields: FIELD_NAMES,
    messages: {
      saved: "Regras do clube salvas",
      restored: "Regras do clube de volta ao padrão",
      failed: "Não foi possível salvar as regras do clube",
    },
  });
  const { form } = state;
  const { errors } = form.formState;

  return (
    <RulesForm label="Clube Frosty" state={state} atDefaults={sameRules(rules, defaults)}>
      <Controller
        control={form.control}
        name="enabled"
        render={({ field }) => (
          <Switch
            checked={field.value}
            onCheckedChange={field.onChange}
            label="Clube Frosty ativo"
          />
        )}
      />
      <p className="-mt-2 text-muted text-sm">
        Desativado, nenhum pedido ganha nem usa cashback; o saldo dos membros fica guardado.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            hint={field.hint(defaults)}
            error={errors[field.name]?.message}
            inputMode={field.name === "expiryDays" ? "numeric" : "decimal"}
            autoComplete="off"
            {...form.register(field.name)}
          />
        ))}
      </div>
    </RulesForm>
  );
}
