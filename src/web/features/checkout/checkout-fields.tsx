import type { ComponentProps, ReactNode } from "react";
import type { UseFormReturn } from "react-hook-form";
import {
  DELIVERY_METHOD_LABELS,
  type DeliveryMethod,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "#shared/order-terms.ts";
import type { CreateOrder } from "#shared/orders.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import type { CheckoutValues, OrderContext } from "./checkout-values.ts";
import { ClosedStoreNotice } from "./closed-store-notice.tsx";

type Form = UseFormReturn<CheckoutValues, OrderContext, CreateOrder>;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="rounded-2xl bg-white p-5 shadow-sm" aria-labelledby={id}>
      <h2 id={id} className="mb-4 font-bold text-lg">
        {title}
      </h2>
      <div className="flex flex-col gap-4">{children}</div>
    </section>
  );
}

/** A text field of the form, with the error the form found in it. */
function TextField({
  form,
  name,
  label,
  ...inputProps
}: {
  form: Form;
  name: keyof CheckoutValues["customer"];
  label: string;
} & Omit<ComponentProps<"input">, "name" | "form" | "children" | "id" | `aria-${string}`>) {
  return (
    <FormField
      label={label}
      error={form.formState.errors.customer?.[name]?.message}
      {...form.register(`customer.${name}`)}
      {...inputProps}
    />
  );
}

/** One radio option of the checkout, its whole card clickable. */
function Choice({
  form,
  name,
  value,
  children,
}: {
  form: Form;
  name: "deliveryMethod" | "paymentMethod";
  value: DeliveryMethod | PaymentMethod;
  children: ReactNode;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-3 rounded-xl border border-brand-100 p-3 has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50">
      <input
        type="radio"
        value={value}
        className="size-4 accent-brand-600"
        {...form.register(name)}
      />
      {children}
    </label>
  );
}

export function CustomerFields({ form }: { form: Form }) {
  return (
    <Section id="customer-heading" title="Dados pessoais">
      <TextField form={form} name="name" label="Nome completo *" autoComplete="name" />
      <TextField
        form={form}
        name="phone"
        label="Telefone *"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(81) 99999-9999"
      />
      <TextField form={form} name="cpf" label="CPF (opcional)" inputMode="numeric" />
    </Section>
  );
}

export function DeliveryFields({
  form,
  deliveryMethod,
  storeClosed,
}: {
  form: Form;
  deliveryMethod: DeliveryMethod;
  /** The chosen store is closed: pickup cannot be ordered from it now. */
  storeClosed: boolean;
}) {
  return (
    <Section id="delivery-heading" title="Forma de recebimento">
      <fieldset className="grid grid-cols-2 gap-2">
        <legend className="sr-only">Forma de recebimento</legend>
        <Choice form={form} name="deliveryMethod" value="delivery">
          <span className="font-semibold">{DELIVERY_METHOD_LABELS.delivery}</span>
        </Choice>
        <Choice form={form} name="deliveryMethod" value="pickup">
          <span className="font-semibold">{DELIVERY_METHOD_LABELS.pickup}</span>
        </Choice>
      </fieldset>
      {deliveryMethod === "pickup" && storeClosed && <ClosedStoreNotice />}
      {deliveryMethod === "delivery" && (
        <TextField
          form={form}
          name="address"
          label="Endereço de entrega *"
          autoComplete="street-address"
          placeholder="Rua, número, bairro, cidade"
        />
      )}
    </Section>
  );
}

export function PaymentFields({ form }: { form: Form }) {
  return (
    <Section id="payment-heading" title="Pagamento">
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">Forma de pagamento</legend>
        <Choice form={form} name="paymentMethod" value="test">
          <span>
            <span className="block font-semibold">{PAYMENT_METHOD_LABELS.test}</span>
            <span className="block text-muted text-sm">Simula um pagamento aprovado.</span>
          </span>
        </Choice>
        <Choice form={form} name="paymentMethod" value="whatsapp">
          <span>
            <span className="block font-semibold">Enviar pedido pelo WhatsApp</span>
            <span className="block text-muted text-sm">Combine o pagamento direto com a loja.</span>
          </span>
        </Choice>
      </fieldset>
    </Section>
  );
}
