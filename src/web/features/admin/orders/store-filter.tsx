import { useEffect, useId, useState } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { useCatalog } from "#web/features/catalog/api.ts";

const storeLabel = (store: CatalogStore) => `${store.name} — ${store.city}/${store.state}`;

/**
 * The store filter: a text field the browser completes from the 138 stores (a datalist), so
 * staff type "boa viagem" instead of scrolling a list. A store applies once the text names one
 * exactly; an empty field means every store.
 */
export function StoreFilter({
  storeId,
  onChange,
}: {
  storeId: string;
  onChange(id: string): void;
}) {
  const id = useId();
  const listId = useId();
  const { data: catalog } = useCatalog();
  const stores = catalog?.stores ?? [];
  const selected = stores.find((store) => store.id === storeId);
  const [text, setText] = useState("");

  // Follow the address (a reload, the back button, "Limpar filtros") once the stores are known.
  useEffect(() => setText(selected ? storeLabel(selected) : ""), [selected]);

  const choose = (value: string) => {
    setText(value);
    if (value.trim() === "") {
      if (storeId) onChange("");
      return;
    }
    const store = stores.find((candidate) => storeLabel(candidate) === value);
    if (store && store.id !== storeId) onChange(store.id);
  };

  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>Loja</Label>
      <Input
        id={id}
        list={listId}
        value={text}
        onChange={(event) => choose(event.target.value)}
        placeholder="Todas as lojas"
        autoComplete="off"
      />
      <datalist id={listId}>
        {stores.map((store) => (
          <option key={store.id} value={storeLabel(store)} />
        ))}
      </datalist>
    </div>
  );
}
