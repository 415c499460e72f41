import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { formatShortNumber } from "#shared/order-terms.ts";
import type { StaffStore } from "#shared/staff-auth-schemas.ts";
import { toast } from "#web/lib/toast.ts";
import { refreshOrders } from "./api.ts";
import { ringFor, stopAllRinging, stopRinging } from "./new-order-alarm.ts";
import {
  type ConnectionState,
  connectionState,
  type StaffStreamMessage,
  subscribeToConnectionState,
  subscribeToOrderStream,
} from "./order-event-source.ts";
import { notifyNewOrder } from "./order-notifications.ts";

/** Several components listen at once: each message's effects run once, by whichever is first. */
const handled = new WeakSet<StaffStreamMessage>();
/** An order is announced once, however many times its creation is heard. */
const announced = new Set<string>();
/** How many mounted components listen: the last one gone (the panel left) silences the alarm. */
let listening = 0;

export const ORDERS_PATH = "/admin/pedidos";

/** The board with this order open. */
export const orderPath = (orderId: string) =>
  `${ORDERS_PATH}?pedido=${encodeURIComponent(orderId)}`;

/**
 * Keeps the admin panel live: every event refreshes the order queue's data, and a new order
 * rings (again and again until someone opens it), shows a toast and raises the badge, on
 * whichever admin page is open, and a system notification when the tab is in the background.
 * `stores` names the stores the notification can name. Returns the stream's state for a
 * "live" indicator.
 */
export function useOrderEvents(stores: readonly StaffStore[] = []): ConnectionState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const storesRef = useRef(stores);
  storesRef.current = stores;

  useEffect(() => {
    listening += 1;
    const unsubscribe = subscribeToOrderStream((message) => {
      if (handled.has(message)) return;
      handled.add(message);
      void refreshOrders(queryClient);
      if (message.kind === "ready") {
        // Reconnected: whatever rang may have been opened meanwhile.
        if (message.unseenCount === 0) stopAllRinging();
        return;
      }
      if (message.kind !== "event") return;
      const { event } = message;
      if (event.type !== "order.created") {
        // Opened (seen) or moved by someone: it has been dealt with.
        stopRinging(event.orderId);
        return;
      }
      if (announced.has(event.orderId)) return;
      announced.add(event.orderId);
      ringFor(event.orderId);
      const title = `Novo pedido ${formatShortNumber(event.shortNumber)}`;
      const store = storesRef.current.find((candidate) => candidate.id === event.storeId);
      const open = () => navigate(orderPath(event.orderId));
      toast.message(title, {
        id: `new-order-${event.orderId}`,
        description: store ? `${store.name} · ${event.orderId}` : event.orderId,
        action: { label: "Abrir", onClick: open },
      });
      notifyNewOrder(
        {
          id: event.orderId,
          title,
          body: store
            ? `${store.name}: abra o painel para ver o pedido.`
            : "Abra o painel para ver o pedido.",
        },
        open,
      );
    });
    return () => {
      unsubscribe();
      listening -= 1;
      if (listening === 0) stopAllRinging();
    };
  }, [queryClient, navigate]);

  return useSyncExternalStore(subscribeToConnectionState, connectionState);
}
