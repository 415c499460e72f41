import { sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Database } from "#server/db/client.ts";
import { ApiError } from "#server/http/errors.ts";

export function healthRoutes(db: Database): Hono {
  return new Hono().get("/", async (c) => {
    try {
      await db.execute(sql`select 1`);
    } catch {
      throw new ApiError(503, "database_unavailable", "Banco de dados indisponível");
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", database: "ok" });
  });
}
