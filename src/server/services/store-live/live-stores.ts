import type { Database } from "#server/db/client.ts";
import { daysSeenFrom } from "#server/services/sales/store-days.ts";
import { shopDate } from "#shared/shop-calendar.ts";
import { isStoreOpen } from "#shared/store-hours.ts";
import {
  type LiveStore,
  type LiveStores,
  type LiveStoresQuery,
  type LiveStoresTotals,
  STORE_ATTENTION,
  storeAttention,
} from "#shared/store-live.ts";
import { type StoreFigures, storeFigures } from "./store-figures.ts";

function toLiveStore(row: StoreFigures, now: Date): LiveStore {
  const facts = {
    isActive: row.isActive,
    isOpen: isStoreOpen(row, now),
    panelConnected: (row.panelCount ?? 0) > 0,
    waitingCount: row.waitingCount ?? 0,
    lateCount: row.lateCount ?? 0,
  };
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    state: row.state,
    isActive: row.isActive,
    isOpen: facts.isOpen,
    acceptsOrders: row.acceptsOrders,
    panelCount: row.panelCount ?? 0,
    panelSeenAt: row.panelSeenAt?.toISOString() ?? null,
    waitingCount: facts.waitingCount,
    oldestWaitingAt: row.oldestWaitingAt?.toISOString() ?? null,
    lateCount: facts.lateCount,
    lateAfterMinutes: row.lateAfterMinutes,
    heldUnits: row.heldUnits ?? 0,
    todayOrderCount: row.todayOrderCount ?? 0,
    todaySalesCents: row.todaySalesCents ?? 0,
    attention: storeAttention(facts),
  };
}

const rank = (store: LiveStore) => STORE_ATTENTION.indexOf(store.attention);
/** ISO timestamps (all UTC) compare as text; a store with nothing waiting sorts last. */
const oldest = (store: LiveStore) => store.oldestWaitingAt ?? "~";
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** One collator for the whole sort: localeCompare with options builds one per comparison. */
const numericIds = new Intl.Collator("en", { numeric: true });

/**
 * What needs attention first (STORE_ATTENTION's order); within a kind, the order that has
 * waited longest first, then the store's id (the order HQ knows the stores by).
 */
export function byAttention(a: LiveStore, b: LiveStore): number {
  return rank(a) - rank(b) || byText(oldest(a), oldest(b)) || numericIds.compare(a.id, b.id);
}

function totalsOf(stores: readonly LiveStore[]): LiveStoresTotals {
  const sum = (figure: (store: LiveStore) => number) =>
    stores.reduce((total, store) => total + figure(store), 0);
  return {
    storeCount: stores.length,
    openCount: sum((store) => (store.isOpen ? 1 : 0)),
    connectedCount: sum((store) => (store.panelCount > 0 ? 1 : 0)),
    waitingCount: sum((store) => store.waitingCount),
    lateCount: sum((store) => store.lateCount),
    heldUnits: sum((store) => store.heldUnits),
    todayOrderCount: sum((store) => store.todayOrderCount),
    todaySalesCents: sum((store) => store.todaySalesCents),
  };
}

/** HQ's "Lojas ao vivo": every store (of one state, if asked) now, what needs attention first. */
export async function liveStores(
  db: Database,
  now: Date,
  query: LiveStoresQuery,
): Promise<LiveStores> {
  const today = shopDate(now);
  // Each store's today is its own clock's date (decision 029).
  const rows = await storeFigures(
    db,
    now,
    daysSeenFrom(now, (date) => ({ from: date, to: date })),
  );
  const states = [...new Set(rows.map((row) => row.state))].sort();
  const stores = rows
    .filter((row) => query.state === undefined || row.state === query.state)
    .map((row) => toLiveStore(row, now))
    .sort(byAttention);
  return { at: now.toISOString(), day: today, states, totals: totalsOf(stores), stores };
}
