import type { Context, Env, Hono } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { z } from "zod";
import type { Logger } from "#server/logger.ts";
import type { ApiErrorBody } from "#shared/errors.ts";
import { loggablePath } from "./request-log.ts";

/** An error the client can act on: it becomes `{ error: { code, message } }` with its status. */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly issues?: ApiErrorBody["error"]["issues"],
    readonly extra?: Pick<ApiErrorBody["error"], "priceChange" | "openDays">,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A rate limit's refusal (429): the answer says, in Retry-After, when to try again. */
export class TooManyRequestsError extends ApiError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, code, message);
  }
}

export function errorResponse(c: Context, error: ApiError): Response {
  if (error instanceof TooManyRequestsError) {
    c.header("Retry-After", String(Math.max(1, Math.ceil(error.retryAfterSeconds))));
  }
  const body: ApiErrorBody = { error: { code: error.code, message: error.message } };
  if (error.issues) body.error.issues = error.issues;
  if (error.extra) Object.assign(body.error, error.extra);
  return c.json(body, error.status);
}

export function validationError(error: z.ZodError): ApiError {
  return new ApiError(
    422,
    "validation_failed",
    error.issues[0]?.message ?? "Dados inválidos",
    error.issues.map((issue) => ({
      path: issue.path.map((key) => (typeof key === "symbol" ? String(key) : key)),
      message: issue.message,
    })),
  );
}

const HTTP_MESSAGES: Partial<Record<number, [string, string]>> = {
  400: ["bad_request", "Requisição inválida"],
  401: ["unauthorized", "Faça login para continuar"],
  403: ["forbidden", "Você não tem permissão para fazer isso"],
  404: ["not_found", "Recurso não encontrado"],
  405: ["method_not_allowed", "Método não permitido"],
  413: ["payload_too_large", "O conteúdo enviado é grande demais"],
  415: ["unsupported_media_type", "Formato de conteúdo não suportado"],
};

/**
 * Failures of the database or its storage, not of the request: the client should retry
 * later. Connection losses, a statement that outlived the statement timeout, a full disk.
 */
const DB_UNAVAILABLE_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOSPC",
  "EDQUOT",
  "EIO",
  "57014", // query_canceled: the statement timeout
  "53000", // insufficient_resources
  "53100", // disk_full
  "58030", // io_error
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08003",
  "08006",
]);

const CONNECTION_LOST =
  /Connection terminated|encountered a connection error and is not queryable|timeout exceeded when trying to connect|Query read timeout/i;

function isDatabaseUnavailable(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === "string" && DB_UNAVAILABLE_CODES.has(code)) return true;
    // pg's messages for a connection that died, for a later statement on it (a
    // transaction's ROLLBACK, whose failure replaces the original error in Drizzle), and
    // pg-pool's for a server that did not answer within the connect timeout.
    if (current instanceof Error && CONNECTION_LOST.test(current.message)) return true;
  }
  return false;
}

export function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof z.ZodError) return validationError(error);
  if (error instanceof HTTPException) {
    const [code, message] = HTTP_MESSAGES[error.status] ?? ["http_error", "Requisição inválida"];
    return new ApiError(error.status as ContentfulStatusCode, code, message);
  }
  if (isDatabaseUnavailable(error)) {
    return new ApiError(
      503,
      "service_unavailable",
      "Serviço temporariamente indisponível. Tente novamente em instantes.",
    );
  }
  return null;
}

/** Every failure leaves as JSON in the one error shape; stack traces stay in the log. */
export function installErrorHandling<E extends Env>(app: Hono<E>, logger: Logger): void {
  app.onError((error, c) => {
    const apiError = toApiError(error);
    if (apiError) {
      if (apiError.status >= 500) {
        logger.warn({ err: error, path: loggablePath(c.req.path) }, "request failed");
      }
      return errorResponse(c, apiError);
    }
    // The logger describes errors without their values (logger.ts): a database error's
    // parameters and detail hold customers' details.
    logger.error({ err: error, path: loggablePath(c.req.path) }, "unexpected error");
    return errorResponse(c, new ApiError(500, "internal_error", "Erro interno do servidor"));
  });
}

export function notFoundError(): ApiError {
  return new ApiError(404, "not_found", "Recurso não encontrado");
}
