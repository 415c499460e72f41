import { BellRing } from "lucide-react";
import { askForNotifications, useNotificationState } from "./order-notifications.ts";

/** One size whatever it says: the controls beside it never move. */
const pill =
  "flex h-9 w-56 items-center justify-center gap-2 rounded-full bg-white px-3 font-semibold text-sm shadow-sm";

/**
 * Asks, with a click (browsers ask only then), to show new orders as system notifications
 * while the panel's tab is in the background; then says whether they are on.
 */
export function NotificationToggle() {
  const state = useNotificationState();
  if (state === "unsupported") return null;
  if (state === "granted") {
    return (
      <p className={pill}>
        <BellRing className="size-4 text-green-700" aria-hidden="true" />
        Notificações ativas
      </p>
    );
  }
  if (state === "denied") {
    return <p className={`${pill} text-muted`}>Notificações bloqueadas</p>;
  }
  return (
    <button
      type="button"
      onClick={() => void askForNotifications()}
      className={`${pill} hover:bg-brand-50`}
    >
      <BellRing className="size-4" aria-hidden="true" />
      Ativar notificações
    </button>
  );
}
