import { useSyncExternalStore } from "react";

/**
 * "Modo cozinha": the board alone, full screen, for the tablet at the counter. Remembered per
 * device (this browser), as the sound is: the kitchen's tablet stays in it, the manager's
 * laptop does not.
 */
const STORAGE_KEY = "frosty-admin-kitchen-mode";
const listeners = new Set<() => void>();

function isKitchenMode(): boolean {
  try {
    return localStorage.getItem(STORAGE_KEY) === "on";
  } catch {
    return false;
  }
}

/** Called from the tap itself: browsers open full screen only from a gesture. */
export function setKitchenMode(on: boolean): void {
  try {
    localStorage.setItem(STORAGE_KEY, on ? "on" : "off");
  } catch {
    // Storage refused (private mode): the choice lasts until the page closes.
  }
  toggleFullscreen(on);
  for (const listener of listeners) listener();
}

/**
 * Full screen where the browser allows it (not every tablet browser does, and a reload leaves
 * it); the board hides the panel's menu either way.
 */
function toggleFullscreen(on: boolean): void {
  try {
    if (on && !document.fullscreenElement) {
      void document.documentElement.requestFullscreen?.()?.catch(() => {});
    } else if (!on && document.fullscreenElement) {
      void document.exitFullscreen?.()?.catch(() => {});
    }
  } catch {
    // No Fullscreen API here.
  }
}

export function useKitchenMode(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    isKitchenMode,
    () => false,
  );
}
