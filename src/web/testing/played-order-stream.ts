/**
 * The staff stream, played by a test: stands in for order-event-source.ts with
 * `vi.mock("#web/panel/features/order-event-source.ts", () => import("#web/testing/played-order-stream.ts"))`,
 * and what the test sends (sendOrderEvent) reaches the screens as the server's events would.
 */
import { act } from "@testing-library/react";
import type { OrderEvent } from "#shared/order-events.ts";

/** The stream's event message, as order-event-source.ts hands it on (web/testing imports no app). */
type StaffStreamMessage = { kind: "event"; event: OrderEvent };

const listeners = new Set<(message: StaffStreamMessage) => void>();

export function subscribeToOrderStream(listener: (message: StaffStreamMessage) => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export const subscribeToConnectionState = () => () => undefined;

export const connectionState = () => "live" as const;

/** One event, as the server would send it, to every screen listening. */
export function sendOrderEvent(event: OrderEvent): void {
  const message: StaffStreamMessage = { kind: "event", event };
  act(() => {
    for (const listener of listeners) listener(message);
  });
}
