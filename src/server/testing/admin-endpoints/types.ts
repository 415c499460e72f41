/** One /api/admin endpoint as the permission matrix calls it. */
export interface AdminEndpoint {
  method: string;
  /** The route as Hono lists it (with :params). */
  route: string;
  /** A concrete path to call. */
  path: string;
  body?: unknown;
}
