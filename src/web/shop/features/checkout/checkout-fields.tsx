import { type ComponentProps, lazy, type ReactNode, Suspense } from "react";
import type { UseFormReturn } from "react-hook-form";
import { formatCpf } from "#shared/br-documents.ts";
import { maskBrPhone } from "#shared/br-phone.ts";
import type { CatalogStore, DeliveryArea } from "#shared/catalog.ts";
import { maskCep } from "#shared/cep.ts";
import { formatBRL } from "#shared/money.ts";
import { DELIVERY_METHOD_LABELS, type DeliveryMethod } from "#shared/order-terms.ts";
import type { CreateOrder } from "#shared/orders.ts";
import type { DeliveriesPause } from "#shared/store-status.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { cn } from "#web/lib/utils.ts";
import type { CheckoutField, CheckoutValues, OrderContext } from "./checkout-values.ts";

// Only for a store that is closed or takes pickups only: out of the checkout's own code.
const StoreNotice = lazy(() => import("./closed-store-notice.tsx"));

export type CheckoutForm = UseFormReturn<CheckoutValues, OrderContext, CreateOrder>;

export function Section({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-bold text-lg">
        {title}
      </h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

type TextName = Exclude<CheckoutField, "deliveryMethod" | "paymentMethod" | "cardType">;

/** The error the form holds for a field, by its dotted name. */
export function fieldError(form: CheckoutForm, name: CheckoutField): string | undefined {
  return form.getFieldState(name, form.formState).error?.message;
}

/**
 * A text field of the form, with the error the form found in it. `mask` rewrites what is typed
 * or pasted as it goes in (the phone, the CPF, the CEP).
 */
export function TextField({
  form,
  name,
  label,
  hint,
  mask,
  ...inputProps
}: {
  form: CheckoutForm;
  name: TextName;
  label: string;
  hint?: string | undefined;
  mask?: (text: string) => string;
} & Omit<ComponentProps<"input">, "name" | "form" | "children" | "id" | `aria-${string}`>) {
  const field = form.register(name);
  return (
    <FormField
      label={label}
      hint={hint}
      error={fieldError(form, name)}
      {...field}
      onChange={(event) => {
        if (mask) event.target.value = mask(event.target.value);
        return field.onChange(event);
      }}
      {...inputProps}
    />
  );
}

/** One radio option of the checkout, its whole card clickable. */
export function Choice({
  form,
  name,
  value,
  disabled,
  children,
}: {
  form: CheckoutForm;
  name: "deliveryMethod" | "paymentMethod" | "cardType";
  value: string;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label
      className={cn(
        "flex items-center gap-3 rounded-xl border border-brand-100 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50",
        disabled ? "cursor-not-allowed opacity-60" : "cursor-pointer",
      )}
    >
      <input
        type="radio"
        value={value}
        disabled={disabled}
        className="size-4 shrink-0 accent-brand-600"
        {...form.register(name)}
      />
      {children}
    </label>
  );
}

export function CustomerFields({
  form,
  remember,
  onRememberChange,
}: {
  form: CheckoutForm;
  remember: boolean;
  onRememberChange(remember: boolean): void;
}) {
  return (
    <Section id="customer-heading" title="Dados pessoais">
      <TextField form={form} name="customer.name" label="Nome completo *" autoComplete="name" />
      <TextField
        form={form}
        name="customer.phone"
        label="Telefone *"
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        placeholder="(81) 99999-9999"
        mask={maskBrPhone}
      />
      <TextField
        form={form}
        name="customer.cpf"
        label="CPF (opcional)"
        inputMode="numeric"
        autoComplete="off"
        placeholder="000.000.000-00"
        hint="Para a nota fiscal, se quiser."
        mask={formatCpf}
      />
      <label className="flex items-start gap-3 text-sm">
        <input
          type="checkbox"
          className="mt-0.5 size-4 shrink-0 accent-brand-600"
          checked={remember}
          onChange={(event) => onRememberChange(event.target.checked)}
        />
        <span>
          <span className="block font-semibold">Lembrar meus dados neste aparelho</span>
          <span className="block text-muted">
            Nome, telefone e endereço ficam salvos só neste navegador para o próximo pedido.
            Desmarque para não lembrar (o que foi salvo é apagado).
          </span>
        </span>
      </label>
    </Section>
  );
}

const minutes = (eta: number) => `${eta} min`;

/** "Bela Vista — R$ 5,00 · 30 min · mínimo R$ 20,00": what the bairro's option says. */
export function areaOptionLabel(area: DeliveryArea): string {
  const parts = [formatBRL(area.feeCents), minutes(area.etaMinutes)];
  if (area.minOrderCents !== null) parts.push(`mínimo ${formatBRL(area.minOrderCents)}`);
  return `${area.name} — ${parts.join(" · ")}`;
}

/** Under the bairro: its fee, minimum and time, and how much is missing for the minimum. */
function AreaFacts({ area, subtotalCents }: { area: DeliveryArea; subtotalCents: number }) {
  const missing = area.minOrderCents === null ? 0 : area.minOrderCents - subtotalCents;
  return (
    <div className="rounded-xl bg-ice-50 p-3 text-sm" data-testid="delivery-area-facts">
      <p>
        Taxa de entrega: <span className="font-semibold">{formatBRL(area.feeCents)}</span>
      </p>
      <p>
        Pedido mínimo:{" "}
        <span className="font-semibold">
          {area.minOrderCents === null ? "sem mínimo" : formatBRL(area.minOrderCents)}
        </span>
      </p>
      <p>
        Tempo estimado: <span className="font-semibold">cerca de {minutes(area.etaMinutes)}</span>
      </p>
      {missing > 0 && (
        <p className="mt-1 font-semibold text-amber-900" data-testid="minimum-missing">
          Faltam {formatBRL(missing)} para o pedido mínimo de entrega neste bairro.
        </p>
      )}
    </div>
  );
}

export function DeliveryFields({
  form,
  deliveryMethod,
  storeClosed,
  deliveriesPause,
  store,
  area,
  subtotalCents,
}: {
  form: CheckoutForm;
  deliveryMethod: DeliveryMethod;
  /** The chosen store is closed: nothing can be ordered from it now. */
  storeClosed: boolean;
  /** Staff paused the store's deliveries ("só retirada"): pickup only until then. */
  deliveriesPause: DeliveriesPause | null;
  /** The chosen store as the catalogue has it now (null until it is loaded or chosen). */
  store: CatalogStore | null;
  /** The bairro chosen, among the store's. */
  area: DeliveryArea | null;
  subtotalCents: number;
}) {
  const pickupOnly = store !== null && store.deliveryAreas.length === 0;
  const areaError = fieldError(form, "deliveryAddress.areaId");
  return (
    <Section id="delivery-heading" title="Forma de recebimento">
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Forma de recebimento</legend>
        <Choice
          form={form}
          name="deliveryMethod"
          value="delivery"
          disabled={pickupOnly || deliveriesPause !== null}
        >
          <span className="font-semibold">{DELIVERY_METHOD_LABELS.delivery}</span>
        </Choice>
        <Choice form={form} name="deliveryMethod" value="pickup">
          <span className="font-semibold">{DELIVERY_METHOD_LABELS.pickup}</span>
        </Choice>
      </fieldset>
      {pickupOnly && (
        <p className="rounded-xl bg-ice-50 p-3 text-sm" data-testid="pickup-only">
          {store.name} não faz entregas: só retirada na loja.
        </p>
      )}
      {store && (storeClosed || (deliveriesPause && !pickupOnly)) && (
        <Suspense fallback={null}>
          <StoreNotice
            store={store}
            closed={storeClosed}
            pause={deliveriesPause}
            areaId={form.getValues("deliveryAddress.areaId")}
          />
        </Suspense>
      )}
      {deliveryMethod === "delivery" && !pickupOnly && (
        <fieldset className="flex flex-col gap-4">
          <legend className="mb-3 font-semibold">Endereço de entrega</legend>
          <TextField
            form={form}
            name="deliveryAddress.cep"
            label="CEP *"
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="00000-000"
            mask={maskCep}
            className="max-w-40"
          />
          <TextField
            form={form}
            name="deliveryAddress.street"
            label="Rua *"
            autoComplete="address-line1"
            placeholder="Rua, avenida…"
          />
          <div className="grid grid-cols-[7rem_1fr] gap-3">
            <TextField
              form={form}
              name="deliveryAddress.number"
              label="Número *"
              inputMode="text"
              autoComplete="off"
            />
            <TextField
              form={form}
              name="deliveryAddress.complement"
              label="Complemento"
              autoComplete="address-line2"
              placeholder="Apto, bloco…"
            />
          </div>
          <FormField
            label="Bairro *"
            hint={store ? "Só os bairros onde esta loja entrega." : undefined}
            error={areaError}
          >
            {(control) => (
              // A native select of its own, styled as components/ui/select.tsx: shared with the
              // panel, that component is a chunk of its own, and the checkout's code is at its
              // budget (decision 009).
              <select
                {...control}
                {...form.register("deliveryAddress.areaId")}
                disabled={!store}
                className="h-11 w-full rounded-xl border border-ink/30 bg-white px-3 text-base disabled:cursor-not-allowed disabled:bg-brand-50 aria-invalid:border-red-600"
              >
                <option value="">{store ? "Escolha o bairro" : "Escolha a loja primeiro"}</option>
                {store?.deliveryAreas.map((option) => (
                  <option key={option.id} value={option.id}>
                    {areaOptionLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          {area && <AreaFacts area={area} subtotalCents={subtotalCents} />}
          {store && (
            <p className="text-sm" data-testid="delivery-city">
              Cidade: <span className="font-semibold">{`${store.city} - ${store.state}`}</span>
            </p>
          )}
        </fieldset>
      )}
    </Section>
  );
}
