import { useSearchParams } from "react-router";
import { customerListQuerySchema } from "#shared/admin-customers.ts";
import type { CustomerListParams } from "./api.ts";

/**
 * The search and page live in the address (?busca=&pagina=), so a reload, a shared link or
 * the back button shows the same list. An address the API would refuse reads as the first page.
 */
export function useCustomerParams(): [
  CustomerListParams,
  (next: Partial<CustomerListParams>) => void,
] {
  const [searchParams, setSearchParams] = useSearchParams();
  const parsed = customerListQuerySchema.safeParse({
    q: searchParams.get("busca") ?? undefined,
    page: searchParams.get("pagina") ?? undefined,
  });
  const params = parsed.success ? parsed.data : { q: "", page: 1 };

  const update = (next: Partial<CustomerListParams>) => {
    const merged = { ...params, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set("busca", merged.q);
    if (merged.page > 1) query.set("pagina", String(merged.page));
    setSearchParams(query, { replace: true });
  };
  return [params, update];
}
