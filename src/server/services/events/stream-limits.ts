import type { Database } from "#server/db/client.ts";
import { ApiError, TooManyRequestsError } from "#server/http/errors.ts";
import { StaffStreamWatch } from "./staff-stream-watch.ts";

/**
 * How many live streams one process serves, and to whom. A stream is a connection held open
 * (about 100 KB of memory each), so they are counted in the process that holds them.
 */
export interface StreamLimits {
  /** Every stream this process holds at once, customers' and staff's together. */
  total: number;
  /**
   * Of `total`, the streams only staff may use: customers get at most `total - staffReserve`,
   * so no number of customers' streams can make the staff panel's be refused.
   */
  staffReserve: number;
  /** One staff member's streams (a tab and a kitchen screen each; every device). */
  perStaffMember: number;
  /** One order's tracking streams (its page open on a phone, a laptop, a shared link…). */
  perOrder: number;
  /**
   * Customers' streams from one client address (an IPv6 client by its /64). Generous:
   * behind a carrier's NAT many customers share one address.
   */
  perAddress: number;
  /**
   * How often the staff streams' sessions, roles and stores are checked (one query for all of
   * a process's staff streams): a signed-out or revoked one ends within about this long.
   */
  accessCheckMs: number;
}

export const STREAM_LIMITS: Readonly<StreamLimits> = {
  total: 5_000,
  staffReserve: 1_000,
  perStaffMember: 50,
  perOrder: 8,
  perAddress: 60,
  accessCheckMs: 2_000,
};

/** What a refused client is told to wait: a stream frees its place when it ends (≤ 5 min). */
export const STREAM_RETRY_AFTER_SECONDS = 30;

/** A place taken by one open stream; released once, when the stream ends. */
export interface StreamSlot {
  release(): void;
}

/** Open streams counted by key (an order, an address, a staff member), dropping keys at 0. */
class KeyedCounts {
  private readonly counts = new Map<string, number>();

  get(key: string): number {
    return this.counts.get(key) ?? 0;
  }

  add(key: string, delta: number): void {
    const next = this.get(key) + delta;
    if (next <= 0) this.counts.delete(key);
    else this.counts.set(key, next);
  }
}

const streamErrors = {
  full: () =>
    new ApiError(503, "too_many_streams", "Muitas conexões abertas. Tente novamente em instantes."),
  order: () =>
    new TooManyRequestsError(
      "too_many_streams",
      "Este pedido já está sendo acompanhado em muitas telas. Feche alguma e tente de novo.",
      STREAM_RETRY_AFTER_SECONDS,
    ),
  address: () =>
    new TooManyRequestsError(
      "too_many_streams",
      "Muitos acompanhamentos de pedido abertos na sua rede. Feche alguma aba e tente de novo.",
      STREAM_RETRY_AFTER_SECONDS,
    ),
  staffMember: () =>
    new TooManyRequestsError(
      "too_many_streams",
      "Você já tem muitas telas do painel abertas. Feche alguma e tente de novo.",
      STREAM_RETRY_AFTER_SECONDS,
    ),
};

/** Takes a place if every counter has room, or throws the refusal of the first that is full. */
function takeSlot(
  pool: { open: number; max: number },
  keyed: readonly { counts: KeyedCounts; key: string; max: number; refuse: () => ApiError }[],
): StreamSlot {
  for (const { counts, key, max, refuse } of keyed) {
    if (counts.get(key) >= max) throw refuse();
  }
  if (pool.open >= pool.max) throw streamErrors.full();
  pool.open += 1;
  for (const { counts, key } of keyed) counts.add(key, 1);
  let released = false;
  return {
    release() {
      if (released) return;
      released = true;
      pool.open -= 1;
      for (const { counts, key } of keyed) counts.add(key, -1);
    },
  };
}

/** The limits, with a test's overrides (small caps, a quick access check). */
export function streamLimits(overrides: Partial<StreamLimits> = {}): StreamLimits {
  const limits = { ...STREAM_LIMITS, ...overrides };
  if (limits.staffReserve > limits.total) throw new Error("staffReserve exceeds total streams");
  return limits;
}

/**
 * Customers' order-tracking streams: per order, per client address, and all of them within
 * `total - staffReserve`. A client over its own caps gets a 429; the process out of room, 503.
 */
export class CustomerStreamBudget {
  private readonly pool: { open: number; max: number };
  private readonly byOrder = new KeyedCounts();
  private readonly byAddress = new KeyedCounts();

  constructor(private readonly limits: StreamLimits) {
    this.pool = { open: 0, max: limits.total - limits.staffReserve };
  }

  /** `addressKey`: the client's address as limits count it (null: unknown, counted together). */
  take(orderId: string, addressKey: string | null): StreamSlot {
    return takeSlot(this.pool, [
      { counts: this.byOrder, key: orderId, max: this.limits.perOrder, refuse: streamErrors.order },
      {
        counts: this.byAddress,
        key: addressKey ?? "unknown",
        max: this.limits.perAddress,
        refuse: streamErrors.address,
      },
    ]);
  }

  get open(): number {
    return this.pool.open;
  }
}

/**
 * Staff panels' streams: a budget of their own (`staffReserve`) that customers never touch,
 * and a cap per staff member (429) so that one account cannot use all of it.
 */
export class StaffStreamBudget {
  private readonly pool: { open: number; max: number };
  private readonly byUser = new KeyedCounts();

  constructor(private readonly limits: StreamLimits) {
    this.pool = { open: 0, max: limits.staffReserve };
  }

  take(userId: string): StreamSlot {
    return takeSlot(this.pool, [
      {
        counts: this.byUser,
        key: userId,
        max: this.limits.perStaffMember,
        refuse: streamErrors.staffMember,
      },
    ]);
  }

  get open(): number {
    return this.pool.open;
  }
}

/** One process's live streams: the two budgets, and the staff streams' access check. */
export interface LiveStreams {
  limits: StreamLimits;
  customers: CustomerStreamBudget;
  staff: StaffStreamBudget;
  staffWatch: StaffStreamWatch;
}

export function createLiveStreams(db: Database, overrides?: Partial<StreamLimits>): LiveStreams {
  const limits = streamLimits(overrides);
  return {
    limits,
    customers: new CustomerStreamBudget(limits),
    staff: new StaffStreamBudget(limits),
    staffWatch: new StaffStreamWatch(db, limits.accessCheckMs),
  };
}
