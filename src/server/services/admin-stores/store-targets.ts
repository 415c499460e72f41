/**
 * The stores an HQ action names (store-targets.ts in shared), resolved against the stores in
 * the database: what names no store is a 422 that says which, never a silent skip.
 */
import type { Database } from "#server/db/client.ts";
import { stores } from "#server/db/schema.ts";
import { ApiError } from "#server/http/errors.ts";
import { resolveStoreTargets, type StoreTargets } from "#shared/store-targets.ts";

export const storeTargetErrors = {
  /** `path`: where the targets are in the request's body (["to"], ["initialStock", "stores"]). */
  unknown: (path: (string | number)[], issues: { path: (string | number)[]; message: string }[]) =>
    new ApiError(
      422,
      "unknown_store_targets",
      issues[0]?.message ?? "Loja não encontrada",
      issues.map((issue) => ({ path: [...path, ...issue.path], message: issue.message })),
    ),
  none: (path: (string | number)[], message: string) =>
    new ApiError(422, "no_store_targets", message, [{ path, message }]),
};

/**
 * The ids of the stores `to` names, by number, less `exclude`; a 422 when it names a store,
 * city or state that has none, or (`emptyMessage`) when no store is left.
 */
export async function targetStoreIds(
  db: Database,
  to: StoreTargets,
  options: { path: (string | number)[]; exclude?: string; emptyMessage: string },
): Promise<string[]> {
  const rows = await db
    .select({ id: stores.id, city: stores.city, state: stores.state })
    .from(stores);
  const { storeIds, unknown } = resolveStoreTargets(rows, to, options.exclude);
  if (unknown.length > 0) throw storeTargetErrors.unknown(options.path, unknown);
  if (storeIds.length === 0) throw storeTargetErrors.none(options.path, options.emptyMessage);
  return storeIds;
}
