import { queryOptions } from "@tanstack/react-query";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { api } from "#web/lib/api-client.ts";
import { authClient } from "./auth-client.ts";

/** Who is signed in, for the panel's guard: 401 without a session, 403 without any access. */
export function getStaffSession() {
  return api("get", "/api/admin/session");
}

/** The signed-in staff member, or null when nobody is signed in. */
async function loadStaff(): Promise<StaffSession | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw error;
  if (!data?.session) return null;
  return getStaffSession();
}

/**
 * The panel's session, read again when the tab comes back and every minute: a role or store
 * taken away by HQ closes the panel, and one given shows up, without a reload.
 */
export const staffSessionQueries = {
  all: () => ["admin", "session"] as const,
  current: () =>
    queryOptions({
      queryKey: staffSessionQueries.all(),
      queryFn: loadStaff,
      refetchOnWindowFocus: true,
      refetchInterval: 60_000,
      staleTime: 0,
      // Gone as soon as the panel is left (signed out): the next account never sees this one.
      gcTime: 0,
    }),
};
