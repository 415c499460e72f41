import type { TestApp } from "#server/testing/test-app.ts";

/** One /api/admin endpoint as the permission matrix calls it. */
export interface AdminEndpoint {
  method: string;
  /**
   * Who may call it, as its declaration says (staff-route.ts): `hq` only HQ; `stores` HQ and
   * store staff, each for their own stores.
   */
  access: "hq" | "stores";
  /**
   * The path (from `prepare`) names something of the store it was built at (an order, a
   * store's stock or hours): staff of another store must get 403 or 404, not its data.
   */
  storeBound?: boolean;
  /** The route as Hono lists it (with :params). */
  route: string;
  /** A concrete path to call. */
  path: string;
  body?: unknown;
  /**
   * Builds what the call needs (an order to read, say) and returns the path to call instead
   * of `path`; the same data serves the 401, 403 and 2xx calls.
   */
  prepare?: (t: TestApp, storeId: string) => Promise<string>;
}
