import { Store } from "lucide-react";
import { useId } from "react";
import type { AdminStore } from "#shared/admin-stores.ts";

type StoreOption = Pick<AdminStore, "id" | "name" | "city" | "state">;

const storeLabel = (store: StoreOption) => `${store.name} — ${store.city}/${store.state}`;

/**
 * The store being counted. Staff of one store just see it named; HQ and staff of several
 * stores choose (the phone's own picker: a native select).
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
  const id = useId();
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
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-sm">
        Loja
      </label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className="h-11 w-full rounded-xl border border-ink/30 bg-white px-3 text-base sm:max-w-md"
      >
        {stores.map((store) => (
          <option key={store.id} value={store.id}>
            {storeLabel(store)}
          </option>
        ))}
      </select>
    </div>
  );
}
