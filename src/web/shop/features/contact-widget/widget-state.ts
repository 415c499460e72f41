import { useCallback, useState } from "react";

/** The widget's persisted flag; its only stored value is 'true'. */
export const CONTACT_CLOSED_KEY = "frosty-contact-closed";

/** Storage can be unavailable (privacy modes); the widget then works for this page view. */
function writeClosedFlag(closed: boolean): void {
  try {
    if (closed) window.localStorage.setItem(CONTACT_CLOSED_KEY, "true");
    else window.localStorage.removeItem(CONTACT_CLOSED_KEY);
  } catch {
    // Not persisted; nothing else depends on it.
  }
}

/**
 * Closed by default on first use; opening removes the stored flag, closing stores
 * 'true'; on load a stored 'true' keeps it closed. The widget never opens by itself, so every
 * load starts closed and the stored flag can only confirm that.
 */
export function useWidgetOpen() {
  const [open, setOpenState] = useState(false);

  const setOpen = useCallback((next: boolean) => {
    writeClosedFlag(!next);
    setOpenState(next);
  }, []);

  return [open, setOpen] as const;
}
