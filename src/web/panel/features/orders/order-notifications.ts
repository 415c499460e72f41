import { useSyncExternalStore } from "react";

/**
 * System notifications (the Notification API) for new orders while the panel's tab is in the
 * background. The browser asks the staff member once, after a click on "Ativar notificações".
 */
export type NotificationState = "unsupported" | "default" | "granted" | "denied";

const listeners = new Set<() => void>();

function currentState(): NotificationState {
  if (typeof Notification === "undefined") return "unsupported";
  return Notification.permission;
}

export async function askForNotifications(): Promise<NotificationState> {
  if (typeof Notification === "undefined") return "unsupported";
  await Notification.requestPermission().catch(() => "denied");
  for (const listener of listeners) listener();
  return currentState();
}

export function useNotificationState(): NotificationState {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, currentState);
}

/**
 * "Novo pedido #042" in the system's notifications, when the tab is not the one in front (the
 * ringing and the toast are there for the one in front). A click brings the tab forward and
 * opens the order.
 */
export function notifyNewOrder(
  order: { id: string; title: string; body: string },
  open: () => void,
) {
  if (currentState() !== "granted" || document.visibilityState === "visible") return;
  try {
    const notification = new Notification(order.title, {
      body: order.body,
      tag: order.id,
      requireInteraction: true,
    });
    notification.onclick = () => {
      window.focus();
      open();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the alarm still rings.
  }
}
