import { Store } from "lucide-react";
import type { AdminStore } from "#shared/admin-stores.ts";
import { storeLabel } from "#web/panel/features/ui/store-label.ts";
import { StoreSelect } from "#web/panel/features/ui/store-select.tsx";

type StoreOption = Pick<AdminStore, "id" | "name" | "city" | "state">;

/**
 * The store being counted. Staff of one store just see it named; HQ and staff of several
 * stores choose one.
 */
export function StoreChooser({
  stores,
  value,
  onChange,
}: {
  stores: readonly StoreOption[];
  value: string;
  onChange(storeId: string): void;
}) {
  const current = stores.find((store) => store.id === value);
  if (stores.length <= 1) {
    return (
      <p className="flex items-center gap-2 font-semibold" data-testid="store-name">
        <Store className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
        {current ? storeLabel(current) : null}
      </p>
    );
  }
  return (
    <StoreSelect stores={stores} value={value} onChange={onChange} selectClassName="sm:max-w-md" />
  );
}
