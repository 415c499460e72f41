import { useSyncExternalStore } from "react";
import { authClient } from "./auth-client.ts";

/**
 * Signing out of the panel. While the sign-out is on its way the panel shows no screen and no
 * menu: the board, its badge and their live stream stop first, so nothing asks the server for
 * staff data with a session that is ending (each such request was a 401 in the console, set off
 * by a stream message arriving as the session ended). Once out, the layout leaves for /login.
 */
export type SignOutState = "signed-in" | "signing-out" | "signed-out";

let state: SignOutState = "signed-in";
const listeners = new Set<() => void>();

function setState(next: SignOutState): void {
  if (state === next) return;
  state = next;
  for (const listener of listeners) listener();
}

export function useSignOutState(): SignOutState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => "signed-in",
  );
}

/** Signs out; false when it failed (the panel is back as it was, still signed in). */
export async function signOutOfPanel(): Promise<boolean> {
  setState("signing-out");
  const { error } = await authClient.signOut().catch(() => ({ error: true }));
  setState(error ? "signed-in" : "signed-out");
  return !error;
}

/** The login page is showing: the next panel opened starts as usual. */
export function signOutDone(): void {
  setState("signed-in");
}
