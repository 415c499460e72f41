import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { MAX_CUSTOMER_SEARCH_LENGTH } from "#shared/admin-customers.ts";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";

/** How long typing must pause before the list is searched: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/** The search box; `onSearch` gets the text once the typing pauses. */
export function CustomerSearch({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // The address can change under the box (back button): follow it, but keep what is being
  // typed when it only differs by spaces ("ana " on the way to "ana beatriz").
  useEffect(() => setText((current) => (current.trim() === value ? current : value)), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <div className="flex w-full max-w-md flex-col gap-1.5">
      <Label htmlFor={id}>Buscar clientes</Label>
      <div className="relative">
        <Search
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted"
          aria-hidden="true"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Nome ou telefone"
          maxLength={MAX_CUSTOMER_SEARCH_LENGTH}
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </div>
  );
}
