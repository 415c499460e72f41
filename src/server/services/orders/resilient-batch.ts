import { toApiError } from "#server/http/errors.ts";
import type { Settled } from "./group-commit-queue.ts";
import {
  type BatchDeps,
  type OrderRequest,
  type PlacedOrder,
  placeOrderBatch,
} from "./place-order-batch.ts";

/** Deadlock and serialization failures: PostgreSQL rolled the batch back; trying again is safe. */
const RETRYABLE_CODES = new Set(["40P01", "40001"]);
const MAX_ATTEMPTS = 3;

function sqlState(error: unknown): string | undefined {
  // Drizzle wraps the driver's error; the SQLSTATE is on the driver's.
  for (let e = error; e instanceof Error || (e && typeof e === "object"); ) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The database could not be reached, or did not answer within the statement timeout: no
 * order is at fault, and placing them again one at a time would only make each customer wait
 * that long once more per order ahead of theirs. Every order of the batch gets the 503.
 */
function databaseUnavailable(error: unknown): boolean {
  return toApiError(error)?.status === 503;
}

/**
 * Places a batch and keeps one order's trouble from becoming the others': a batch that
 * deadlocked with another instance's is tried again, and a batch that failed for any other
 * reason (which rolled it back whole) is placed again one order at a time, so only the order
 * at fault fails; unless the database itself failed, which fails them all at once.
 */
export async function placeOrdersResiliently(
  deps: BatchDeps,
  requests: readonly OrderRequest[],
): Promise<Settled<PlacedOrder>[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await placeOrderBatch(deps, requests);
    } catch (error) {
      const retryable = RETRYABLE_CODES.has(sqlState(error) ?? "");
      if (retryable && attempt < MAX_ATTEMPTS) continue;
      if (requests.length === 1 || databaseUnavailable(error)) {
        return requests.map(() => ({ ok: false, error }));
      }
      const outcomes: Settled<PlacedOrder>[] = [];
      for (const request of requests) {
        outcomes.push(...(await placeOrdersResiliently(deps, [request])));
      }
      return outcomes;
    }
  }
}
