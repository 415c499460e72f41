import type { AdminEndpoint } from "./types.ts";

export const CATALOG_ENDPOINTS: AdminEndpoint[] = [];
