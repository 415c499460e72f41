import { reportError } from "#web/lib/report-error.ts";
import { withRetries } from "#web/lib/retry-import.ts";
import { useStorePicker } from "./store-picker-state.ts";

/**
 * The picker's dialog (Radix, the store search, 138 rows) is no page's first load: the first
 * time anything opens the picker (`openStorePicker()`, or `useStorePicker`'s `setOpen(true)`
 * from any island), its code loads and mounts on a root of its own (store-picker-root.tsx).
 * This module is loaded on every shop page by the header's store button.
 */
export function openStorePicker(): void {
  useStorePicker.getState().setOpen(true);
}

let mounted = false;

function mountOnFirstOpen(): void {
  if (mounted || !useStorePicker.getState().open) return;
  mounted = true;
  withRetries(() => import("./store-picker-root.tsx")).then(
    (module) => module.mountStorePicker(),
    (error: unknown) => {
      // Not there: the button that opened it reads as closed, and tries again next time.
      mounted = false;
      useStorePicker.setState({ open: false });
      reportError(error);
    },
  );
}

if (typeof window !== "undefined") {
  useStorePicker.subscribe(mountOnFirstOpen);
  // Opened before this module came (the home page opens it on a first visit).
  mountOnFirstOpen();
}
