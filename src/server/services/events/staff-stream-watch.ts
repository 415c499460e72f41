import { and, eq, gt, inArray, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { sessions, storeStaff, userRoles } from "#server/db/schema.ts";
import { ADMIN_ROLE } from "#shared/staff-auth.ts";

/** An open staff stream, with the session and the access it was opened with. */
export interface WatchedStaffStream {
  sessionId: string;
  /** HQ (the admin role): every store, whatever its memberships. */
  hq: boolean;
  /** Its stores (ignored for HQ). */
  storeIds: readonly string[];
  /** Ends the stream: the browser reconnects through the guard with what it may see now. */
  end(): void;
}

interface SessionAccess {
  id: string;
  hq: boolean;
  storeIds: string[];
}

const sameStores = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((id, index) => id === [...b].sort()[index]);

/** Does the session still exist, and give the same access the stream was opened with? */
function stillAllowed(stream: WatchedStaffStream, now: SessionAccess | undefined): boolean {
  if (!now || now.hq !== stream.hq) return false;
  return stream.hq || sameStores(now.storeIds, stream.storeIds);
}

/**
 * A stream whose access could not be checked for this long (the database away or stuck) ends,
 * and reconnects through the guard. Shorter outages leave it open: nobody can sign out or be
 * revoked while the database cannot be written, and the stream hears `resync` when it is back.
 */
export const UNCHECKED_STREAM_MAX_MS = 30_000;

/** A watched stream, and when its access was last confirmed. */
interface Entry {
  stream: WatchedStaffStream;
  checkedAt: number;
}

/**
 * Ends a process's staff streams whose session was signed out (or expired), or whose admin
 * role or store memberships changed, within `intervalMs`. A grant or revoke made through the
 * panel or the CLI already ends them at once (the staff.access_changed event); this catches
 * everything else: a sign-out, an expired or deleted session, an account or store deleted, an
 * event missed while the listener reconnected. One query covers every open staff stream of the
 * process, so the cost does not grow with the number of panels (and no per-stream session
 * re-check is needed on the heartbeat). The timer runs only while staff streams are open.
 */
export class StaffStreamWatch {
  private readonly entries = new Set<Entry>();
  private timer: NodeJS.Timeout | null = null;
  private checking = false;

  constructor(
    private readonly db: Database,
    private readonly intervalMs: number,
    private readonly uncheckedMaxMs: number = UNCHECKED_STREAM_MAX_MS,
  ) {}

  /**
   * Watches `stream` (its access was just checked by the guard) until the returned function
   * is called, when the stream ends.
   */
  watch(stream: WatchedStaffStream): () => void {
    const entry: Entry = { stream, checkedAt: Date.now() };
    this.entries.add(entry);
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.intervalMs);
      // Never keeps a process alive that is otherwise done.
      this.timer.unref();
    }
    return () => {
      this.entries.delete(entry);
      if (this.entries.size === 0 && this.timer) {
        clearInterval(this.timer);
        this.timer = null;
      }
    };
  }

  private tick(): void {
    const stale = Date.now() - this.uncheckedMaxMs;
    for (const entry of this.entries) if (entry.checkedAt < stale) entry.stream.end();
    void this.check();
  }

  /**
   * One check of every watched stream. A check still running (a slow database) is not
   * doubled; one that fails leaves the streams as they are until they go unchecked too long.
   */
  async check(): Promise<void> {
    if (this.checking || this.entries.size === 0) return;
    this.checking = true;
    const startedAt = Date.now();
    const watched = [...this.entries];
    try {
      const ids = [...new Set(watched.map((entry) => entry.stream.sessionId))];
      const rows = await readSessionAccess(this.db, ids);
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const entry of watched) {
        if (stillAllowed(entry.stream, byId.get(entry.stream.sessionId))) {
          entry.checkedAt = startedAt;
        } else {
          entry.stream.end();
        }
      }
    } catch {
      // The database is away: see UNCHECKED_STREAM_MAX_MS.
    } finally {
      this.checking = false;
    }
  }
}

/** The live (unexpired) sessions among `ids`, each with its user's admin role and stores now. */
async function readSessionAccess(db: Database, ids: string[]): Promise<SessionAccess[]> {
  // Joined (not correlated subqueries), so that every column is named with its table.
  return db
    .select({
      id: sessions.id,
      hq: sql<boolean>`coalesce(bool_or(${userRoles.role} = ${ADMIN_ROLE}), false)`,
      storeIds: sql<string[]>`coalesce(
        array_agg(distinct ${storeStaff.storeId}) filter (where ${storeStaff.storeId} is not null),
        '{}'
      )`,
    })
    .from(sessions)
    .leftJoin(userRoles, eq(userRoles.userId, sessions.userId))
    .leftJoin(storeStaff, eq(storeStaff.userId, sessions.userId))
    .where(and(inArray(sessions.id, ids), gt(sessions.expiresAt, sql`now()`)))
    .groupBy(sessions.id);
}
