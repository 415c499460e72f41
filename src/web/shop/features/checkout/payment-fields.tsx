import { formatBRL } from "#shared/money.ts";
import {
  CARD_TYPE_LABELS,
  CARD_TYPES,
  type DeliveryMethod,
  PAYMENT_METHOD_LABELS,
  type PaymentMethod,
} from "#shared/order-terms.ts";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { type CheckoutForm, Choice, fieldError, Section } from "./checkout-fields.tsx";

/** What each method means for the customer, under its name. */
function methodDescription(method: PaymentMethod, deliveryMethod: DeliveryMethod): string {
  switch (method) {
    case "pix":
      return "QR Code ou Pix copia e cola, logo após confirmar. Preparamos assim que o pagamento chegar.";
    case "cash":
      return deliveryMethod === "delivery"
        ? "Pague ao receber. Precisa de troco? Diga para quanto."
        : "Pague ao retirar na loja.";
    case "card":
      return deliveryMethod === "delivery"
        ? "Crédito ou débito: levamos a maquininha."
        : "Crédito ou débito, na maquininha da loja.";
    case "whatsapp":
      return "Enviamos o pedido pelo WhatsApp da loja e você combina o pagamento por lá.";
    case "test":
      return "Simula um pagamento aprovado.";
  }
}

/** The troco: optional, at least the total shown (said beside the field). */
function ChangeField({ form, totalCents }: { form: CheckoutForm; totalCents: number }) {
  const field = form.register("changeFor");
  return (
    <FormField
      label="Troco para quanto? (opcional)"
      hint={`Deixe em branco se não precisar de troco. Deve ser igual ou maior que o total (${formatBRL(totalCents)}).`}
      error={fieldError(form, "changeFor")}
    >
      {(control) => (
        <div className="relative max-w-48">
          <span
            className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-muted"
            aria-hidden="true"
          >
            R$
          </span>
          <Input
            {...control}
            {...field}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            placeholder="50,00"
            className="pl-10"
          />
        </div>
      )}
    </FormField>
  );
}

function CardTypeField({ form }: { form: CheckoutForm }) {
  const error = fieldError(form, "cardType");
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? "card-type-error" : undefined}
    >
      <legend className="mb-2 font-semibold text-sm">Crédito ou débito? *</legend>
      <div className="grid grid-cols-2 gap-2">
        {CARD_TYPES.map((type) => (
          <Choice key={type} form={form} name="cardType" value={type}>
            <span className="font-semibold">{CARD_TYPE_LABELS[type]}</span>
          </Choice>
        ))}
      </div>
      {error && (
        <p id="card-type-error" className="text-red-700 text-sm">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * The methods the chosen store takes now, in the catalogue's order, each a card; a method it
 * does not take is not offered (the server would refuse it). Cash asks for the troco and the
 * card for crédito or débito, right under their card.
 */
export function PaymentFields({
  form,
  methods,
  paymentMethod,
  deliveryMethod,
  totalCents,
  note = null,
}: {
  form: CheckoutForm;
  /** null while the store is not known (not chosen, or the catalogue not loaded). */
  methods: readonly PaymentMethod[] | null;
  /** Why only some methods are offered (an encomenda paid upfront, by Pix). */
  note?: string | null;
  paymentMethod: PaymentMethod | "";
  deliveryMethod: DeliveryMethod;
  totalCents: number;
}) {
  const error = fieldError(form, "paymentMethod");
  return (
    <Section id="payment-heading" title="Pagamento">
      {note && (
        <p className="rounded-xl bg-amber-50 p-3 text-amber-900 text-sm" data-testid="payment-note">
          {note}
        </p>
      )}
      {methods === null ? (
        <p className="text-muted text-sm">Escolha a loja para ver as formas de pagamento.</p>
      ) : methods.length === 0 ? (
        <p className="text-sm" role="alert">
          Esta loja não está aceitando pedidos pelo site agora. Escolha outra loja.
        </p>
      ) : (
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby={error ? "payment-method-error" : undefined}
        >
          <legend className="sr-only">Forma de pagamento</legend>
          {methods.map((method) => (
            <div key={method} className="flex flex-col gap-3">
              <Choice form={form} name="paymentMethod" value={method}>
                <span>
                  <span className="block font-semibold">{PAYMENT_METHOD_LABELS[method]}</span>
                  <span className="block text-muted text-sm">
                    {methodDescription(method, deliveryMethod)}
                  </span>
                </span>
              </Choice>
              {paymentMethod === method && method === "cash" && (
                <div className="ml-3 border-brand-100 border-l-2 pl-4">
                  <ChangeField form={form} totalCents={totalCents} />
                </div>
              )}
              {paymentMethod === method && method === "card" && (
                <div className="ml-3 border-brand-100 border-l-2 pl-4">
                  <CardTypeField form={form} />
                </div>
              )}
            </div>
          ))}
          {error && (
            <p id="payment-method-error" className="text-red-700 text-sm">
              {error}
            </p>
          )}
        </fieldset>
      )}
    </Section>
  );
}
