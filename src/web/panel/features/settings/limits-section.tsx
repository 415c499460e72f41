import { zodResolver } from "@hookform/resolvers/zod";
import { type OrderLimits, type OrderLimitsView, orderLimitsSchema } from "#shared/order-limits.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { RulesCard } from "#web/panel/features/ui/rules-card.tsx";
import { RulesForm } from "#web/panel/features/ui/rules-form.tsx";
import { useRulesForm } from "#web/panel/features/ui/use-rules-form.ts";
import { useOrderLimits, useUpdateOrderLimits } from "./limits-api.ts";

const FIELDS: { name: keyof OrderLimits; label: string; hint: string }[] = [
  {
    name: "ordersPerAddress",
    label: "Pedidos por conexão (IP) na janela",
    hint: "Pedidos que uma mesma conexão de internet faz na janela. Famílias, escritórios e clientes da mesma operadora de celular podem dividir uma conexão.",
  },
  {
    name: "ordersPerPhone",
    label: "Pedidos por telefone na janela",
    hint: "Pedidos com o mesmo telefone na janela.",
  },
  {
    name: "windowMinutes",
    label: "Janela (minutos)",
    hint: "O período em que os pedidos de cada conexão e de cada telefone são contados.",
  },
  {
    name: "maxUnitsPerLine",
    label: "Unidades por item",
    hint: "O máximo de um mesmo picolé (tamanho e adicionais) num pedido. A loja não deixa passar disso. De 1 a 99.",
  },
  {
    name: "maxUnitsPerOrder",
    label: "Unidades por pedido",
    hint: "O máximo de picolés num pedido, somados os itens. Não pode ser menor que o de unidades por item.",
  },
  {
    name: "couponChecksPerMinute",
    label: "Consultas de cupom por minuto por conexão",
    hint: "Códigos de cupom que uma conexão pode testar por minuto, para ninguém adivinhar cupons.",
  },
  {
    name: "heldUnitsPerAddress",
    label: "Picolés retidos por conexão (IP)",
    hint: "Picolés que uma conexão pode ter ao mesmo tempo em pedidos ainda não pagos nem aceitos pela loja. Acima disso o pedido é recusado até a loja aceitar ou cancelar os anteriores.",
  },
  {
    name: "heldUnitsPer56",
    label: "Picolés retidos por rede IPv6 /56",
    hint: "O mesmo para uma rede IPv6 /56 inteira (uma casa ou escritório). Não pode ser menor que o de uma conexão.",
  },
  {
    name: "heldUnitsPer48",
    label: "Picolés retidos por rede IPv6 /48",
    hint: "O mesmo para uma rede IPv6 /48 inteira (uma empresa). Não pode ser menor que o de uma /56.",
  },
  {
    name: "pixRequiredAboveUnits",
    label: "Pix obrigatório acima de (picolés)",
    hint: "Um pedido com mais picolés que isso só pode ser pago com Pix.",
  },
];

/** The fields a refusal of the save may name (showRefusal). */
const FIELD_NAMES: ReadonlySet<string> = new Set(FIELDS.map((field) => field.name));

const sameLimits = (a: OrderLimits, b: OrderLimits) =>
  FIELDS.every(({ name }) => a[name] === b[name]);

/**
 * Limites (HQ): how many orders one connection and one phone may place in a window, the units
 * of a line and of an order, the units a connection (an IPv6 /56, a /48) may hold in orders
 * nobody paid or accepted yet, above how many units an order must be paid by Pix, and the
 * coupon checks a minute. Past them the server refuses the order (429, or 422 on the line or
 * the payment method) with a pt-BR message; the shop's steppers stop at the unit caps before
 * that.
 */
export function LimitsSection() {
  return (
    <RulesCard
      title="Limites"
      description="Impedem que alguém esvazie o estoque com pedidos em massa. Acima deles o pedido é recusado, com uma mensagem ao cliente. Valem para toda a rede a partir do próximo pedido."
      query={useOrderLimits()}
      loading="Carregando limites..."
      failed="Não foi possível carregar os limites."
      savedOf={(view) => view.limits}
    >
      {(view) => <LimitsForm view={view} />}
    </RulesCard>
  );
}

function LimitsForm({ view }: { view: OrderLimitsView }) {
  const { limits, defaults } = view;
  const state = useRulesForm<OrderLimits, OrderLimits>({
    resolver: zodResolver(orderLimitsSchema),
    values: limits,
    defaults,
    mutation: useUpdateOrderLimits(),
    fields: FIELD_NAMES,
    messages: {
      saved: "Limites salvos",
      restored: "Limites de volta ao padrão",
      failed: "Não foi possível salvar os limites",
    },
  });
  const { form } = state;
  const { errors } = form.formState;

  return (
    <RulesForm label="Limites" state={state} atDefaults={sameLimits(limits, defaults)}>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((field) => (
          <FormField
            key={field.name}
            label={field.label}
            hint={`${field.hint} Padrão: ${defaults[field.name]}.`}
            error={errors[field.name]?.message}
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            autoComplete="off"
            {...form.register(field.name, { valueAsNumber: true })}
          />
        ))}
      </div>
    </RulesForm>
  );
}
