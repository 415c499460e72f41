import type { AdminStore } from "#shared/admin-stores.ts";
import { PAYMENT_METHOD_LABELS } from "#shared/order-terms.ts";
import { StoreCopyButton } from "./store-copy-dialog.tsx";
import { StoreMethodChoices } from "./store-method-choices.tsx";
import { useStorePayments } from "./store-payments-api.ts";
import { StorePixReceiver } from "./store-pix-receiver.tsx";

/** One store's payments: each method's switch, what it takes now, and its Pix receiver. */
export function StorePaymentsEditor({ store }: { store: AdminStore }) {
  const { data: payments, isPending, isError } = useStorePayments(store.id);
  return (
    <section
      className="flex flex-col gap-4 border-brand-100 border-t pt-3"
      aria-label={`Pagamentos de ${store.name}`}
      data-testid="store-payments-editor"
    >
      {isPending && <p role="status">Carregando pagamentos...</p>}
      {isError && <p role="alert">Não foi possível carregar os pagamentos.</p>}
      {payments && (
        <>
          <p className="text-sm" data-testid="store-effective-methods">
            <span className="font-semibold">Aceita agora: </span>
            {payments.effectiveMethods.length > 0
              ? payments.effectiveMethods.map((method) => PAYMENT_METHOD_LABELS[method]).join(", ")
              : "nenhuma forma de pagamento"}
          </p>
          <StoreMethodChoices storeName={store.name} payments={payments} />
          <StoreCopyButton store={store} what="payments" />
          <StorePixReceiver storeName={store.name} payments={payments} />
        </>
      )}
    </section>
  );
}
