import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, type PaymentMethod } from "#shared/order-terms.ts";
import type { PaymentSettings } from "#shared/payment-settings.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { Switch } from "#web/panel/features/ui/switch.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { PAYMENT_METHOD_HINTS } from "./payment-method-hints.ts";
import { useUpdatePaymentSettings } from "./payments-api.ts";

/** Each method on or off in the whole chain, saved as it is switched. */
export function ChainMethodSwitches({ settings }: { settings: PaymentSettings }) {
  const save = useUpdatePaymentSettings();
  const toggle = (method: PaymentMethod, on: boolean) =>
    toastOutcome(
      save.mutateAsync({ methods: { [method]: on } }),
      `${PAYMENT_METHOD_LABELS[method]}: ${on ? "ligado" : "desligado"} na rede`,
    );

  return (
    <ul className="flex flex-col divide-y divide-brand-100" aria-label="Formas de pagamento">
      {PAYMENT_METHODS.map((method) => {
        const on = settings.methods[method];
        const liveTest = method === "test" && on;
        const pixWithoutReceiver = method === "pix" && on && !settings.pixReceiver;
        return (
          <li
            key={method}
            className="flex flex-col gap-1 py-3"
            data-testid={`payment-method-${method}`}
          >
            <Switch
              checked={on}
              onCheckedChange={(checked) => void toggle(method, checked)}
              disabled={save.isPending}
              label={PAYMENT_METHOD_LABELS[method]}
            />
            <p
              className={cn(
                "pl-14 text-sm",
                liveTest ? "font-semibold text-red-800" : "text-muted",
              )}
            >
              {PAYMENT_METHOD_HINTS[method]}
            </p>
            {pixWithoutReceiver && (
              <p className="pl-14 font-semibold text-amber-900 text-sm">
                Sem recebedor Pix, só as lojas com chave própria oferecem Pix.
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
