import type { AdminEndpoint } from "./types.ts";

export const ORDER_ENDPOINTS: AdminEndpoint[] = [];
