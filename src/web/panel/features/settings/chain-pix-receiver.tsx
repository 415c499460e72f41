import type { PaymentSettings, PixReceiver } from "#shared/payment-settings.ts";
import { Button } from "#web/components/ui/button.tsx";
import { PixReceiverForm } from "#web/panel/features/pix-receiver-form.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdatePaymentSettings } from "./payments-api.ts";

/**
 * The chain's Pix receiver: the one saved here, else the environment's (PIX_KEY,
 * PIX_MERCHANT_NAME, PIX_MERCHANT_CITY), which the page says; removing the saved one brings
 * the environment's back.
 */
export function ChainPixReceiver({ settings }: { settings: PaymentSettings }) {
  const save = useUpdatePaymentSettings();
  const { pixReceiver, pixReceiverFromEnv } = settings;
  const saved = pixReceiver !== null && !pixReceiverFromEnv;

  const submit = (receiver: PixReceiver) =>
    void toastOutcome(save.mutateAsync({ pixReceiver: receiver }), "Recebedor Pix salvo");
  const remove = () =>
    void toastOutcome(save.mutateAsync({ pixReceiver: null }), "Recebedor Pix removido");

  return (
    <div className="flex flex-col gap-3 border-brand-100 border-t pt-4">
      <div>
        <h3 className="font-bold text-lg">Recebedor Pix da rede</h3>
        <p className="text-muted text-sm" data-testid="pix-receiver-source">
          {pixReceiverFromEnv
            ? "Vem do ambiente do servidor (PIX_KEY, PIX_MERCHANT_NAME e PIX_MERCHANT_CITY). Salve outro aqui para usá-lo no lugar."
            : saved
              ? "Salvo aqui. Cada loja pode ter o seu (franquias são empresas próprias)."
              : "Nenhum recebedor: sem ele, só as lojas com chave própria oferecem Pix."}
        </p>
      </div>
      <PixReceiverForm
        key={JSON.stringify(pixReceiver)}
        receiver={pixReceiver}
        onSave={submit}
        saving={save.isPending}
        submitLabel="Salvar recebedor Pix"
        context="da rede"
      />
      {saved && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="self-start"
          disabled={save.isPending}
          onClick={remove}
        >
          Remover recebedor salvo
        </Button>
      )}
    </div>
  );
}
