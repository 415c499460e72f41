import { onlineManager } from "@tanstack/react-query";
import { Bell, BellOff, WifiOff } from "lucide-react";
import { useSyncExternalStore } from "react";
import type { ConnectionState } from "#web/panel/features/order-event-source.ts";
import { cn } from "#web/panel/features/ui/cn.ts";
import { setSoundOn, useSoundOn } from "./sound-preference.ts";

const STATE_LABELS: Record<ConnectionState, string> = {
  connecting: "Conectando...",
  live: "Ao vivo",
  reconnecting: "Reconectando...",
};

export const OFFLINE_LABEL = "Sem internet — as mudanças vão quando voltar";

/**
 * Whether the device has a connection, as the board's queries and status changes see it (they
 * wait while it has none, and go when it comes back).
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => onlineManager.subscribe(listener),
    () => onlineManager.isOnline(),
    () => true,
  );
}

/**
 * Whether new orders are arriving by themselves right now. Offline, never "Ao vivo": the stream
 * may not have noticed yet, and what staff change is queued until the connection is back.
 */
export function LiveIndicator({ state }: { state: ConnectionState }) {
  const online = useOnline();
  return (
    <p
      role="status"
      data-testid="live-status"
      className={cn(
        // One size whatever it says: the offline words wrap inside it.
        "flex h-9 w-64 shrink-0 items-center gap-2 rounded-full bg-white px-3 font-semibold text-sm shadow-sm",
        !online && "bg-red-700 text-white text-xs leading-tight",
      )}
    >
      {online ? (
        <span
          aria-hidden="true"
          className={cn(
            "size-2.5 shrink-0 rounded-full",
            state === "live" ? "bg-green-600" : "animate-pulse bg-amber-500",
          )}
        />
      ) : (
        <WifiOff className="size-4 shrink-0" aria-hidden="true" />
      )}
      {online ? STATE_LABELS[state] : OFFLINE_LABEL}
    </p>
  );
}

/**
 * Switches the new-order chime on or off. Its width is the same either way (nothing beside it
 * moves), and off is loud: "Som desligado", in red.
 */
export function SoundToggle() {
  const on = useSoundOn();
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      role="switch"
      aria-checked={on}
      onClick={() => setSoundOn(!on)}
      className={cn(
        "flex h-9 w-44 shrink-0 items-center justify-center gap-2 whitespace-nowrap rounded-full px-3 font-semibold text-sm shadow-sm",
        on ? "bg-white hover:bg-brand-50" : "bg-red-700 font-bold text-white hover:bg-red-800",
      )}
    >
      <Icon className="size-4" aria-hidden="true" />
      {on ? "Som ligado" : "Som desligado"}
    </button>
  );
}
