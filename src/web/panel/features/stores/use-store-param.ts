import { useSearchParams } from "react-router";
import { useStaffSession } from "#web/panel/features/staff-session-context.ts";

/**
 * The one store a screen's figures are narrowed to, kept in the address (?loja=12) beside the
 * screen's other parameters; "" for every store the staff member may see. A store staff member
 * is never sent to another store's figures by an old link: such an id reads as "".
 */
export function useStoreParam(): [string, (storeId: string) => void] {
  const { access } = useStaffSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const wanted = searchParams.get("loja") ?? "";
  const storeId = access.hq || access.stores.some((store) => store.id === wanted) ? wanted : "";
  const setStoreId = (next: string) =>
    setSearchParams(
      (current) => {
        const query = new URLSearchParams(current);
        if (next) query.set("loja", next);
        else query.delete("loja");
        return query;
      },
      { replace: true },
    );
  return [storeId, setStoreId];
}
