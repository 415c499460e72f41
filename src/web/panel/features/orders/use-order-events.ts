import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useSyncExternalStore } from "react";
import { useNavigate } from "react-router";
import { formatShortNumber } from "#shared/order-terms.ts";
import type { StaffStore } from "#shared/staff-auth-schemas.ts";
import { toast } from "#web/lib/toast.ts";
import {
  type ConnectionState,
  connectionState,
  type StaffStreamMessage,
  subscribeToConnectionState,
  subscribeToOrderStream,
} from "#web/panel/features/order-event-source.ts";
import { adminOrderQueries, refreshOrders } from "./api.ts";
import { isConfirmedHere, ringFor, stopAllRinging, stopRinging } from "./new-order-alarm.ts";
import { arrivalOf, type Heard } from "./order-arrival.ts";
import { notifyNewOrder } from "./order-notifications.ts";
import { paidByBank } from "./pix-automatic-facts.ts";

/** Several components listen at once: each message's effects run once, by whichever is first. */
const handled = new WeakSet<StaffStreamMessage>();
/** An order is announced once, however many times its creation is heard. */
const announced = new Set<string>();
/** How many events each order has had: an answer read before the latest one is out of date. */
const heardOf = new Map<string, number>();
const eventsOf = (orderId: string) => heardOf.get(orderId) ?? 0;
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
 * A Pix order is new for the kitchen when "Pix recebido", or the bank itself (Pix automático),
 * moves it to Pendente: placed and unpaid it only gets a quiet toast (order-arrival.ts).
 * `stores` names the stores the notification can name. Returns the stream's state for a
 * "live" indicator.
 */
export function useOrderEvents(stores: readonly StaffStore[] = []): ConnectionState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const storesRef = useRef(stores);
  storesRef.current = stores;

  useEffect(() => {
    /**
     * Whether the kitchen should hear of the order now, read from the order itself (the
     * stream's events carry ids and statuses only): null for nothing to say, or when the order
     * was moved or opened while it was being read (what was read is out of date).
     */
    const arrivalFor = async (
      event: { orderId: string; shortNumber?: number },
      heard: Heard,
    ): Promise<{
      kind: "ring" | "awaiting_payment";
      shortNumber: number;
      bank: boolean;
      /** An encomenda's slot ("15:00"): it entered the queue because its time came. */
      slotTime: string | null;
    } | null> => {
      const asked = eventsOf(event.orderId);
      try {
        const order = await queryClient.fetchQuery(adminOrderQueries.detail(event.orderId));
        if (eventsOf(event.orderId) !== asked) return null;
        const kind = arrivalOf(order, heard);
        return kind === "none"
          ? null
          : {
              kind,
              shortNumber: order.shortNumber,
              bank: paidByBank(order.pixAutomatic),
              slotTime: order.schedule?.time ?? null,
            };
      } catch {
        // Unreadable just now: a new order rings rather than risk going unheard.
        if (eventsOf(event.orderId) !== asked || event.shortNumber === undefined) return null;
        return { kind: "ring", shortNumber: event.shortNumber, bank: false, slotTime: null };
      }
    };

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
      heardOf.set(event.orderId, eventsOf(event.orderId) + 1);
      if (event.type === "order.seen") {
        // Opened by someone: it has been dealt with.
        stopRinging(event.orderId);
        return;
      }
      if (event.type === "order.updated") {
        // Moved by someone: dealt with, unless it just reached Pendente from waiting for its
        // Pix, which makes it new for the kitchen (not where this screen confirmed it).
        stopRinging(event.orderId);
        if (event.status !== "pending" || isConfirmedHere(event.orderId)) return;
      }
      if (announced.has(event.orderId)) return;
      const heard: Heard = event.type === "order.created" ? "created" : "pending";
      void arrivalFor(event, heard).then((arrival) => {
        if (!arrival || announced.has(event.orderId)) return;
        const shortNumber = formatShortNumber(arrival.shortNumber);
        const store = storesRef.current.find((candidate) => candidate.id === event.storeId);
        const open = () => navigate(orderPath(event.orderId));
        if (arrival.kind === "awaiting_payment") {
          // Nothing to make yet: said once, quietly; it rings when the Pix is confirmed.
          toast.message(`Pedido ${shortNumber} aguardando Pix`, {
            id: `awaiting-payment-${event.orderId}`,
            description: "Confira o extrato do banco antes de confirmar o pagamento.",
            action: { label: "Abrir", onClick: open },
          });
          return;
        }
        announced.add(event.orderId);
        ringFor(event.orderId);
        const title = `Novo pedido ${shortNumber}`;
        // Pix automático: the bank confirmed it, and nobody at the store tapped anything.
        // An encomenda whose time came: for when it is, rather than how it was paid.
        const paid =
          heard !== "pending"
            ? ""
            : arrival.slotTime
              ? `Encomenda para ${arrival.slotTime} · `
              : arrival.bank
                ? "Pix confirmado pelo banco · "
                : "Pix recebido · ";
        toast.message(title, {
          id: `new-order-${event.orderId}`,
          description: `${paid}${store ? `${store.name} · ${event.orderId}` : event.orderId}`,
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
    });
    return () => {
      unsubscribe();
      listening -= 1;
      if (listening === 0) stopAllRinging();
    };
  }, [queryClient, navigate]);

  return useSyncExternalStore(subscribeToConnectionState, connectionState);
}
