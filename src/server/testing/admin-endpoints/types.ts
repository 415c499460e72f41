import type { TestApp } from "#server/testing/test-app.ts";

/** One /api/admin endpoint as the permission matrix calls it. */
export interface AdminEndpoint {
  method: string;
  /** The route as Hono lists it (with :params). */
  route: string;
  /** A concrete path to call. */
  path: string;
  body?: unknown;
  /**
   * Builds what the call needs (an order to read, say) and returns the path to call instead
   * of `path`; the same data serves the 401, 403 and 2xx calls.
   */
  prepare?: (t: TestApp) => Promise<string>;
}
