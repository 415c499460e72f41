import type { LiveStore } from "#shared/store-live.ts";

/** A store with orders waiting (late or not, a panel connected or not). */
export function needsAttention(store: LiveStore): boolean {
  return store.waitingCount > 0;
}
