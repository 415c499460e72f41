import type { PixReceiver } from "#shared/payment-settings.ts";
import { PIX_KEY_TYPE_LABELS } from "#shared/pix/pix-key.ts";
import type { StorePaymentSettings } from "#shared/store-payments.ts";
import { Button } from "#web/components/ui/button.tsx";
import { PixAutomaticCard } from "#web/panel/features/pix-automatic-card.tsx";
import { PixReceiverForm } from "#web/panel/features/pix-receiver-form.tsx";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useUpdateStorePayments } from "./store-payments-api.ts";

const receiverText = (receiver: PixReceiver) =>
  `${PIX_KEY_TYPE_LABELS[receiver.keyType]} ${receiver.key} · ${receiver.merchantName}, ${receiver.merchantCity}`;

/**
 * The store's own Pix receiver (a franchisee is a company of its own), else the chain's. Only
 * HQ changes it: the key decides where the store's Pix money goes. Store staff see which one
 * is used.
 */
export function StorePixReceiver({
  storeName,
  payments,
}: {
  storeName: string;
  payments: StorePaymentSettings;
}) {
  const { access } = useStaffSession();
  const save = useUpdateStorePayments(payments.storeId);
  const own = payments.pixReceiver;
  const current = own
    ? `Recebedor próprio: ${receiverText(own)}`
    : payments.chainHasPixReceiver
      ? "Usa o recebedor Pix da rede."
      : "Sem recebedor: nem a loja nem a rede têm chave Pix, então a loja não oferece Pix.";

  return (
    <div className="flex flex-col gap-3 border-brand-100 border-t pt-3">
      <div>
        <h3 className="font-bold">Pix da loja</h3>
        <p className="text-sm" data-testid="store-pix-receiver">
          {current}
        </p>
        {!access.hq && (
          <p className="text-muted text-sm">
            Só a sede altera a chave Pix da loja, porque ela decide para onde vai o dinheiro.
          </p>
        )}
      </div>
      {access.hq && (
        <>
          <PixReceiverForm
            key={JSON.stringify(own)}
            receiver={own}
            saving={save.isPending}
            submitLabel="Salvar Pix da loja"
            context={`de ${storeName}`}
            onSave={(receiver) =>
              void toastOutcome(
                save.mutateAsync({ pixReceiver: receiver }),
                `Pix de ${storeName} salvo`,
              )
            }
          />
          {own && (
            <Button
              type="button"
              size="sm"
              variant="outline"
              className="self-start"
              disabled={save.isPending}
              onClick={() =>
                void toastOutcome(
                  save.mutateAsync({ pixReceiver: null }),
                  `${storeName} volta a usar o Pix da rede`,
                )
              }
            >
              Usar o Pix da rede
            </Button>
          )}
          <PixAutomaticCard
            scope={{ kind: "store", storeId: payments.storeId }}
            context={`de ${storeName}`}
          />
        </>
      )}
    </div>
  );
}
