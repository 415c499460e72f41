import { useSearchParams } from "react-router";
import { adminOrderFiltersSchema } from "#shared/admin-orders.ts";
import type { DeliveryMethod } from "#shared/order-terms.ts";
import type { OrderFilters } from "./api.ts";

/** The filters as the screen holds them: one day rather than a range. */
export interface BoardFilters {
  storeId: string;
  /** HQ's: the stores of a state (UF) and/or a city. */
  state: string;
  city: string;
  method: DeliveryMethod | "";
  day: string;
  q: string;
}

const EMPTY: BoardFilters = { storeId: "", state: "", city: "", method: "", day: "", q: "" };

/** The address's words for the receiving methods (?recebimento=entrega). */
const METHOD_PARAMS: Record<DeliveryMethod, string> = { delivery: "entrega", pickup: "retirada" };

function methodFromParam(value: string | null): DeliveryMethod | "" {
  if (value === METHOD_PARAMS.delivery) return "delivery";
  if (value === METHOD_PARAMS.pickup) return "pickup";
  return "";
}

/**
 * The queue's filters and the open order live in the address (?loja=&uf=&cidade=&recebimento=
 * &data=&busca=&pedido=), so a reload, a shared link or the back button shows the same board.
 * Values the API would refuse are ignored rather than shown as an error.
 */
export function useOrderFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const raw: BoardFilters = {
    storeId: searchParams.get("loja") ?? "",
    state: searchParams.get("uf") ?? "",
    city: searchParams.get("cidade") ?? "",
    method: methodFromParam(searchParams.get("recebimento")),
    day: searchParams.get("data") ?? "",
    q: searchParams.get("busca") ?? "",
  };
  const valid = adminOrderFiltersSchema.safeParse({
    storeId: raw.storeId,
    state: raw.state,
    city: raw.city,
    method: raw.method,
    from: raw.day,
    q: raw.q,
  }).success;
  const filters = valid ? raw : EMPTY;
  const openOrderId = searchParams.get("pedido");

  const write = (next: BoardFilters, orderId: string | null) => {
    const query = new URLSearchParams();
    if (next.storeId) query.set("loja", next.storeId);
    if (next.state) query.set("uf", next.state);
    if (next.city) query.set("cidade", next.city);
    if (next.method) query.set("recebimento", METHOD_PARAMS[next.method]);
    if (next.day) query.set("data", next.day);
    if (next.q) query.set("busca", next.q);
    if (orderId) query.set("pedido", orderId);
    setSearchParams(query, { replace: true });
  };

  const apiFilters: OrderFilters = {
    storeId: filters.storeId || undefined,
    state: filters.state || undefined,
    city: filters.city || undefined,
    method: filters.method || undefined,
    from: filters.day || undefined,
    to: filters.day || undefined,
    q: filters.q || undefined,
  };

  return {
    filters,
    apiFilters,
    active: Object.values(filters).some(Boolean),
    setFilters: (change: Partial<BoardFilters>) => write({ ...filters, ...change }, openOrderId),
    clearFilters: () => write(EMPTY, openOrderId),
    openOrderId,
    openOrder: (id: string | null) => write(filters, id),
  };
}
