/**
 * What a browser may tell the server about an error it showed the customer (POST
 * /api/client-errors): the longest text of each field, in characters. The browser trims to
 * these, the server refuses more; together they stay under the route's body limit.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  stack: 3000,
  componentStack: 2000,
  path: 300,
} as const;

/** The body limit of POST /api/client-errors, in bytes (the fields above, JSON-escaped). */
export const CLIENT_ERROR_MAX_BYTES = 8 * 1024;

export const CLIENT_ERROR_MESSAGES = {
  tooMany: "Muitos relatos de erro desta conexão. Tente novamente em alguns minutos.",
} as const;
