import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { toast } from "#web/lib/toast.ts";
import { refreshOrders } from "./api.ts";
import { playNewOrderSound } from "./notification-sound.ts";
import {
  type ConnectionState,
  connectionState,
  type StaffStreamMessage,
  subscribeToConnectionState,
  subscribeToOrderStream,
} from "./order-event-source.ts";
import { isSoundOn } from "./sound-preference.ts";

/** Several components listen at once: each message's effects run once, by whichever is first. */
const handled = new WeakSet<StaffStreamMessage>();
/** An order is announced once, however many times its creation is heard. */
const announced = new Set<string>();

export const ORDERS_PATH = "/admin/pedidos";

/**
 * Keeps the admin panel live: every event refreshes the order queue's data, and a new order
 * rings, shows a toast and raises the badge, on whichever admin page is open. Returns the
 * stream's state for a "live" indicator.
 */
export function useOrderEvents(): ConnectionState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  useEffect(
    () =>
      subscribeToOrderStream((message) => {
        if (handled.has(message)) return;
        handled.add(message);
        void refreshOrders(queryClient);
        if (message.kind !== "event" || message.event.type !== "order.created") return;
        const { orderId } = message.event;
        if (announced.has(orderId)) return;
        announced.add(orderId);
        if (isSoundOn()) playNewOrderSound();
        toast.message(`Novo pedido ${orderId}`, {
          id: `new-order-${orderId}`,
          action: {
            label: "Abrir",
            onClick: () => navigate(`${ORDERS_PATH}?pedido=${encodeURIComponent(orderId)}`),
          },
        });
      }),
    [queryClient, navigate],
  );

  return useSyncExternalStore(subscribeToConnectionState, connectionState);
}
