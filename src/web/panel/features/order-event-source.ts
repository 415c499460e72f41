import {
  ORDER_EVENT_TYPES,
  type OrderEvent,
  orderEventSchema,
  type StaffStreamReady,
} from "#shared/order-events.ts";

/** What the staff stream says, as the screens use it. */
export type StaffStreamMessage =
  /** (Re)connected: anything may have changed while the stream was down. */
  | { kind: "ready"; unseenCount: number }
  | { kind: "event"; event: OrderEvent }
  /** The server may have missed events: read everything again. */
  | { kind: "resync" };

export type ConnectionState = "connecting" | "live" | "reconnecting";

const STREAM_URL = "/api/admin/orders/events";
/** After a refusal (an expired session, say) EventSource gives up; this tries again. */
const REOPEN_AFTER_MS = 10_000;

/**
 * One EventSource for the whole admin panel, however many components listen (the menu's badge,
 * the board): opened with the first listener, closed with the last.
 */
const listeners = new Set<(message: StaffStreamMessage) => void>();
const stateListeners = new Set<() => void>();
let source: EventSource | null = null;
let reopenTimer: ReturnType<typeof setTimeout> | null = null;
let state: ConnectionState = "connecting";

function setState(next: ConnectionState): void {
  if (state === next) return;
  state = next;
  for (const listener of stateListeners) listener();
}

function dispatch(message: StaffStreamMessage): void {
  for (const listener of [...listeners]) listener(message);
}

function open(): void {
  setState(state === "live" ? "reconnecting" : state);
  const stream = new EventSource(STREAM_URL);
  source = stream;
  stream.addEventListener("ready", (message) => {
    setState("live");
    const ready = JSON.parse(message.data) as StaffStreamReady;
    dispatch({ kind: "ready", unseenCount: ready.unseenCount });
  });
  for (const type of ORDER_EVENT_TYPES) {
    stream.addEventListener(type, (message) => {
      const parsed = orderEventSchema.safeParse(JSON.parse(message.data));
      if (parsed.success) dispatch({ kind: "event", event: parsed.data });
    });
  }
  stream.addEventListener("resync", () => dispatch({ kind: "resync" }));
  stream.addEventListener("error", () => {
    setState("reconnecting");
    // CLOSED: the server refused the stream; EventSource will not retry by itself.
    if (stream.readyState === EventSource.CLOSED && listeners.size > 0) {
      stream.close();
      reopenTimer = setTimeout(() => {
        reopenTimer = null;
        if (listeners.size > 0) open();
      }, REOPEN_AFTER_MS);
    }
  });
}

function close(): void {
  if (reopenTimer) clearTimeout(reopenTimer);
  reopenTimer = null;
  source?.close();
  source = null;
  setState("connecting");
}

export function subscribeToOrderStream(listener: (message: StaffStreamMessage) => void) {
  listeners.add(listener);
  if (!source && !reopenTimer) open();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) close();
  };
}

export function subscribeToConnectionState(listener: () => void) {
  stateListeners.add(listener);
  return () => {
    stateListeners.delete(listener);
  };
}

export function connectionState(): ConnectionState {
  return state;
}
