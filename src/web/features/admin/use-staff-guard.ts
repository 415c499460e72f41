import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "#shared/staff-auth.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { authClient } from "#web/features/auth/auth-client.ts";
import { getStaffSession } from "#web/features/auth/staff-session.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toast } from "#web/lib/toast.ts";

/** The signed-in staff member, or null when nobody is signed in. */
async function loadStaff(): Promise<StaffSession | null> {
  const { data, error } = await authClient.getSession();
  if (error) throw error;
  if (!data?.session) return null;
  return getStaffSession();
}

/**
 * SPEC §6 for the browser's convenience (the server checks every /api/admin call itself):
 * no session → /login; no admin role → 'Acesso negado' and the shop; any error → /login.
 */
export function useStaffGuard(): StaffSession | null {
  const navigate = useNavigate();
  const [session, setSession] = useState<StaffSession | null>(null);

  useEffect(() => {
    let active = true;
    loadStaff().then(
      (staff) => {
        if (!active) return;
        if (staff) setSession(staff);
        else navigate("/login", { replace: true });
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
