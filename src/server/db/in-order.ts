import type { DatabaseTraits } from "./client.ts";

/**
 * Runs statements in the order given, returning their results: all sent at once where the
 * database takes that (statementsAtOnce), else each once the last has answered. Each function
 * must send its statement as it is called (a query builder's `execute()`, not `await` on it,
 * which sends a turn later).
 */
export async function inOrder<T extends unknown[]>(
  traits: Pick<DatabaseTraits, "statementsAtOnce">,
  statements: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (traits.statementsAtOnce) return (await Promise.all(statements.map((send) => send()))) as T;
  const results: unknown[] = [];
  for (const send of statements) results.push(await send());
  return results as T;
}
