import { type Column, type SQL, sql } from "drizzle-orm";

/*
 * A list of keys as ONE parameter, so that a statement's text is the same however many keys
 * it is given (`inArray` writes `in ($1, $2, …)` anew for every count). Two kinds, for the two
 * ways PGlite plans a statement (decision 017).
 */

/**
 * `column = any($1::text[])`: planned for its values every time. For tables that grow (orders
 * and their lines), where a plan made while they were small would not fit them later.
 */
export function anyOf(column: Column, values: Iterable<string>): SQL {
  return sql`${column} = any(${sql.param([...values])}::text[])`;
}

/**
 * `column in (the strings of $1::jsonb)`: with only JSON parameters, PGlite plans the
 * statement once. For the chain's small tables (stores, products, coupons, settings), which a
 * plan made once keeps fitting.
 */
export function inJson(column: Column, values: Iterable<string>): SQL {
  return sql`${column} in (select jsonb_array_elements_text(${JSON.stringify([...values])}::jsonb))`;
}
