import { useCallback, useEffect, useRef, useState } from "react";
import type { OrderStatus } from "#shared/order-terms.ts";
import type { CustomerOrderView, TrackedOrder } from "#shared/orders.ts";
import { api } from "#web/lib/api-client.ts";

/**
 * What reads an order: its id and its access token (the tracking link carries both), and on
 * the device that placed it the owner proof kept with its orders (never in the link), without
 * which the server leaves out the customer's personal data and the pickup code.
 */
export interface OrderAccess {
  id: string;
  accessToken: string;
  ownerProof?: string | undefined;
}

/** The order and its status history, for whoever holds its token. */
export function getOrder({ id, accessToken, ownerProof }: OrderAccess) {
  return api("get", "/api/orders/{id}", {
    path: { id },
    headers: {
      "x-order-token": accessToken,
      ...(ownerProof ? { "x-order-owner": ownerProof } : {}),
    },
  });
}

/**
 * Who wants to hear that an order may have changed (its status stream said so, or came back):
 * the pages' copies of it, by the order's id. `status` is the status the stream reported; none
 * means "read it again in any case".
 */
type OrderNews = (status?: OrderStatus) => void;
const listeners = new Map<string, Set<OrderNews>>();

/** Tells every copy of order `id` on the page that it may be stale (see OrderNews). */
export function orderNews(id: string, status?: OrderStatus): void {
  for (const listener of listeners.get(id) ?? []) listener(status);
}

function listen(id: string, listener: OrderNews): () => void {
  const set = listeners.get(id) ?? new Set();
  set.add(listener);
  listeners.set(id, set);
  return () => {
    set.delete(listener);
    if (set.size === 0) listeners.delete(id);
  };
}

export interface OrderCopy {
  /** The server's copy, once it answered (the last good one, while a new read is under way). */
  data: TrackedOrder | undefined;
  /** Why the last read failed, until one succeeds. */
  error: Error | undefined;
  /** Reads it again. */
  refetch: () => Promise<void>;
  isRefetching: boolean;
}

/**
 * The server's copy of an order the customer placed or follows (the token proves it is theirs),
 * read when the access changes and again whenever its status stream (useOrderStatusStream)
 * reports a status the copy does not have. A copy read with one token or proof never answers
 * for another: a changed access starts afresh.
 */
export function useOrder(access: OrderAccess | undefined): OrderCopy {
  const id = access?.id;
  const token = access?.accessToken;
  const ownerProof = access?.ownerProof;
  const [state, setState] = useState<{
    key: string;
    data?: TrackedOrder;
    error?: Error;
    loading: boolean;
  }>({ key: "", loading: false });
  const key = id && token ? `${id} ${token} ${ownerProof ?? ""}` : "";
  const dataRef = useRef<TrackedOrder | undefined>(undefined);
  dataRef.current = state.key === key ? state.data : undefined;
  // Only the latest read answers: an older one arriving late is dropped.
  const reads = useRef(0);

  const read = useCallback(async () => {
    if (!id || !token) return;
    const read = ++reads.current;
    setState((current) =>
      current.key === key ? { ...current, loading: true } : { key, loading: true },
    );
    try {
      const order = await getOrder({ id, accessToken: token, ownerProof });
      if (read === reads.current) setState({ key, data: order, loading: false });
    } catch (error) {
      if (read !== reads.current) return;
      setState((current) => ({
        key,
        data: current.key === key ? current.data : undefined,
        error: error instanceof Error ? error : new Error(String(error)),
        loading: false,
      }));
    }
  }, [id, token, ownerProof, key]);

  useEffect(() => {
    if (!id) return;
    void read();
    return listen(id, (status) => {
      if (status === undefined || dataRef.current?.status !== status) void read();
    });
  }, [id, read]);

  const current = state.key === key ? state : undefined;
  return {
    data: current?.data,
    error: current?.error,
    refetch: read,
    isRefetching: Boolean(current?.loading && (current.data || current.error)),
  };
}

/** How often "Meus pedidos" reads again an order that is still under way. */
export const ORDERS_REFRESH_MS = 20_000;

const isOver = (status: OrderStatus | undefined) =>
  status === "delivered" || status === "cancelled";

/**
 * The server's copies of this browser's orders, for their live status, by id: each is read
 * once, and again every ORDERS_REFRESH_MS while it is under way and the page is in view (no
 * reads while the tab is hidden; one at once when it shows again, or comes back from the
 * back/forward cache). A list of a few orders costs a few small requests.
 */
export function useOrders(
  orders: readonly (OrderAccess & { status: OrderStatus })[],
): ReadonlyMap<string, TrackedOrder> {
  const [copies, setCopies] = useState<ReadonlyMap<string, TrackedOrder>>(new Map());
  const latest = useRef(orders);
  latest.current = orders;
  const copiesRef = useRef(copies);
  copiesRef.current = copies;
  const ids = orders.map((order) => `${order.id} ${order.accessToken}`).join();

  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` says when the list changed
  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const readAll = async (all: boolean) => {
      clearTimeout(timer);
      const due = latest.current.filter(
        (order) => all || !isOver(copiesRef.current.get(order.id)?.status ?? order.status),
      );
      const answers = await Promise.all(due.map((order) => getOrder(order).catch(() => undefined)));
      if (stopped) return;
      setCopies((current) => {
        const next = new Map(current);
        for (const answer of answers) if (answer) next.set(answer.id, answer);
        return next;
      });
      schedule();
    };
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState === "hidden") return;
      timer = setTimeout(() => void readAll(false), ORDERS_REFRESH_MS);
    };
    const onVisible = () => {
      if (document.visibilityState === "visible") void readAll(false);
      else clearTimeout(timer);
    };
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) void readAll(false);
    };
    void readAll(true);
    document.addEventListener("visibilitychange", onVisible);
    window.addEventListener("pageshow", onShow);
    return () => {
      stopped = true;
      clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
      window.removeEventListener("pageshow", onShow);
    };
  }, [ids]);

  return copies;
}

/**
 * The order as this browser keeps it ("Meus pedidos"): without the history, which the page
 * reads fresh each time, so localStorage holds only what the list shows. The owner proof stays:
 * the server gives it back only to the device that sent it.
 */
export function orderToKeep({
  statusHistory: _readFresh,
  ...order
}: CustomerOrderView & Partial<Pick<TrackedOrder, "statusHistory">>): CustomerOrderView {
  return order;
}
