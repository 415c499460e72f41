import { queryOptions, useMutation, useQuery } from "@tanstack/react-query";
import { api } from "#web/lib/api-client.ts";
import { authClient } from "#web/panel/features/auth/auth-client.ts";

/** The invitation behind a link, and who is signed in on this browser (to accept it). */
export const invitationQueries = {
  preview: (token: string) =>
    queryOptions({
      queryKey: ["invitation", token],
      queryFn: () => api("get", "/api/invitations/{token}", { path: { token } }),
      // 404 and 410 are answers, not hiccups: say them at once.
      retry: false,
    }),
  session: () =>
    queryOptions({
      queryKey: ["invitation", "session"],
      queryFn: async () => {
        const { data, error } = await authClient.getSession();
        if (error) throw error;
        return data?.user ? { name: data.user.name, email: data.user.email } : null;
      },
      staleTime: 0,
    }),
};

export function useInvitationPreview(token: string) {
  return useQuery(invitationQueries.preview(token));
}

export function useSignedInAccount() {
  return useQuery(invitationQueries.session());
}

export function useAcceptInvitation(token: string) {
  return useMutation({
    mutationFn: () => api("post", "/api/invitations/{token}/accept", { path: { token } }),
  });
}
