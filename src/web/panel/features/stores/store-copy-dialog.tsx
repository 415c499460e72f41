import { Copy } from "lucide-react";
import { useState } from "react";
import type { AdminStore } from "#shared/admin-stores.ts";
import {
  STORE_COPY_EFFECTS,
  STORE_COPY_LABELS,
  type StoreCopyKind,
  storeCopyDone,
} from "#shared/store-copy.ts";
import { resolveStoreTargets, storeCount } from "#shared/store-targets.ts";
import { Button } from "#web/components/ui/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "#web/components/ui/dialog.tsx";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";
import {
  choiceTargets,
  emptyChoice,
  StoreTargetsPicker,
  type TargetChoice,
} from "#web/panel/features/ui/store-targets-picker.tsx";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { useAdminStores } from "./api.ts";
import { useCopyStoreSettings } from "./store-copy-api.ts";

/** What the last step says will happen ("Os bairros de 12 lojas serão substituídos…"). */
const CONFIRMATIONS: Record<StoreCopyKind, (stores: string, source: string) => string> = {
  delivery_areas: (stores, source) =>
    `Os bairros de ${stores} serão substituídos pelos de ${source}.`,
  hours: (stores, source) => `O horário da semana de ${stores} passa a ser o de ${source}.`,
  payments: (stores, source) =>
    `As escolhas de pagamento de ${stores} passam a ser as de ${source} (o Pix de cada loja não muda).`,
};

/**
 * "Copiar para outras lojas" under a store's bairros, hours or payments (HQ only: the server
 * refuses store staff too). The copy takes what is saved at this store, not a form's unsaved
 * changes.
 */
export function StoreCopyButton({ store, what }: { store: AdminStore; what: StoreCopyKind }) {
  const { access } = useStaffSession();
  const [open, setOpen] = useState(false);
  if (!access.hq) return null;
  return (
    <>
      <Button
        type="button"
        size="sm"
        variant="outline"
        className="self-start"
        onClick={() => setOpen(true)}
      >
        <Copy aria-hidden="true" />
        Copiar para outras lojas
        <span className="sr-only">
          {" "}
          ({STORE_COPY_LABELS[what]} de {store.name})
        </span>
      </Button>
      {open && <StoreCopyDialog store={store} what={what} onClose={() => setOpen(false)} />}
    </>
  );
}

function StoreCopyDialog({
  store,
  what,
  onClose,
}: {
  store: AdminStore;
  what: StoreCopyKind;
  onClose(): void;
}) {
  const { data: stores, isPending, isError } = useAdminStores("");
  const [choice, setChoice] = useState<TargetChoice>(() => emptyChoice("cities"));
  const [confirming, setConfirming] = useState(false);
  const copy = useCopyStoreSettings(store.id);
  const targets = choiceTargets(choice);
  const count = stores ? resolveStoreTargets(stores, targets, store.id).storeIds.length : 0;
  const label = STORE_COPY_LABELS[what];

  const submit = async () => {
    const done = await toastOutcome(copy.mutateAsync({ what, to: targets }), (result) =>
      storeCopyDone(what, result.changedStores),
    );
    if (done) onClose();
    else setConfirming(false);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh]! max-w-2xl!" data-testid="store-copy-dialog">
        <DialogTitle>
          Copiar {label} de {store.name}
        </DialogTitle>
        <DialogDescription>{STORE_COPY_EFFECTS[what]}</DialogDescription>
        {isPending && <p role="status">Carregando lojas...</p>}
        {isError && <p role="alert">Não foi possível carregar as lojas.</p>}
        {stores && !confirming && (
          <StoreTargetsPicker
            stores={stores}
            choice={choice}
            onChange={setChoice}
            modes={["cities", "states", "stores", "all"]}
            legend="Copiar para"
            exclude={store.id}
          />
        )}
        {confirming && (
          <p
            role="alert"
            className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 text-sm"
          >
            {CONFIRMATIONS[what](storeCount(count), store.name)} Confirma a cópia?
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-2 border-brand-100 border-t pt-4">
          <Button
            type="button"
            variant="ghost"
            onClick={confirming ? () => setConfirming(false) : onClose}
          >
            {confirming ? "Voltar" : "Cancelar"}
          </Button>
          {confirming ? (
            <Button type="button" disabled={copy.isPending} onClick={() => void submit()}>
              {copy.isPending ? "Copiando..." : "Confirmar cópia"}
            </Button>
          ) : (
            <Button type="button" disabled={count === 0} onClick={() => setConfirming(true)}>
              Copiar para {storeCount(count)}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
