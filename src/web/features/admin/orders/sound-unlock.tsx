import { Volume2 } from "lucide-react";
import { useSyncExternalStore } from "react";
import { playNewOrderSound } from "./notification-sound.ts";
import { useSoundOn } from "./sound-preference.ts";

/** Browsers let a page make sound only once someone has touched it (a click, a key). */
function subscribe(listener: () => void): () => void {
  const events = ["pointerdown", "pointerup", "keydown", "click"] as const;
  for (const event of events) window.addEventListener(event, listener, { passive: true });
  return () => {
    for (const event of events) window.removeEventListener(event, listener);
  };
}

const activated = () => navigator.userActivation?.hasBeenActive ?? true;

/**
 * A board opened (or reloaded) without a touch is silent: the alarm could not be heard. Until
 * someone touches the page, this says so, and the touch on it plays the chime as a test.
 */
export function SoundUnlock() {
  const on = useSoundOn();
  const ready = useSyncExternalStore(subscribe, activated, () => true);
  if (!on || ready) return null;
  return (
    <button
      type="button"
      onClick={() => playNewOrderSound()}
      className="flex items-center gap-2 rounded-full bg-amber-300 px-3 py-1 font-bold text-ink text-sm shadow-sm hover:bg-amber-200"
    >
      <Volume2 className="size-4" aria-hidden="true" />
      Toque aqui para ativar o som
    </button>
  );
}
