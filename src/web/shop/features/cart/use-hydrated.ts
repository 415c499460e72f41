import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False on the server and in the render that hydrates, true after. The cart lives in this
 * browser's storage: the server renders an island's frame without it, the hydrating render must
 * be that same frame, and the cart (or its absence) shows from the next render on.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}
