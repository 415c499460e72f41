import { authErrorMessage, TOO_MANY_REQUESTS } from "#shared/staff-auth-errors.ts";

/**
 * Rewrites a Better Auth error response with the pt-BR message for its code (the one table in
 * #shared/staff-auth-errors.ts, which the sign-in pages read too). Successful and non-JSON
 * responses pass through untouched.
 */
export async function withPortugueseErrors(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return response;
  const text = await response.clone().text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return response;
  }
  if (typeof body !== "object" || body === null) return response;
  const record = body as { code?: unknown; message?: unknown };
  // Better Auth's rate limiter answers 429 with a message but no code.
  const code =
    typeof record.code === "string"
      ? record.code
      : response.status === 429
        ? TOO_MANY_REQUESTS
        : null;
  const message = code === null ? undefined : authErrorMessage(code, record.message);
  if (code === null || message === undefined) return response;
  // Our own refusals (password-policy.ts) are already in these words.
  if (code === record.code && message === record.message) return response;

  const headers = new Headers(response.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ ...record, code, message }), {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}
