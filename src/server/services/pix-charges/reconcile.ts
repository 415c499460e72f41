import { randomUUID } from "node:crypto";
import { and, inArray, lte, sql } from "drizzle-orm";
import type { Database } from "#server/db/client.ts";
import { pixCharges } from "#server/db/schema.ts";
import type { PixContext } from "#server/services/pix-connections/pix-context.ts";
import { checkPixCharge } from "./confirm-charge.ts";
import { holdLease } from "./job-lease.ts";
import { sendDueRefunds } from "./refunds.ts";

/** The lease that makes one instance of the fleet the one asking PSPs. */
export const RECONCILE_LEASE = "pix-reconcile";
/** The most charges one pass asks about, and how many at once: the PSP sees a bounded rate. */
const CHARGES_PER_PASS = 40;
const CHARGES_AT_ONCE = 4;

/**
 * One pass of reconciliation: the charges that may have been paid without Frosty hearing of it
 * (a lost webhook) and not asked about for `recheckSeconds`, oldest first, then the refunds in
 * line. Each charge asked about is next due `recheckSeconds` later, so with a pass every
 * recheckSeconds / 2 a paid charge is found within 1.5 × recheckSeconds at most.
 */
export async function reconcileOnce(
  db: Database,
  pix: PixContext,
  options: { recheckSeconds: number },
): Promise<{ charges: number; refunds: number }> {
  const due = await db
    .update(pixCharges)
    .set({ nextCheckAt: sql`now() + make_interval(secs => ${options.recheckSeconds})` })
    .where(
      inArray(
        pixCharges.orderId,
        db
          .select({ orderId: pixCharges.orderId })
          .from(pixCharges)
          .where(
            and(
              inArray(pixCharges.status, ["creating", "active"]),
              lte(pixCharges.nextCheckAt, sql`now()`),
              // A charge being made right now is left to its checkout.
              sql`(${pixCharges.status} = 'active'
                or ${pixCharges.createdAt} < now() - interval '10 seconds')`,
            ),
          )
          .orderBy(pixCharges.nextCheckAt)
          .limit(CHARGES_PER_PASS),
      ),
    )
    .returning({ txid: pixCharges.txid });
  const txids = due.map((row) => row.txid);
  for (let start = 0; start < txids.length; start += CHARGES_AT_ONCE) {
    await Promise.all(
      txids.slice(start, start + CHARGES_AT_ONCE).map((txid) => checkPixCharge(db, pix, txid)),
    );
  }
  const refunds = await sendDueRefunds(db, pix);
  return { charges: txids.length, refunds };
}

/**
 * Reconciles every PIX_RECONCILE_SECONDS / 4 on whichever instance holds the lease (the others
 * only renew their claim attempt), so the PSP is asked by one instance, not by each. Unref'd: it
 * never keeps the process alive. Returns a stop function.
 */
export function startPixReconciler(
  db: Database,
  pix: PixContext,
  options: {
    reconcileSeconds: number;
    onError(error: unknown): void;
    /** Hears of each pass this instance made (it held the lease): what it asked about. */
    onPass?(done: { charges: number; refunds: number }): void;
    /** This instance's name in the lease; a random one unless given. */
    holder?: string;
  },
): () => void {
  const holder = options.holder ?? randomUUID();
  const intervalMs = Math.max(500, (options.reconcileSeconds * 1000) / 4);
  const recheckSeconds = Math.max(1, Math.floor(options.reconcileSeconds / 2));
  const ttlSeconds = Math.max(1, Math.ceil((intervalMs * 3) / 1000));
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    holdLease(db, RECONCILE_LEASE, holder, ttlSeconds)
      .then(async (held) => {
        if (held) options.onPass?.(await reconcileOnce(db, pix, { recheckSeconds }));
      })
      .catch(options.onError)
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
