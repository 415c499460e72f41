import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { AUTH_MESSAGES, type StaffSession } from "../../../shared/admin.ts";
import { ApiRequestError } from "../../lib/api-client.ts";
import { getStaffSession } from "./api/staff-session.ts";

/**
 * SPEC §6 for the browser's convenience (the server checks every /api/admin call itself):
 * no session → /login; no admin role → 'Acesso negado' and the shop; any error → /login.
 */
export function useStaffGuard(): StaffSession | null {
  const navigate = useNavigate();
  const [session, setSession] = useState<StaffSession | null>(null);

  useEffect(() => {
    let active = true;
    getStaffSession().then(
      (staff) => {
        if (active) setSession(staff);
      },
      (error: unknown) => {
        if (!active) return;
        if (error instanceof ApiRequestError && error.status === 403) {
          toast.error(AUTH_MESSAGES.accessDenied, {
            description: AUTH_MESSAGES.accessDeniedDescription,
          });
          navigate("/", { replace: true });
        } else {
          navigate("/login", { replace: true });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [navigate]);

  return session;
}
