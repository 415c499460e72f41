/** The chain's footprint: stores per state, 138 in all. */
export const STORES_PER_STATE: Readonly<Record<string, number>> = {
  SP: 30,
  RJ: 20,
  MG: 15,
  BA: 10,
  PR: 10,
  PE: 8,
  CE: 8,
  SC: 7,
  RS: 7,
  GO: 5,
  DF: 5,
  ES: 4,
  PA: 3,
  MA: 2,
  AM: 2,
  MT: 2,
};

export const STORE_COUNT = 138;

/** The kitchen-ticket printer paper widths a store can set. */
export const TICKET_PAPERS = ["80mm", "58mm"] as const;
export type TicketPaper = (typeof TICKET_PAPERS)[number];
/** A "Pendente" order is late after this many minutes, unless the store sets another limit. */
export const DEFAULT_LATE_AFTER_MINUTES = 5;
/**
 * A cash, card or WhatsApp order nobody at the store opened, printed or moved is cancelled
 * after this many minutes, unless the store sets another time: long enough for any store
 * that is open to see it, short enough that invented orders do not keep stock off sale.
 */
export const DEFAULT_CANCEL_UNACCEPTED_AFTER_MINUTES = 30;
export const CONTACTABLE_STORE_COUNT = 19;
export const PRODUCT_COUNT = 29;

/** Counts stores per two-letter state code. */
export function countStoresByState(stores: readonly { state: string }[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const store of stores) counts[store.state] = (counts[store.state] ?? 0) + 1;
  return counts;
}
