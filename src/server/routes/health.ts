import { sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { ApiError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import type { Health } from "#shared/health.ts";
import { healthRoute } from "./health.routes.ts";

/**
 * GET /api/health: 200 only when the database answers and can write to its disk. `select 1`
 * proves the first; for the second, a sort made to spill to a temporary file (work_mem at its
 * minimum) needs new disk space, as an order's rows do, and leaves nothing behind. A full disk
 * or a failing one then fails the check (PGlite refuses every statement near a full disk), and
 * the load balancer stops sending orders that could only fail.
 */
export function healthRoutes(db: Database) {
  const storage = new StorageCheck(db);
  return apiRouter().openapi(healthRoute, async (c) => {
    try {
      await db.execute(sql`select 1`);
      await storage.check();
    } catch (error) {
      throw isStorageFailure(error)
        ? new ApiError(
            503,
            "storage_unavailable",
            "O banco de dados não consegue gravar: disco cheio ou com falha",
          )
        : new ApiError(503, "database_unavailable", "Banco de dados indisponível");
    }
    c.header("Cache-Control", "no-store");
    return c.json({ status: "ok", database: "ok" } satisfies Health, 200);
  });
}

/** PostgreSQL's and the system's codes for a disk that is full or failing. */
const STORAGE_FAILURES = new Set(["53100", "58030", "ENOSPC", "EDQUOT", "EIO"]);

function isStorageFailure(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && STORAGE_FAILURES.has(code)) return true;
  }
  return false;
}

/**
 * The write check, run at most once a second whoever asks (a monitor polling every second, or
 * a flood of requests, costs the database one small sort a second), its outcome shared.
 */
class StorageCheck {
  private last: { at: number; outcome: Promise<void> } | null = null;

  constructor(
    private readonly db: Database,
    private readonly intervalMs = 1_000,
  ) {}

  check(): Promise<void> {
    const now = performance.now();
    if (this.last && now - this.last.at < this.intervalMs) return this.last.outcome;
    const outcome = this.db.transaction(async (tx) => {
      await tx.execute(sql`set local work_mem = '64kB'`);
      // About 5,000 rows do not fit in 64 kB: the sort writes runs to a temporary file.
      await tx.execute(
        sql`select count(*) from (select g from generate_series(1, 5000) as g order by g desc offset 0) as spilled`,
      );
    });
    // Awaited by the callers; a failure must not also count as unhandled here.
    outcome.catch(() => {});
    this.last = { at: now, outcome };
    return outcome;
  }
}
