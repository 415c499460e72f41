import { useEffect, useSyncExternalStore } from "react";
import { toasterStore } from "#web/lib/toast.ts";

/** The server renders no toaster, nor does the render that hydrates its HTML. */
const noToaster = () => undefined;

/**
 * One toaster for every screen, mounted when the first toast is shown. SPEC §9: bottom-right,
 * Alt+T, up to 3 toasts, 4 s each (sonner's defaults).
 */
export function ToasterSlot() {
  const Toaster = useSyncExternalStore(toasterStore.subscribe, toasterStore.get, noToaster);
  useEffect(() => {
    // A parent's effect runs after its children's: the Toaster has subscribed by now.
    if (Toaster) toasterStore.mounted();
  }, [Toaster]);
  if (!Toaster) return null;
  return <Toaster position="bottom-right" visibleToasts={3} duration={4000} />;
}
