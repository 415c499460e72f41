import { useSyncExternalStore } from "react";
import { playNewOrderSound } from "./notification-sound.ts";
import { isSoundOn } from "./sound-preference.ts";

/** The chime comes back this often while a new order waits for someone to open it. */
export const ALARM_REPEAT_MS = 4_000;

/**
 * The new-order alarm: every order announced live rings at once and again every few seconds
 * until someone (on any screen) opens it or moves it. A Pix order rings when its payment is
 * confirmed, by staff or by the bank (it reaches Pendente), not while it awaits the money
 * (order-arrival.ts). The badge and the tab title say how many wait; this makes sure a busy
 * counter hears it.
 */
const ringing = new Set<string>();
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function changed(): void {
  if (ringing.size > 0 && !timer) {
    timer = setInterval(() => {
      if (isSoundOn()) playNewOrderSound();
    }, ALARM_REPEAT_MS);
  } else if (ringing.size === 0 && timer) {
    clearInterval(timer);
    timer = null;
  }
  for (const listener of listeners) listener();
}

/** A new order: ring now, and keep ringing. */
export function ringFor(orderId: string): void {
  if (ringing.has(orderId)) return;
  ringing.add(orderId);
  if (isSoundOn()) playNewOrderSound();
  changed();
}

/** Someone opened or moved the order: its alarm stops. */
export function stopRinging(orderId: string): void {
  if (ringing.delete(orderId)) changed();
}

/** Nothing waits any more (or the panel closed). */
export function stopAllRinging(): void {
  if (ringing.size === 0) return;
  ringing.clear();
  changed();
}

/**
 * Orders whose Pix this screen is confirming ("Pix recebido"): they reach Pendente without
 * ringing here, where someone has just dealt with them; other screens ring.
 */
const confirmedHere = new Set<string>();

/** This screen sends "Pix recebido" for the order (`on`), or the confirmation failed. */
export function confirmingHere(orderId: string, on: boolean): void {
  if (on) confirmedHere.add(orderId);
  else confirmedHere.delete(orderId);
}

export function isConfirmedHere(orderId: string): boolean {
  return confirmedHere.has(orderId);
}

/** How many new orders ring now. */
export function useRingingCount(): number {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    () => ringing.size,
  );
}
