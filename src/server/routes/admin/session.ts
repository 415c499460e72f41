import { Hono } from "hono";
import type { AdminEnv } from "./require-admin.ts";

/** GET /api/admin/session: who is signed in, for the panel's guard (401/403/200). */
export function adminSessionRoutes() {
  return new Hono<AdminEnv>().get("/session", (c) => c.json(c.get("staff")));
}
