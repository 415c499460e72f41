import { useSyncExternalStore } from "react";

/** Staff can silence the new-order chime; the choice stays with this browser. */
const STORAGE_KEY = "frosty-admin-order-sound";
const listeners = new Set<() => void>();

export function isSoundOn(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
  for (const listener of listeners) listener();
}

export function useSoundOn(): boolean {
  return useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, isSoundOn);
}
