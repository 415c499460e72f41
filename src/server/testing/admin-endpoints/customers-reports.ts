import type { AdminEndpoint } from "./types.ts";

export const CUSTOMER_REPORT_ENDPOINTS: AdminEndpoint[] = [];
