import { useId } from "react";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "#shared/order-terms.ts";
import {
  choiceSwitch,
  OFF_FOR_CHAIN_HINT,
  STORE_METHOD_CHOICE_LABELS,
  STORE_METHOD_CHOICES,
  type StoreMethodChoice,
  type StorePaymentSettings,
  storeMethodChoice,
} from "#shared/store-payments.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdateStorePayments } from "./store-payments-api.ts";

/** "Segue a rede (ligado)": what following the chain means for this method right now. */
function choiceLabel(choice: StoreMethodChoice, chainOn: boolean): string {
  const label = STORE_METHOD_CHOICE_LABELS[choice];
  return choice === "chain" ? `${label} (${chainOn ? "ligado" : "desligado"})` : label;
}

/**
 * Each method at this store: follow the chain, or the store's own on/off. Saved as it is
 * chosen; store staff may change these (not the Pix receiver). A method the chain has off
 * cannot be switched on here (the server refuses it, and an "on" saved earlier counts as off):
 * its "Ligado" is disabled, with the reason.
 */
export function StoreMethodChoices({
  storeName,
  payments,
}: {
  storeName: string;
  payments: StorePaymentSettings;
}) {
  const save = useUpdateStorePayments(payments.storeId);
  const choose = (method: PaymentMethod, choice: StoreMethodChoice) =>
    toastOutcome(
      save.mutateAsync({ methods: { [method]: choiceSwitch(choice) } }),
      `${PAYMENT_METHOD_LABELS[method]} em ${storeName}: ${choiceLabel(choice, payments.chainMethods[method]).toLowerCase()}`,
    );

  return (
    <div className="flex flex-col gap-3">
      {PAYMENT_METHODS.map((method) => (
        <MethodChoice
          key={method}
          method={method}
          storeName={storeName}
          value={storeMethodChoice(payments.methods, method)}
          chainOn={payments.chainMethods[method]}
          disabled={save.isPending}
          onChoose={(choice) => void choose(method, choice)}
        />
      ))}
    </div>
  );
}

function MethodChoice({
  method,
  storeName,
  value,
  chainOn,
  disabled,
  onChoose,
}: {
  method: PaymentMethod;
  storeName: string;
  value: StoreMethodChoice;
  chainOn: boolean;
  disabled: boolean;
  onChoose(choice: StoreMethodChoice): void;
}) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset
      className="flex flex-col gap-1.5"
      data-testid={`store-method-${method}`}
      aria-describedby={chainOn ? undefined : hintId}
    >
      <legend className="font-semibold text-sm">
        {PAYMENT_METHOD_LABELS[method]}
        <span className="sr-only"> em {storeName}</span>
      </legend>
      {!chainOn && (
        <p id={hintId} className="text-muted text-xs">
          {OFF_FOR_CHAIN_HINT}: só a sede pode ligá-lo para as lojas.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {STORE_METHOD_CHOICES.map((choice) => {
          const offForChain = choice === "on" && !chainOn;
          return (
            <label
              key={choice}
              className={cn(
                "flex h-9 items-center gap-2 rounded-full border border-brand-200 px-3 text-sm has-checked:border-brand-600 has-checked:bg-brand-50 has-checked:font-semibold",
                offForChain
                  ? "cursor-not-allowed text-muted"
                  : "cursor-pointer has-disabled:cursor-wait",
              )}
            >
              <input
                type="radio"
                name={name}
                value={choice}
                checked={value === choice}
                disabled={disabled || offForChain}
                onChange={() => onChoose(choice)}
                className="size-4 accent-brand-600"
              />
              {choiceLabel(choice, chainOn)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
