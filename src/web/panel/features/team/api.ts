import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import type { InvitationInput } from "#shared/staff-invitation-schemas.ts";
import type { TeamGrantInput } from "#shared/staff-team-schemas.ts";
import { api } from "#web/lib/api-client.ts";
import { staffSessionQueries } from "#web/panel/features/auth/staff-session.ts";

export const teamQueries = {
  all: () => ["admin", "team"] as const,
  list: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), "members"],
      queryFn: () => api("get", "/api/admin/team"),
    }),
  invitations: () =>
    queryOptions({
      queryKey: [...teamQueries.all(), "invitations"],
      queryFn: () => api("get", "/api/admin/team/invitations"),
    }),
  accessLog: (page: number) =>
    queryOptions({
      queryKey: [...teamQueries.all(), "access-log", page],
      queryFn: () => api("get", "/api/admin/team/access-log", { query: { page } }),
    }),
};

export function useTeam() {
  return useQuery(teamQueries.list());
}

export function useInvitations() {
  return useQuery(teamQueries.invitations());
}

export function useAccessLog(page: number) {
  return useQuery({ ...teamQueries.accessLog(page), placeholderData: keepPreviousData });
}

/**
 * Every change reloads the team and the log, and the panel's own session: HQ may have given
 * (or taken) a store to themselves.
 */
function useTeamMutation<Variables, Result>(mutationFn: (variables: Variables) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: teamQueries.all() }),
        queryClient.invalidateQueries({ queryKey: staffSessionQueries.all() }),
      ]),
  });
}

export function useGrantStores() {
  return useTeamMutation((input: TeamGrantInput) =>
    api("post", "/api/admin/team/grants", { body: input }),
  );
}

export function useRevokeStore() {
  return useTeamMutation(({ userId, storeId }: { userId: string; storeId: string }) =>
    api("delete", "/api/admin/team/{userId}/stores/{storeId}", { path: { userId, storeId } }),
  );
}

export function useRevokeAllStores() {
  return useTeamMutation((userId: string) =>
    api("delete", "/api/admin/team/{userId}/stores", { path: { userId } }),
  );
}

/** A new invitation: its answer carries the link, shown once. */
export function useCreateInvitation() {
  return useTeamMutation((input: InvitationInput) =>
    api("post", "/api/admin/team/invitations", { body: input }),
  );
}

export function useRevokeInvitation() {
  return useTeamMutation((invitationId: string) =>
    api("delete", "/api/admin/team/invitations/{invitationId}", { path: { invitationId } }),
  );
}
