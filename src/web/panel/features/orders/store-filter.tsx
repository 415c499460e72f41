import { useEffect, useId, useState } from "react";
import type { CatalogStore } from "#shared/catalog.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { storeLabel } from "#web/panel/features/ui/store-label.ts";

/**
 * HQ's store filter: a text field the browser completes from the stores (a datalist, narrowed
 * by the state and city chosen), so staff type "boa viagem" instead of scrolling a list of
 * 138. A store applies once the text names one exactly; an empty field means every store.
 */
export function StoreFilter({
  storeId,
  stores,
  onChange,
}: {
  storeId: string;
  stores: CatalogStore[];
  onChange(id: string): void;
}) {
  const id = useId();
  const listId = useId();
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
