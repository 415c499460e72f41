const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long an order has waited: "menos de 1 min", "4 min", "1 h 05", "2 dias". */
export function formatWait(ms: number): string {
  if (ms < MINUTE) return "menos de 1 min";
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} min`;
  if (ms < DAY) {
    const minutes = Math.floor((ms % HOUR) / MINUTE);
    return `${Math.floor(ms / HOUR)} h ${String(minutes).padStart(2, "0")}`;
  }
  const days = Math.floor(ms / DAY);
  return days === 1 ? "1 dia" : `${days} dias`;
}
