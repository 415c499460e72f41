import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0004 turns one chain-wide stock figure into per-store stock and numbers the orders
 * already placed per store and day. A shop that ran before it must lose nothing: this test
 * builds such a database with migrations 0000–0003 only, fills it, then runs them all.
 */
const MIGRATIONS = fileURLToPath(new URL("./migrations", import.meta.url));
const BEFORE = "0003_operations";

let client: PGlite;
let olderMigrations: string;

function migrationsUpTo(tag: string): string {
  const dir = mkdtempSync(join(tmpdir(), "frosty-migrations-"));
  cpSync(MIGRATIONS, dir, { recursive: true });
  const journalFile = join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalFile, "utf8")) as {
    entries: { idx: number; tag: string }[];
  };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return dir;
}

async function rows<T>(query: string): Promise<T[]> {
  return (await client.query<T>(query)).rows;
}

beforeAll(async () => {
  client = new PGlite();
  const db = drizzle({ client });
  olderMigrations = migrationsUpTo(BEFORE);
  await migrate(db, { migrationsFolder: olderMigrations });
  await client.exec(`
    insert into stores (id, name, address, city, state) values
      ('1', 'Frosty Paulista', 'Av. Paulista, 1000', 'São Paulo', 'SP'),
      ('2', 'Frosty Boa Viagem', 'Av. Boa Viagem, 10', 'Recife', 'PE');
    insert into products (id, name, description, category, base_price_cents, image_url, stock_quantity)
      values ('1', 'Morango', 'Picolé de morango', 'frutas', 899, '/img/1.svg', 120),
             ('2', 'Limão', 'Picolé de limão', 'frutas', 799, '/img/2.svg', 0);
    insert into orders (id, access_token, idempotency_key, request_hash, store_id, customer_name,
        customer_phone, delivery_method, payment_method, subtotal_cents, discount_cents,
        delivery_fee_cents, total_cents, created_at)
      values
        -- 23:30 in São Paulo on 1 March is already 2 March in UTC: it counts on 1 March.
        ('ORD-1', 't1', 'k1', 'h', '1', 'Ana', '11999990000', 'pickup', 'test', 899, 0, 0, 899, '2026-03-02T02:30:00Z'),
        ('ORD-2', 't2', 'k2', 'h', '1', 'Bia', '11999990001', 'pickup', 'test', 899, 0, 0, 899, '2026-03-01T15:00:00Z'),
        ('ORD-3', 't3', 'k3', 'h', '2', 'Caio', '81999990000', 'pickup', 'test', 899, 0, 0, 899, '2026-03-01T16:00:00Z'),
        ('ORD-4', 't4', 'k4', 'h', '1', 'Duda', '11999990002', 'pickup', 'test', 899, 0, 0, 899, '2026-03-02T12:00:00Z');
  `);
  await migrate(db, { migrationsFolder: MIGRATIONS });
});

afterAll(async () => {
  await client.close();
  rmSync(olderMigrations, { recursive: true, force: true });
});

describe("migration 0004 (store operations) on a shop that already ran", () => {
  it("makes the chain's stock figure every store's starting stock", async () => {
    expect(
      await rows(
        "select store_id, product_id, stock_quantity, is_available from store_stock order by 1, 2",
      ),
    ).toEqual([
      { store_id: "1", product_id: "1", stock_quantity: 120, is_available: true },
      { store_id: "1", product_id: "2", stock_quantity: 0, is_available: true },
      { store_id: "2", product_id: "1", stock_quantity: 120, is_available: true },
      { store_id: "2", product_id: "2", stock_quantity: 0, is_available: true },
    ]);
  });

  it("numbers past orders per store and São Paulo day, in the order they were placed", async () => {
    expect(
      await rows(
        "select id, store_id, business_day::text as day, short_number from orders order by id",
      ),
    ).toEqual([
      { id: "ORD-1", store_id: "1", day: "2026-03-01", short_number: 2 },
      { id: "ORD-2", store_id: "1", day: "2026-03-01", short_number: 1 },
      { id: "ORD-3", store_id: "2", day: "2026-03-01", short_number: 1 },
      { id: "ORD-4", store_id: "1", day: "2026-03-02", short_number: 1 },
    ]);
  });

  it("gives every past order a four-digit pickup code and no ticket prints", async () => {
    const codes = await rows<{ pickup_code: string; ticket_prints: number }>(
      "select pickup_code, ticket_prints from orders",
    );
    expect(codes).toHaveLength(4);
    for (const { pickup_code, ticket_prints } of codes) {
      expect(pickup_code).toMatch(/^\d{4}$/);
      expect(ticket_prints).toBe(0);
    }
  });

  it("continues each store's day counter after its last number", async () => {
    expect(
      await rows(
        "select store_id, day::text as day, last_number from store_order_counters order by 1, 2",
      ),
    ).toEqual([
      { store_id: "1", day: "2026-03-01", last_number: 2 },
      { store_id: "1", day: "2026-03-02", last_number: 1 },
      { store_id: "2", day: "2026-03-01", last_number: 1 },
    ]);
  });

  it("keeps every order and its totals", async () => {
    expect(
      await rows("select count(*)::int as n, sum(total_cents)::int as total from orders"),
    ).toEqual([{ n: 4, total: 3596 }]);
  });
});
