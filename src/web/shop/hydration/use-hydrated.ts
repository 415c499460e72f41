import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False on the server and in the render that hydrates, true after: what only the browser knows
 * (the page's address, this browser's orders) is read only then, so the server's HTML and the
 * hydrating render are the same frame.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
