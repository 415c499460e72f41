import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { apiGet } from "#web/lib/api-client.ts";

export function getStaffSession(): Promise<StaffSession> {
  return apiGet<StaffSession>("/api/admin/session");
}
