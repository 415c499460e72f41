/**
 * Tries `attempt` again after each of `delaysMs` before giving up: code loaded on demand (a
 * page, the toasts) survives a network blip. Browsers keep no failed module since
 * whatwg/html#10327, so importing the same chunk again fetches it again.
 */
export async function withRetries<T>(
  attempt: () => Promise<T>,
  delaysMs: readonly number[] = [300, 1000],
): Promise<T> {
  for (const delay of delaysMs) {
    try {
      return await attempt();
    } catch {
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
  return attempt();
}
