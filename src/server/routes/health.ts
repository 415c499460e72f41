import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { Health } from "#shared/health.ts";
import { healthRoute } from "./health.routes.ts";

export function healthRoutes(db: Database) {
  return apiRouter().openapi(healthRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, "database_unavailable", "Banco de dados indisponível");
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", database: "ok" } satisfies Health, 200);
  });
}
