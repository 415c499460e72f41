import { createContext, useContext } from "react";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";

/** The signed-in staff member, given by the panel's layout once the guard has passed. */
export const StaffSessionContext = createContext<StaffSession | null>(null);

/** Who is using the panel: HQ or the staff of some stores. Only inside the panel's layout. */
export function useStaffSession(): StaffSession {
  const session = useContext(StaffSessionContext);
  if (!session) throw new Error("useStaffSession is used outside the admin layout");
  return session;
}
