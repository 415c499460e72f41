import { useSyncExternalStore } from "react";

/** Waiting times on the board move on by the minute: a tick every 15 s keeps them honest. */
const TICK_MS = 15_000;

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const notify of listeners) notify();
    }, TICK_MS);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The current time, shared by every card on screen (one timer, however many cards), so the
 * waiting times and late marks change together.
 */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}
