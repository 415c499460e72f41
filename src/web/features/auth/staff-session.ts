import { api } from "#web/lib/api-client.ts";

/** Who is signed in, for the panel's guard: 401 without a session, 403 without the role. */
export function getStaffSession() {
  return api("get", "/api/admin/session");
}
