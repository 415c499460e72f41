import type { AuthSettings } from "#server/auth/settings.ts";
import type { Database } from "#server/db/client.ts";
import { declaredBodyLimit } from "#server/http/body-limit.ts";
import { addressLimitKey, clientAddress } from "#server/http/client-address.ts";
import { ApiError, errorResponse, TooManyRequestsError } from "#server/http/errors.ts";
import { apiRouter } from "#server/http/openapi.ts";
import { loggablePath } from "#server/http/request-log.ts";
import type { Logger } from "#server/logger.ts";
import { countRequest } from "#server/services/rate-limits/request-counters.ts";
import { CLIENT_ERROR_MAX_BYTES, CLIENT_ERROR_MESSAGES } from "#shared/client-errors.ts";
import { reportClientErrorRoute } from "./client-errors.routes.ts";

/** Reports counted per client address: a page reports at most a few, a loop cannot flood the log. */
export const CLIENT_ERROR_RULE = { windowSeconds: 10 * 60, max: 30 };

/**
 * POST /api/client-errors: the shop's error pages tell the server what broke, so the team sees
 * errors customers met (a render error, a page whose code failed to load). Only a log line is
 * kept, at warn level, with the page's path and the error's text, secrets left out.
 */
export function clientErrorRoutes(deps: {
  db: Database;
  logger: Logger;
  /** Which proxies' X-Forwarded-For names the client (its reports count against its limit). */
  proxies: Pick<AuthSettings, "trustedProxies">;
}) {
  const router = apiRouter();
  // An error report is a few kilobytes: anything larger is refused before it is read.
  router.use(
    "*",
    declaredBodyLimit({
      maxSize: CLIENT_ERROR_MAX_BYTES,
      onError: (c) =>
        errorResponse(
          c,
          new ApiError(413, "payload_too_large", "O conteúdo enviado é grande demais"),
        ),
    }),
  );
  return router.openapi(reportClientErrorRoute, async (c) => {
    const report = c.req.valid("json");
    const address = clientAddress(c, deps.proxies);
    if (address !== null) {
      const reading = await countRequest(
        deps.db,
        `client-errors:address:${addressLimitKey(address)}`,
        CLIENT_ERROR_RULE,
      );
      if (!reading.allowed) {
        throw new TooManyRequestsError(
          "too_many_client_errors",
          CLIENT_ERROR_MESSAGES.tooMany,
          reading.retryAfterSeconds,
        );
      }
    }
    deps.logger.warn(
      {
        clientError: {
          path: loggablePath(withoutQuery(report.path)),
          message: withoutUrlQueries(report.message),
          // Not `stack`: with `message` beside it, the logger would take the entry for an
          // Error and keep only the frames.
          ...(report.stack ? { trace: withoutUrlQueries(report.stack) } : {}),
          ...(report.componentStack ? { componentStack: report.componentStack } : {}),
        },
      },
      "client error",
    );
    return c.body(null, 204);
  });
}

/** "/pedido/1?token=…#x" → "/pedido/1": a query or fragment may carry a token. */
function withoutQuery(path: string): string {
  return path.replace(/[?#].*$/s, "");
}

/**
 * URLs in an error's text (a chunk's, a fetch's) keep their path and a frame's line:column,
 * not their query or fragment.
 */
function withoutUrlQueries(text: string): string {
  return text.replace(
    /(\b[a-z][a-z\d+.-]*:\/\/[^\s?#()'"]*)[?#][^\s()'"]*?((?::\d+){0,2})(?=[\s()'"]|$)/gi,
    "$1$2",
  );
}
