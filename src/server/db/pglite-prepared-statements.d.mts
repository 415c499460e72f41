import type { PGlite, QueryOptions, Results } from "@electric-sql/pglite";

/** See pglite-prepared-statements.mjs. */
export declare class PreparedStatements {
  constructor(db: PGlite, limit?: number);
  /** The SQL texts kept as named prepared statements. */
  readonly prepared: string[];
  query<T = Record<string, unknown>>(
    sql: string,
    params: unknown[],
    options: Pick<QueryOptions, "rowMode" | "parsers">,
  ): Promise<Results<T>>;
}
