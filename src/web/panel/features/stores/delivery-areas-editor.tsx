import { useState } from "react";
import type { AdminStore } from "#shared/admin-stores.ts";
import type { DeliveryArea } from "#shared/catalog.ts";
import { formatBRL } from "#shared/money.ts";
import { DELIVERY_FEE_CENTS } from "#shared/pricing.ts";
import { Button } from "#web/components/ui/button.tsx";
import { toast } from "#web/lib/toast.ts";
import { useCatalog } from "#web/panel/features/catalog-api.ts";
import { toastOutcome } from "#web/panel/features/ui/toast-outcome.ts";
import { DeliveryAreaForm } from "./delivery-area-form.tsx";
import {
  useCreateDeliveryArea,
  useDeleteDeliveryArea,
  useDeliveryAreas,
  useUpdateDeliveryArea,
} from "./delivery-areas-api.ts";
import { StoreCopyButton } from "./store-copy-dialog.tsx";

/** "Taxa R$ 8,00 · mínimo R$ 20,00 · 45 min". */
function areaSummary(area: DeliveryArea): string {
  return [
    area.feeCents === 0 ? "Entrega grátis" : `Taxa ${formatBRL(area.feeCents)}`,
    area.minOrderCents ? `mínimo ${formatBRL(area.minOrderCents)}` : "sem mínimo",
    `${area.etaMinutes} min`,
  ].join(" · ");
}

/**
 * The bairros a store delivers to, each with its fee, minimum and time: added, edited and
 * removed here (HQ and the store's staff). A store with none takes pickup orders only. A new
 * bairro starts at the delivery fee of Configurações.
 */
export function DeliveryAreasEditor({ store }: { store: AdminStore }) {
  const { data: areas, isPending, isError } = useDeliveryAreas(store.id);
  const { data: catalog } = useCatalog();
  const create = useCreateDeliveryArea(store.id);
  const [editing, setEditing] = useState<string | null>(null);
  const defaultFee = catalog?.deliveryFeeCents ?? DELIVERY_FEE_CENTS;

  return (
    <section
      className="flex flex-col gap-4 border-brand-100 border-t pt-3"
      aria-label={`Bairros de entrega de ${store.name}`}
      data-testid="delivery-areas-editor"
    >
      <p className="text-muted text-sm">
        Onde a loja entrega, com a taxa, o pedido mínimo e o tempo que o cliente vê antes de
        confirmar. Sem bairros, a loja só aceita retirada.
      </p>
      {isPending && <p role="status">Carregando bairros...</p>}
      {isError && <p role="alert">Não foi possível carregar os bairros.</p>}
      {areas && areas.length === 0 && (
        <p className="rounded-xl bg-amber-50 p-3 font-semibold text-amber-900 text-sm">
          Nenhum bairro: esta loja só aceita pedidos para retirada.
        </p>
      )}
      {areas && areas.length > 0 && (
        <ul className="flex flex-col divide-y divide-brand-100" aria-label="Bairros">
          {areas.map((area) => (
            <AreaRow
              key={area.id}
              store={store}
              area={area}
              editing={editing === area.id}
              onEdit={(open) => setEditing(open ? area.id : null)}
            />
          ))}
        </ul>
      )}
      {areas && <StoreCopyButton store={store} what="delivery_areas" />}
      <div className="rounded-xl bg-brand-50/60 p-3">
        <h3 className="mb-2 font-bold">Adicionar bairro</h3>
        <DeliveryAreaForm
          key={defaultFee}
          area={null}
          defaultFeeCents={defaultFee}
          label={`Novo bairro de ${store.name}`}
          submitLabel="Adicionar bairro"
          onSave={async (body) => {
            const area = await create.mutateAsync(body);
            toast.success(`${area.name} adicionado`);
          }}
        />
      </div>
    </section>
  );
}

function AreaRow({
  store,
  area,
  editing,
  onEdit,
}: {
  store: AdminStore;
  area: DeliveryArea;
  editing: boolean;
  onEdit(open: boolean): void;
}) {
  const update = useUpdateDeliveryArea(store.id);
  const remove = useDeleteDeliveryArea(store.id);
  const [confirming, setConfirming] = useState(false);

  if (editing) {
    return (
      <li className="py-3">
        <DeliveryAreaForm
          area={area}
          defaultFeeCents={area.feeCents}
          label={`Editar ${area.name}`}
          submitLabel="Salvar bairro"
          onCancel={() => onEdit(false)}
          onSave={async (body) => {
            const saved = await update.mutateAsync({ areaId: area.id, change: body });
            toast.success(`${saved.name} salvo`);
            onEdit(false);
          }}
        />
      </li>
    );
  }

  return (
    <li className="flex flex-wrap items-center gap-2 py-3" data-testid="delivery-area">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold">{area.name}</p>
        <p className="text-muted text-sm">{areaSummary(area)}</p>
      </div>
      {confirming ? (
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-semibold text-sm">Remover {area.name}?</span>
          <Button
            size="sm"
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => void toastOutcome(remove.mutateAsync(area.id), `${area.name} removido`)}
          >
            Remover
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
        </div>
      ) : (
        <div className="flex gap-1">
          <Button size="sm" variant="ghost" onClick={() => onEdit(true)}>
            Editar<span className="sr-only"> {area.name}</span>
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setConfirming(true)}>
            Remover<span className="sr-only"> {area.name}</span>
          </Button>
        </div>
      )}
    </li>
  );
}
