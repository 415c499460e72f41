import { TriangleAlert } from "lucide-react";
import type { CatalogStore } from "#shared/catalog.ts";
import { deliveriesPausedMessage } from "#shared/deliveries-pause.ts";
import { type DeliveriesPause, STORE_CLOSED_MESSAGE } from "#shared/store-status.ts";
import NearestOpenStoresList from "#web/shop/features/stores/nearest-open-stores-list.tsx";

/**
 * The chosen store's notice, loaded (lazily, by the cart and the checkout) only for a store
 * that is closed or takes pickups only: most customers never need it. `areaId`: the bairro
 * chosen at that store, if any.
 */
export default function StoreNotice({
  store,
  closed,
  pause,
  areaId = "",
}: {
  store: CatalogStore;
  closed: boolean;
  pause: DeliveriesPause | null;
  areaId?: string;
}) {
  if (closed) {
    const area = store.deliveryAreas.find((option) => option.id === areaId);
    return <ClosedStoreNotice store={store} areaName={area?.name ?? null} />;
  }
  return pause && <DeliveriesPausedNotice pause={pause} />;
}

/**
 * Said before the customer submits (in the cart and the checkout): a closed store takes no
 * order of any kind (the server refuses it with the same words), with the nearest open stores
 * to switch to, those delivering to the customer's bairro first.
 */
export function ClosedStoreNotice({
  store,
  areaName = null,
}: {
  store: CatalogStore;
  areaName?: string | null;
}) {
  return (
    <div
      className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950 text-sm"
      role="alert"
      data-testid="closed-store-notice"
    >
      <p className="flex gap-2">
        <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {STORE_CLOSED_MESSAGE}
      </p>
      <NearestOpenStoresList closed={store} areaName={areaName} />
    </div>
  );
}

/** Staff paused deliveries: until when and why, as the server's refusal says it. */
export function DeliveriesPausedNotice({ pause }: { pause: DeliveriesPause }) {
  return (
    <p
      className="rounded-xl bg-amber-50 p-3 text-amber-950 text-sm"
      data-testid="deliveries-paused"
    >
      {deliveriesPausedMessage(pause, new Date())}
    </p>
  );
}
