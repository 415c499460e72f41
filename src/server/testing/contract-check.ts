import { isDeepStrictEqual } from "node:util";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Env } from "hono";
import type { z } from "zod";
import { apiErrorSchema } from "#server/http/openapi.ts";

interface DeclaredResponse {
  content?: Record<string, { schema?: unknown }>;
}

interface Operation {
  method: string;
  path: string;
  pattern: RegExp;
  responses: Record<string, DeclaredResponse>;
}

/** Better Auth's routes (its own contract) and the document and its reference themselves. */
const NOT_OURS = [
  /^\/api\/auth\//,
  /^\/api\/club\/auth\//,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs(\/|$)/,
];

/** A response its route does not declare: the contract and the code disagree. */
export class ContractViolation extends Error {
  override name = "ContractViolation";
}

function operationsOf<E extends Env>(app: OpenAPIHono<E>): Operation[] {
  const operations: Operation[] = [];
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const { method, path, responses } = definition.route;
    const pattern = new RegExp(
      `^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`,
    );
    operations.push({
      method: method.toUpperCase(),
      path,
      pattern,
      responses: responses as Record<string, DeclaredResponse>,
    });
  }
  return operations;
}

function isZodSchema(value: unknown): value is z.ZodType {
  return typeof (value as { safeParse?: unknown } | undefined)?.safeParse === "function";
}

async function readJsonBody(response: Response): Promise<unknown> {
  const bytes = Buffer.from(await response.clone().arrayBuffer());
  const encoding = response.headers.get("content-encoding");
  const text = (
    encoding === "br"
      ? brotliDecompressSync(bytes)
      : encoding === "gzip"
        ? gunzipSync(bytes)
        : bytes
  ).toString("utf8");
  return JSON.parse(text);
}

/** Zod drops keys a schema does not name: a field the contract does not declare shows as a difference. */
function checkBody(schema: z.ZodType, body: unknown, where: string): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    throw new ContractViolation(
      `${where}: the body does not match its schema: ${result.error.message}`,
    );
  }
  if (!isDeepStrictEqual(JSON.parse(JSON.stringify(result.data)), body)) {
    throw new ContractViolation(
      `${where}: the body has fields its schema does not declare: ${JSON.stringify(body).slice(0, 500)}`,
    );
  }
}

/**
 * Checks every API answer against the route's own declaration (the one /api/openapi.json is
 * made from): the status must be declared, and a JSON body must match its schema exactly.
 */
export function contractChecker<E extends Env>(app: OpenAPIHono<E>) {
  let operations: Operation[] | undefined;
  return async function check(request: Request, response: Response): Promise<void> {
    const { pathname } = new URL(request.url);
    if (!pathname.startsWith("/api/") || NOT_OURS.some((pattern) => pattern.test(pathname))) return;
    operations ??= operationsOf(app);
    const method = request.method === "HEAD" ? "GET" : request.method;
    const operation = operations.find((op) => op.method === method && op.pattern.test(pathname));
    const where = `${request.method} ${pathname} → ${response.status}`;
    if (!operation) {
      // A path no route declares: only a refusal in the one error shape may answer (the staff
      // guard answers 401/403 before the 404, so nothing tells a stranger which paths exist;
      // the body limit answers 413 before any route is matched).
      if (![401, 403, 404, 405, 413].includes(response.status)) {
        throw new ContractViolation(`${where}: no route declares this operation`);
      }
      checkBody(apiErrorSchema, await readJsonBody(response), where);
      return;
    }
    const declared = operation.responses[String(response.status)];
    if (!declared) {
      throw new ContractViolation(
        `${where}: ${operation.method} ${operation.path} does not declare status ${response.status}`,
      );
    }
    const contentType = response.headers.get("content-type")?.split(";")[0]?.trim() ?? "";
    if (!declared.content) {
      if (response.body !== null && contentType !== "") {
        throw new ContractViolation(`${where}: declared without a body, but sent ${contentType}`);
      }
      return;
    }
    const media = declared.content[contentType];
    if (!media) {
      throw new ContractViolation(
        `${where}: sent ${contentType || "no content type"}, declared ${Object.keys(declared.content).join(", ")}`,
      );
    }
    if (contentType === "application/json" && isZodSchema(media.schema)) {
      checkBody(media.schema, await readJsonBody(response), where);
    }
  };
}

/** app.fetch, with every answer checked against the contract before the test sees it. */
export function checkedFetch<E extends Env>(app: OpenAPIHono<E>) {
  const check = contractChecker(app);
  return async (request: Request, env?: unknown): Promise<Response> => {
    const response = await app.fetch(request, env as E["Bindings"]);
    await check(request, response);
    return response;
  };
}
