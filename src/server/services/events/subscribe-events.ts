import { type Database, databaseNotifications } from "#server/db/client.ts";
import { type AppEvent, EVENTS_CHANNEL, parseAppEvent } from "./app-events.ts";

export interface EventHandlers {
  onEvent(event: AppEvent): void;
  /** Events may have been missed (the listening connection was lost): read the state again. */
  onResync?(): void;
  /** No more events will come (the server is shutting down). */
  onClose?(): void;
}

/**
 * Hears every event published by any instance on this database. Resolves once subscribed, so
 * whatever is read from the database afterwards cannot miss a later change; the function it
 * gives unsubscribes.
 */
export function subscribeToEvents(
  db: Database,
  handlers: EventHandlers,
): Promise<() => Promise<void>> {
  return databaseNotifications(db).listen(EVENTS_CHANNEL, {
    onPayload(payload) {
      const event = parseAppEvent(payload);
      if (event) handlers.onEvent(event);
    },
    onReconnect: () => handlers.onResync?.(),
    onClose: () => handlers.onClose?.(),
  });
}
