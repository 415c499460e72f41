import { type Column, type SQL, sql } from "drizzle-orm";

/**
 * `column = any($1::text[])`: the values travel as one array parameter, so the statement's
 * text is the same however many there are (one prepared statement and one plan, where
 * `inArray` writes `in ($1, $2, …)` anew for every count). For text columns.
 */
export function anyOf(column: Column, values: Iterable<string>): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}
