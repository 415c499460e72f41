import { Bell, BellOff } from "lucide-react";
import type { ConnectionState } from "#web/features/admin/order-event-source.ts";
import { cn } from "#web/lib/utils.ts";
import { setSoundOn, useSoundOn } from "./sound-preference.ts";

const STATE_LABELS: Record<ConnectionState, string> = {
  connecting: "Conectando...",
  live: "Ao vivo",
  reconnecting: "Reconectando...",
};

/** Whether new orders are arriving by themselves right now. */
export function LiveIndicator({ state }: { state: ConnectionState }) {
  return (
    <p
      role="status"
      data-testid="live-status"
      className="flex items-center gap-2 rounded-full bg-white px-3 py-1 font-semibold text-sm shadow-sm"
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-2.5 rounded-full",
          state === "live" ? "bg-green-600" : "animate-pulse bg-amber-500",
        )}
      />
      {STATE_LABELS[state]}
    </p>
  );
}

/** Switches the new-order chime on or off (clicking also lets the browser play it). */
export function SoundToggle() {
  const on = useSoundOn();
  const Icon = on ? Bell : BellOff;
  return (
    <button
      type="button"
      aria-pressed={on}
      onClick={() => setSoundOn(!on)}
      className="flex items-center gap-2 rounded-full bg-white px-3 py-1 font-semibold text-sm shadow-sm hover:bg-brand-50"
    >
      <Icon className="size-4" aria-hidden="true" />
      Som de novos pedidos
    </button>
  );
}
