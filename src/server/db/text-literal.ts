import { type SQL, sql } from "drizzle-orm";

/**
 * A constant of the code (a time zone, a channel's name) written into a statement's text as
 * an SQL string literal instead of sent as a parameter: on PGlite a statement whose parameters
 * are all JSON is planned once (decision 017). Never for a value that came with a request.
 */
export function textLiteral(value: string): SQL {
  return sql.raw(`'${value.replaceAll("'", "''")}'`);
}
