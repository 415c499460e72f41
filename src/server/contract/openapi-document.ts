/**
 * The parts of an OpenAPI 3.1 document the fuzzer reads, taken from the JSON the server sends
 * (GET /api/openapi.json) and nothing else: no zod schema, no route file. `$ref`s are followed
 * as JSON pointers into the same document.
 */

export type JsonSchema = boolean | { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required: boolean;
  schema: JsonSchema;
  style?: string;
  explode?: boolean;
}

export interface MediaType {
  schema?: JsonSchema;
}

export interface ResponseObject {
  content?: Record<string, MediaType>;
}

export interface RequestBody {
  required: boolean;
  content: Record<string, MediaType>;
}

export interface Operation {
  /** "POST /api/orders": the test names and reports use it. */
  id: string;
  method: string;
  /** The path template, e.g. /api/orders/{id}. */
  path: string;
  parameters: Parameter[];
  body: RequestBody | undefined;
  /** By status code ("201"), range ("4XX") or "default". */
  responses: Record<string, ResponseObject>;
  /** Needs a credential (a non-empty `security` requirement that is not optional). */
  secured: boolean;
}

export interface OpenApiDocument {
  openapi: string;
  paths?: Record<string, Record<string, unknown>>;
  components?: Record<string, Record<string, unknown> | undefined>;
  security?: Record<string, string[]>[];
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"] as const;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value a local `$ref` ("#/components/schemas/Order") points to. */
export function pointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith("#")) throw new Error(`Only local $refs are supported: ${ref}`);
  let current: unknown = doc;
  for (const raw of ref.slice(1).split("/").slice(1)) {
    const key = decodeURIComponent(raw).replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isRecord(current) && !Array.isArray(current)) {
      throw new Error(`$ref ${ref} does not resolve`);
    }
    current = (current as Record<string, unknown>)[key];
  }
  if (current === undefined) throw new Error(`$ref ${ref} does not resolve`);
  return current;
}

/** Follows `$ref` until the object is not a reference (parameters, bodies, responses, schemas). */
export function deref<T>(doc: unknown, value: T): T {
  let current: unknown = value;
  for (let hops = 0; isRecord(current) && typeof current.$ref === "string"; hops += 1) {
    if (hops > 32) throw new Error(`$ref cycle at ${String(current.$ref)}`);
    current = pointer(doc, current.$ref);
  }
  return current as T;
}

function secured(doc: OpenApiDocument, operation: Record<string, unknown>): boolean {
  const requirements = (operation.security ?? doc.security ?? []) as Record<string, string[]>[];
  // An empty requirement ({}) among the alternatives makes the credential optional.
  return requirements.length > 0 && requirements.every((alt) => Object.keys(alt).length > 0);
}

function parametersOf(doc: OpenApiDocument, list: unknown): Parameter[] {
  if (!Array.isArray(list)) return [];
  return list.map((raw) => {
    const parameter = deref(doc, raw) as Record<string, unknown>;
    const location = parameter.in as Parameter["in"];
    return {
      name: String(parameter.name),
      in: location,
      required: location === "path" || parameter.required === true,
      schema: (parameter.schema ?? {}) as JsonSchema,
      ...(typeof parameter.style === "string" ? { style: parameter.style } : {}),
      ...(typeof parameter.explode === "boolean" ? { explode: parameter.explode } : {}),
    };
  });
}

/** Every operation the document lists, path-level parameters merged into each. */
export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, rawItem] of Object.entries(doc.paths ?? {})) {
    const item = deref(doc, rawItem);
    const shared = parametersOf(doc, item.parameters);
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation)) continue;
      const own = parametersOf(doc, operation.parameters);
      const parameters = [
        ...shared.filter((p) => !own.some((o) => o.name === p.name && o.in === p.in)),
        ...own,
      ];
      const rawBody = operation.requestBody
        ? (deref(doc, operation.requestBody) as Record<string, unknown>)
        : undefined;
      const responses: Record<string, ResponseObject> = {};
      for (const [status, response] of Object.entries(
        (operation.responses ?? {}) as Record<string, unknown>,
      )) {
        responses[status] = deref(doc, response) as ResponseObject;
      }
      operations.push({
        id: `${method.toUpperCase()} ${path}`,
        method: method.toUpperCase(),
        path,
        parameters,
        body: rawBody
          ? {
              required: rawBody.required === true,
              content: (rawBody.content ?? {}) as Record<string, MediaType>,
            }
          : undefined,
        responses,
        secured: secured(doc, operation),
      });
    }
  }
  return operations;
}

/** The response an operation declares for a status: the exact code, then "4XX", then "default". */
export function declaredResponse(operation: Operation, status: number): ResponseObject | undefined {
  return (
    operation.responses[String(status)] ??
    operation.responses[`${String(status)[0]}XX`] ??
    operation.responses.default
  );
}

const METHOD_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "TRACE"];

/**
 * The order the fuzzer visits operations in: public ones before those that need a credential
 * (what the shop's customers make, the staff's then find), and in each, those without path
 * parameters first (lists and creations, whose answers name things the others can then ask
 * for), reads before writes, deletions last.
 */
export function visitOrder(a: Operation, b: Operation): number {
  const params = (op: Operation) => op.parameters.filter((p) => p.in === "path").length;
  return (
    Number(a.secured) - Number(b.secured) ||
    params(a) - params(b) ||
    METHOD_ORDER.indexOf(a.method) - METHOD_ORDER.indexOf(b.method) ||
    a.path.localeCompare(b.path)
  );
}

/** The media type's essence: "application/json; charset=utf-8" → "application/json". */
export function mediaEssence(contentType: string | null | undefined): string {
  return (contentType ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
}

export function isJsonMedia(essence: string): boolean {
  return /^application\/([\w.-]+\+)?json$/.test(essence);
}

/** The declared media type an answer's Content-Type falls under (exact, then "type/*", "*\/*"). */
export function declaredMedia(
  content: Record<string, MediaType>,
  contentType: string | null,
): [string, MediaType] | undefined {
  const essence = mediaEssence(contentType);
  const entries = Object.entries(content).map(
    ([key, media]) => [mediaEssence(key), media] as const,
  );
  const found =
    entries.find(([key]) => key === essence) ??
    entries.find(([key]) => key === `${essence.split("/")[0]}/*`) ??
    entries.find(([key]) => key === "*/*");
  return found ? [found[0], found[1]] : undefined;
}
