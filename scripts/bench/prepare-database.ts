import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import pg from "pg";
import { openConfiguredDatabase } from "#server/db/open-from-env.ts";
import { prepareDatabase } from "#server/db/prepare.ts";
import { storeStock } from "#server/db/schema.ts";
import { switchTestPaymentOn } from "#server/testing/prepared-database.ts";

/** Enough units at every store that no order of the bench is ever refused for stock. */
const BENCH_STOCK = 10_000_000;

/**
 * Migrates and seeds the database the server will use (as the server would at start), then
 * fills every store's stock of every flavour, so the order bench measures placing orders (each
 * taking from its own store's rows), not refusals.
 */
export async function prepareBenchDatabase(target: {
  DATA_DIR: string;
  DATABASE_URL?: string;
}): Promise<void> {
  const opened = await openConfiguredDatabase({ ...target, DATABASE_POOL_SIZE: 2 });
  try {
    // The bench's orders use the seed's coupon (FROSTY10): seeded on, as for development.
    await prepareDatabase(opened.handle, "development");
    await opened.handle.db.update(storeStock).set({ stockQuantity: sql`${BENCH_STOCK}` });
    // The bench's orders pay with the test payment, off on a fresh install: switched on.
    await switchTestPaymentOn(opened.handle.db);
  } finally {
    await opened.close();
  }
}

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the PostgreSQL server of `serverUrl`, dropped again afterwards. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `frosty_bench_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await runAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdmin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

async function runAdmin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
