import { type SQL, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { textLiteral } from "#server/db/text-literal.ts";
import type { AppEvent } from "./app-events.ts";
import { EVENTS_CHANNEL } from "./events-channel.ts";

/*
 * The one producer of the app's events: every NOTIFY on EVENTS_CHANNEL is written here, from
 * the AppEvent type. Inside a transaction PostgreSQL holds a notification until COMMIT and
 * drops it on ROLLBACK, so listeners never hear of a change they could not read yet, nor of one
 * that never happened: publish in the transaction that makes the change. The channel is a
 * literal of the text, so that a statement whose other parameters are JSON is planned once on
 * PGlite (decision 017).
 */

const channel = textLiteral(EVENTS_CHANNEL);

/** Announces an event to every instance, this one included. */
export async function publishEvent(db: Database, event: AppEvent): Promise<void> {
  await publishEvents(db, [event]);
}

/** Announces the events, in this order, in one statement. */
export async function publishEvents(db: Database, events: readonly AppEvent[]): Promise<void> {
  if (events.length === 0) return;
  // Each payload is the event's JSON text, exactly as JSON.stringify wrote it.
  const payloads = JSON.stringify(events.map((event) => JSON.stringify(event)));
  await db.execute(sql`
    select pg_notify(${channel}, payload) from jsonb_array_elements_text(${payloads}::jsonb) as payload`);
}

type AppEventType = AppEvent["type"];
type EventOfType<Type extends AppEventType> = Extract<AppEvent, { type: Type }>;

/**
 * For each field of an event of this type but `type`, the SQL expression of the statement
 * that gives its value, typed as the field is (`sql<string>\`o.id\``). A missing or an unknown
 * field does not compile.
 */
export type EventColumns<Type extends AppEventType> = {
  readonly [Field in Exclude<keyof EventOfType<Type>, "type">]-?: SQL<EventOfType<Type>[Field]>;
};

/**
 * The `pg_notify(…)` expression that announces one event of this type per row of a statement
 * that writes those rows, for a statement that must announce what it writes without another
 * round trip (the order batch's insert). It sends nothing unless the statement evaluates it:
 * put it in the statement's final select (`case when … then … end` for rows that need none).
 */
export function eventNotification<Type extends AppEventType>(
  type: Type,
  columns: EventColumns<Type>,
): SQL {
  const fields = Object.entries(columns as Record<string, SQL>).map(
    ([name, value]) => sql`, ${textLiteral(name)}, ${value}`,
  );
  return sql`pg_notify(${channel}, json_build_object('type', ${textLiteral(type)}${sql.join(fields)})::text)`;
}
