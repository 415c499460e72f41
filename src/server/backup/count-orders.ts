/** What both a PGlite instance and a pg.Client offer: one SQL statement, its rows. */
export interface SqlRunner {
  query<Row>(text: string): Promise<{ rows: Row[] }>;
}

/** The orders a database holds; 0 for a database the server never migrated. */
export async function countOrders(db: SqlRunner): Promise<number> {
  const { rows: table } = await db.query<{ found: boolean }>(
    "select to_regclass('public.orders') is not null as found",
  );
  if (!table[0]?.found) return 0;
  const { rows } = await db.query<{ orders: number }>("select count(*)::int as orders from orders");
  return rows[0]?.orders ?? 0;
}
