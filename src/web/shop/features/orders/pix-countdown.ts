import { useEffect, useState } from "react";

/** Whole seconds left (a part of a second counts as a second: "00:01" until it is over). */
function secondsLeft(ms: number): number {
  return Math.max(0, Math.ceil(ms / 1000));
}

const twoDigits = (n: number) => String(n).padStart(2, "0");

/** The time left to pay, as a clock: 29:41, and 1:05:00 for a deadline more than an hour away. */
export function formatCountdown(ms: number): string {
  const total = secondsLeft(ms);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${hours}:${twoDigits(minutes)}:${twoDigits(seconds)}`
    : `${twoDigits(minutes)}:${twoDigits(seconds)}`;
}

/**
 * The time left, as a screen reader hears it. It changes only at minute boundaries, so a live
 * region holding it speaks once a minute, not every second.
 */
export function countdownAnnouncement(ms: number): string {
  const total = secondsLeft(ms);
  if (total === 0) return "O prazo para pagar o Pix acabou.";
  const minutes = Math.floor(total / 60);
  if (minutes === 0) return "Falta menos de 1 minuto para pagar o Pix.";
  if (minutes === 1) return "Falta 1 minuto para pagar o Pix.";
  return `Faltam ${minutes} minutos para pagar o Pix.`;
}

/** Milliseconds until `deadline` (an ISO date), read again every second until it passes. */
export function useTimeLeft(deadline: string): number {
  const end = Date.parse(deadline);
  const [now, setNow] = useState(() => Date.now());
  const left = end - now;
  const over = left <= 0;

  useEffect(() => {
    if (over) return;
    // Ticks on the second boundaries of the time left, so the clock never skips a second.
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= end) return;
      timer = setTimeout(tick, (end - current) % 1000 || 1000);
    };
    timer = setTimeout(tick, (end - Date.now()) % 1000 || 1000);
    return () => clearTimeout(timer);
  }, [end, over]);

  return left;
}
