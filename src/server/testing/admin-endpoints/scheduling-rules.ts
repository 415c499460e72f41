import { DEFAULT_SCHEDULING_RULES } from "#shared/scheduling.ts";
import type { AdminEndpoint } from "./types.ts";

/**
 * The encomendas' rules (Configurações → Encomendas), HQ's alone. The PUT saves the defaults,
 * so the matrix's own orders are scheduled as usual.
 */
export const SCHEDULING_RULES_ENDPOINTS: AdminEndpoint[] = [
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/settings/scheduling",
    path: "/api/admin/settings/scheduling",
  },
  {
    method: "PUT",
    access: "hq",
    route: "/api/admin/settings/scheduling",
    path: "/api/admin/settings/scheduling",
    body: DEFAULT_SCHEDULING_RULES,
  },
];
