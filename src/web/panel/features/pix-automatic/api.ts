import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type {
  PixConnectionTest,
  PixConnectionUpdateInput,
  PixConnectionView,
} from "#shared/pix-connections.ts";
import { api } from "#web/lib/api-client.ts";

/** Whose Pix automático connection: the chain's, or one store's own. */
export type PixConnectionScope = { kind: "chain" } | { kind: "store"; storeId: string };

const CHAIN_PATH = "/api/admin/settings/pix-connection" as const;
const STORE_PATH = "/api/admin/stores/{id}/pix-connection" as const;

/** The API calls of a scope, each typed from the API's schema. */
function callsOf(scope: PixConnectionScope) {
  if (scope.kind === "chain") {
    return {
      read: () => api("get", CHAIN_PATH),
      save: (body: PixConnectionUpdateInput) => api("put", CHAIN_PATH, { body }),
      remove: () => api("delete", CHAIN_PATH),
      webhook: () => api("post", `${CHAIN_PATH}/webhook`),
      test: () => api("post", `${CHAIN_PATH}/test`),
    };
  }
  const path = { id: scope.storeId };
  return {
    read: () => api("get", STORE_PATH, { path }),
    save: (body: PixConnectionUpdateInput) => api("put", STORE_PATH, { path, body }),
    remove: () => api("delete", STORE_PATH, { path }),
    webhook: () => api("post", `${STORE_PATH}/webhook`, { path }),
    test: () => api("post", `${STORE_PATH}/test`, { path }),
  };
}

export const pixConnectionQueries = {
  /** Every scope's: a change of the chain's changes what each store follows. */
  all: () => ["admin", "pix-connection"] as const,
  key: (scope: PixConnectionScope) =>
    [...pixConnectionQueries.all(), scope.kind === "chain" ? "chain" : scope.storeId] as const,
  of: (scope: PixConnectionScope) =>
    queryOptions({
      queryKey: pixConnectionQueries.key(scope),
      queryFn: (): Promise<PixConnectionView> => callsOf(scope).read(),
    }),
};

export function usePixConnection(scope: PixConnectionScope) {
  return useQuery(pixConnectionQueries.of(scope));
}

/** A change that answers the scope's view: shown at once, then every scope's view refreshed. */
function useViewChange<A>(scope: PixConnectionScope, call: (arg: A) => Promise<PixConnectionView>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (view) => queryClient.setQueryData(pixConnectionQueries.key(scope), view),
    onSettled: () => queryClient.invalidateQueries({ queryKey: pixConnectionQueries.all() }),
  });
}

export function useSavePixConnection(scope: PixConnectionScope) {
  return useViewChange(scope, (body: PixConnectionUpdateInput) => callsOf(scope).save(body));
}

export function useRemovePixConnection(scope: PixConnectionScope) {
  return useViewChange(scope, () => callsOf(scope).remove());
}

export function useRegisterPixWebhook(scope: PixConnectionScope) {
  return useViewChange(scope, () => callsOf(scope).webhook());
}

/** "Testar conexão": nothing changes, the result is shown beside the button. */
export function useTestPixConnection(scope: PixConnectionScope) {
  return useMutation({
    mutationFn: (): Promise<PixConnectionTest> => callsOf(scope).test(),
  });
}
