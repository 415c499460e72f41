import { QueryClient } from "@tanstack/react-query";
import { ApiRequestError } from "#web/lib/api-client.ts";

/** TanStack's defaults (3 retries, 1 s backoff doubling to 30 s, 5 min cache), but no
 * retries for answers that will not change: a 4xx is final. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) =>
          !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) &&
          failureCount < 3,
      },
    },
  });
}
