import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { AUTH_MESSAGES } from "#shared/staff-auth.ts";
import type { StaffSession } from "#shared/staff-auth-schemas.ts";
import { ApiRequestError } from "#web/lib/api-client.ts";
import { toastOnNextPage } from "#web/lib/toast.ts";
import { staffSessionQueries } from "#web/panel/features/auth/staff-session.ts";

/**
 * Who may open the panel, checked for the browser's convenience (the server checks every
 * /api/admin call itself): no session → /login; neither HQ nor staff of a store → 'Acesso
 * negado' and the shop; an error before the panel ever opened → /login. Once open, the session
 * is read again now and then (staff-session.ts): access taken away meanwhile ends the panel the
 * same way, while a passing network failure leaves it open.
 */
export function useStaffGuard(): StaffSession | null {
  const navigate = useNavigate();
  const { data, error, isSuccess } = useQuery(staffSessionQueries.current());
  /** Leaving for the shop: once (this effect runs again as the query and the router change). */
  const leaving = useRef(false);

  useEffect(() => {
    if (isSuccess && data === null) {
      navigate("/login", { replace: true });
      return;
    }
    if (!error) return;
    if (error instanceof ApiRequestError && error.status === 403) {
      if (leaving.current) return;
      leaving.current = true;
      // The shop is the server's documents, not one of the panel's routes: the message goes
      // with the document navigation.
      toastOnNextPage("error", AUTH_MESSAGES.accessDenied, AUTH_MESSAGES.accessDeniedDescription);
      window.location.replace("/");
    } else if ((error instanceof ApiRequestError && error.status === 401) || data === undefined) {
      navigate("/login", { replace: true });
    }
  }, [data, error, isSuccess, navigate]);

  return data ?? null;
}
