import { DEFAULT_CASHBACK_RULES } from "#shared/cashback.ts";
import type { AdminEndpoint } from "./types.ts";

/**
 * Clube Frosty, HQ's alone: its rules (Configurações → Clube) and the club report. The PUT saves the defaults, so the matrix's own orders earn as usual.
 */
export const CLUB_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/settings/club",
    path: "/api/admin/settings/club",
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/settings/club",
    path: "/api/admin/settings/club",
    body: DEFAULT_CASHBACK_RULES,
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/reports/club",
    path: "/api/admin/reports/club?from=2026-01&to=2026-11",
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/reports/club.csv",
    path: "/api/admin/reports/club.csv",
  },
];
