import { type Database, databaseNotifications } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { type AppEvent, EVENTS_CHANNEL, parseAppEvent } from "./app-events.ts";

export interface EventHandlers {
  onEvent(event: AppEvent): void;
  /** Events may have been missed (the listening connection was lost): read the state again. */
  onResync?(): void;
  /** No more events will come (the server is shutting down). */
  onClose?(): void;
}

/** The longest part of a refused payload a warning quotes. */
const QUOTED_PAYLOAD_CHARS = 200;

/**
 * Hears every event published by any instance on this database. Resolves once subscribed, so
 * whatever is read from the database afterwards cannot miss a later change; the function it
 * gives unsubscribes. A payload that is not an event is never handed on, and is logged as a
 * warning on `logger`: an event nobody hears is a screen that stays stale.
 */
export function subscribeToEvents(
  db: Database,
  handlers: EventHandlers,
  logger: Logger,
): Promise<() => Promise<void>> {
  return databaseNotifications(db).listen(EVENTS_CHANNEL, {
    onPayload(payload) {
      const parsed = parseAppEvent(payload);
      if (parsed.ok) handlers.onEvent(parsed.event);
      else warnOfRefusedPayload(logger, payload, parsed.reason);
    },
    onReconnect: () => handlers.onResync?.(),
    onClose: () => handlers.onClose?.(),
  });
}

/**
 * The refused payload each logger last warned of, while the notification is handed to every
 * subscriber (one synchronous loop): one warning per notification, not one per open stream.
 */
const lastWarned = new WeakMap<Logger, string>();

function warnOfRefusedPayload(logger: Logger, payload: string, reason: string): void {
  if (lastWarned.get(logger) === payload) return;
  lastWarned.set(logger, payload);
  queueMicrotask(() => {
    if (lastWarned.get(logger) === payload) lastWarned.delete(logger);
  });
  logger.warn(
    {
      channel: EVENTS_CHANNEL,
      reason,
      payload: payload.slice(0, QUOTED_PAYLOAD_CHARS),
      payloadLength: payload.length,
    },
    "live events: a notification that is not a known event was ignored",
  );
}
