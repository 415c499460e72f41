import { Volume2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { cn } from "#web/panel/features/ui/cn.ts";
import { unlockAudio } from "./notification-sound.ts";
import { useSoundOn } from "./sound-preference.ts";

/**
 * Browsers let a page make sound only once someone has touched it. Any gesture anywhere on the
 * page counts (a touch's pointerdown and touchend, a key): each one also starts the audio, which
 * some browsers allow only from inside a gesture. Nothing here changes the sound preference.
 */
const GESTURES = ["pointerdown", "pointerup", "touchend", "keydown", "click"] as const;

function subscribe(listener: () => void): () => void {
  const gesture = () => {
    unlockAudio();
    listener();
  };
  for (const event of GESTURES) {
    document.addEventListener(event, gesture, { passive: true, capture: true });
  }
  return () => {
    for (const event of GESTURES) document.removeEventListener(event, gesture, { capture: true });
  };
}

const activated = () => navigator.userActivation?.hasBeenActive ?? true;

/**
 * A board opened (or reloaded) without a touch is silent: the alarm could not be heard. Until
 * someone touches the page, this says so. It is not a button, and once touched it only turns
 * invisible, keeping its place: a hint that vanished under a finger moved the toolbar, and the
 * tap meant for one control landed on the next (it muted the alarm).
 */
export function SoundUnlock({
  compact = false,
  className,
}: {
  compact?: boolean;
  className?: string;
}) {
  const on = useSoundOn();
  const ready = useSyncExternalStore(subscribe, activated, () => true);
  const shown = on && !ready;
  return (
    <p
      aria-hidden={!shown}
      data-testid="sound-unlock"
      className={cn(
        "flex h-9 shrink-0 items-center gap-2 rounded-full bg-amber-300 px-3 font-bold text-ink shadow-sm",
        compact ? "text-xs" : "text-sm",
        !shown && "invisible",
        className,
      )}
    >
      <Volume2 className="size-4" aria-hidden="true" />
      Toque na tela para ativar o som
    </p>
  );
}
