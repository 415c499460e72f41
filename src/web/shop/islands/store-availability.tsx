import { Bike, Store } from "lucide-react";
import { useEffect } from "react";
import { formatBRL } from "#shared/money.ts";
import { markCardAvailability } from "#web/shop/features/catalog/availability-badge.ts";
import { useCatalog } from "#web/shop/features/catalog/catalog-context.ts";
import { useLiveChosenStore } from "#web/shop/features/catalog/store-availability.ts";
import { island } from "#web/shop/hydration/island.tsx";

interface StoreAvailabilityProps {
  /** The menu's line: what a delivery from the chosen store costs at least. */
  deliveryLine?: boolean;
}

/**
 * What a catalogue page shows of the chosen store: the server's HTML knows no store (it is this
 * browser's choice), so once one is chosen this marks every product card of the page sold out
 * or not at that store, and on the menu says what its delivery costs. The cards themselves
 * stay plain HTML.
 */
export default function StoreAvailability({ deliveryLine = false }: StoreAvailabilityProps) {
  const { products } = useCatalog();
  const store = useLiveChosenStore();

  useEffect(() => {
    markCardAvailability(document, products, store);
  }, [products, store]);

  if (!deliveryLine || !store) return null;
  const fees = store.deliveryAreas.map((area) => area.feeCents);
  const cheapest = fees.length > 0 ? Math.min(...fees) : null;
  const Icon = cheapest === null ? Store : Bike;
  return (
    <p
      className="mt-3 inline-flex items-center gap-2 rounded-full bg-brand-50 px-3 py-1.5 font-semibold text-brand-800 text-sm"
      data-testid="store-delivery"
    >
      <Icon className="size-4 shrink-0" aria-hidden="true" />
      <span className="font-normal">{store.name} ·</span>
      {cheapest === null ? "Só retirada" : `Entrega a partir de ${formatBRL(cheapest)}`}
    </p>
  );
}

export const StoreAvailabilityIsland = island("store-availability", StoreAvailability);
