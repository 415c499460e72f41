import type { AdminEndpoint } from "./types.ts";

export const MARKETING_SETTINGS_ENDPOINTS: AdminEndpoint[] = [];
