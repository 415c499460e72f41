import { MAX_CUSTOMER_SEARCH_LENGTH } from "#shared/admin-customers.ts";
import { SearchBox } from "#web/panel/features/ui/search-box.tsx";
import { useTypedSearch } from "#web/panel/features/ui/use-typed-search.ts";

/** The search box; `onSearch` gets the text once the typing pauses. */
export function CustomerSearch({ value, onSearch }: { value: string; onSearch(q: string): void }) {
  const [text, setText] = useTypedSearch(value, onSearch);
  return (
    <SearchBox
      label="Buscar clientes"
      className="w-full max-w-md"
      value={text}
      onChange={(event) => setText(event.target.value)}
      placeholder="Nome ou telefone"
      maxLength={MAX_CUSTOMER_SEARCH_LENGTH}
      autoComplete="off"
    />
  );
}
