import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import type { Logger } from "#server/logger.ts";
import { formatShortNumber } from "#shared/order-terms.ts";
import { orderTrackingPath } from "#shared/order-tracking-link.ts";
import type { PushMessage } from "#shared/push.ts";
import { slotTime } from "#shared/scheduling.ts";
import { deliverPush } from "./deliver-push.ts";
import { isAllowedPushEndpoint } from "./push-endpoints.ts";
import type { PushSettings } from "./push-settings.ts";
import { deletePushSubscription } from "./push-subscriptions.ts";

interface DueReminder {
  id: string;
  access_token: string;
  short_number: number;
  store_name: string;
  time_zone: string;
  scheduled_ms: number;
}

/** "Lembrete: sua encomenda é amanhã, às 15:00 · Frosty Boa Viagem". */
export function reminderMessage(order: {
  id: string;
  accessToken: string;
  shortNumber: number;
  storeName: string;
  timeZone: string;
  scheduledFor: Date;
}): PushMessage {
  return {
    title: `Pedido ${formatShortNumber(order.shortNumber)}`,
    body: `Lembrete: sua encomenda é amanhã, às ${slotTime(order.scheduledFor, order.timeZone)} · ${order.storeName}`,
    url: orderTrackingPath(order.id, order.accessToken),
    tag: `pedido-${order.id}-lembrete`,
  };
}

/**
 * Sends the day-before reminder of the encomendas whose slot is 24 hours away, to the
 * browsers that opted in to the order's notifications. An encomenda placed less than a day
 * ahead gets none (its confirmation is fresh). Each order is claimed by the UPDATE that sets
 * its reminded_at, so one instance of the fleet sends it, once; a browser that unsubscribed
 * (404/410) is forgotten. Returns the ids reminded.
 */
export async function sendEncomendaReminders(
  deps: { db: Database; settings: PushSettings; logger: Logger },
  now: Date,
): Promise<string[]> {
  const at = now.toISOString();
  const claimed = (
    (await deps.db.execute(sql`
      update orders as o set reminded_at = ${at}::timestamptz
      from stores as s
      where s.id = o.store_id and o.status = 'scheduled' and o.reminded_at is null
        and o.scheduled_for - interval '24 hours' <= ${at}::timestamptz
        and o.created_at <= o.scheduled_for - interval '24 hours'
      returning o.id, o.access_token, o.short_number, s.name as store_name, s.time_zone,
        floor(extract(epoch from o.scheduled_for) * 1000)::float8 as scheduled_ms`)) as unknown as {
      rows: DueReminder[];
    }
  ).rows;
  if (claimed.length === 0) return [];
  const subscriptions = (
    (await deps.db.execute(sql`
      select id, order_id, endpoint, p256dh, auth from push_subscriptions
      where order_id = any(${sql.param(claimed.map((row) => row.id))}::text[])`)) as unknown as {
      rows: { id: number; order_id: string; endpoint: string; p256dh: string; auth: string }[];
    }
  ).rows;
  const byId = new Map(claimed.map((row) => [row.id, row]));
  await Promise.all(
    subscriptions.map(async (subscription) => {
      const order = byId.get(subscription.order_id);
      if (!order || !isAllowedPushEndpoint(subscription.endpoint, deps.settings)) return;
      const message = reminderMessage({
        id: order.id,
        accessToken: order.access_token,
        shortNumber: Number(order.short_number),
        storeName: order.store_name,
        timeZone: order.time_zone,
        scheduledFor: new Date(Number(order.scheduled_ms)),
      });
      const outcome = await deliverPush(subscription, message, order.id, deps.settings);
      if (outcome.kind === "gone") await deletePushSubscription(deps.db, Number(subscription.id));
      else if (outcome.kind === "failed") {
        deps.logger.warn(
          { origin: new URL(subscription.endpoint).origin, status: outcome.status },
          "push: the push service did not take an encomenda's reminder",
        );
      }
    }),
  );
  return claimed.map((row) => row.id);
}
