import type { CreateOrder } from "#shared/orders.ts";
import { GroupCommitQueue } from "./group-commit-queue.ts";
import {
  type BatchDeps,
  type OrderRequest,
  type PlacedOrder,
  replay,
} from "./place-order-batch.ts";
import { requestHash } from "./request-hash.ts";
import { placeOrdersResiliently } from "./resilient-batch.ts";

export type { PlacedOrder } from "./place-order-batch.ts";
export type PlaceOrderDeps = BatchDeps;

/**
 * The most orders one transaction writes: bounds the size of its statements and how long the
 * transaction holds its locks. With 50 clients a batch rarely gets near it.
 */
const MAX_BATCH_SIZE = 64;

interface InFlight {
  hash: string;
  placed: Promise<PlacedOrder>;
}

/**
 * Places orders exactly once per Idempotency-Key, by group commit: the orders that arrive
 * while a batch is being written are written together, in one transaction, next
 * (place-order-batch.ts). A retry of the same request gets the first order back (created:
 * false); the same key with a different request is a 409.
 */
export class OrderPlacer {
  private readonly queue: GroupCommitQueue<OrderRequest, PlacedOrder>;
  /** Requests of this process not answered yet, by key: a second one waits for the first. */
  private readonly inFlight = new Map<string, InFlight>();

  constructor(deps: PlaceOrderDeps) {
    this.queue = new GroupCommitQueue(
      (requests) => placeOrdersResiliently(deps, requests),
      MAX_BATCH_SIZE,
    );
  }

  /**
   * `addressKey`: the client's address as its rate limit counts it (addressLimitKey);
   * `memberId`: the Clube Frosty member signed in on the device, if any.
   */
  async place(
    input: CreateOrder,
    idempotencyKey: string,
    addressKey: string | null,
    memberId: string | null = null,
  ): Promise<PlacedOrder> {
    const hash = requestHash(input);

    // Like a retry arriving after the first request's answer: the first order back if it was
    // placed, a fresh attempt if it failed.
    for (let first = this.inFlight.get(idempotencyKey); first; ) {
      const order = await first.placed.then(
        (placed) => placed.order,
        () => null,
      );
      if (order) return unwrap(replay({ view: order, requestHash: first.hash }, hash));
      first = this.inFlight.get(idempotencyKey);
    }

    const placed = this.queue.add({ input, idempotencyKey, hash, addressKey, memberId });
    const entry: InFlight = { hash, placed };
    this.inFlight.set(idempotencyKey, entry);
    // Registered before any waiter's reaction, so it runs first: waiters find the key free.
    const forget = () => {
      if (this.inFlight.get(idempotencyKey) === entry) this.inFlight.delete(idempotencyKey);
    };
    placed.then(forget, forget);
    return placed;
  }
}

function unwrap(outcome: ReturnType<typeof replay>): PlacedOrder {
  if (!outcome.ok) throw outcome.error;
  return outcome.value;
}
