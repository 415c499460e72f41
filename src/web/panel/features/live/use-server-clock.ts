import { useEffect, useState } from "react";

/** How often the waits on screen move on between two reads. */
const TICK_MS = 30_000;

/**
 * The server's "now", moving: the answer's own time (`at`) plus the time since it arrived, so
 * waits are the server's, whatever the device's clock says.
 */
export function useServerClock(at: string | undefined, receivedAt: number): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  if (at === undefined) return Date.now();
  return Date.parse(at) + Math.max(0, Date.now() - receivedAt);
}
