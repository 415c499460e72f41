/**
 * What every answer to bad input must be, and the stored state it must leave alone.
 */
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "#server/db/client.ts";
import type { BodySpec } from "./arbitraries.ts";

/** One request as the suites send it, for the failure report and for sending. */
export interface RequestSpec {
  method: string;
  path: string;
  body?: BodySpec;
  headers?: Record<string, string>;
}

export function describeRequest(spec: RequestSpec): string {
  const body = spec.body
    ? ` [${spec.body.kind}, ${spec.body.contentType ?? "no content-type"}] ${JSON.stringify(
        (spec.body.text ?? "<none>").slice(0, 300),
      )}`
    : "";
  const headers = spec.headers ? ` ${JSON.stringify(spec.headers).slice(0, 300)}` : "";
  return `${spec.method} ${spec.path.slice(0, 300)}${headers}${body}`;
}

export function requestInit(spec: RequestSpec): RequestInit {
  const headers = new Headers();
  for (const [name, value] of Object.entries(spec.headers ?? {})) headers.set(name, value);
  if (spec.body?.contentType !== null && spec.body?.contentType !== undefined) {
    headers.set("content-type", spec.body.contentType);
  }
  const hasBody = spec.body?.text !== undefined && !["GET", "HEAD"].includes(spec.method);
  return { method: spec.method, headers, ...(hasBody ? { body: spec.body?.text } : {}) };
}

/**
 * English words that would mean a message leaked from a library instead of being written for
 * the shop's pt-BR users. Quoted parts are left out first: zod names unknown keys in quotes,
 * and those keys are whatever the client sent.
 */
const ENGLISH =
  /\b(invalid|expected|required|received|must|should|cannot|please|unexpected|unknown|failed|missing|too (many|large|long|short|big|small)|not found|not allowed|payload|error|forbidden|unauthori[sz]ed|internal|body|field)\b/i;

export function expectPortuguese(message: unknown, context: string): void {
  expect(typeof message, `${context}: message is a string`).toBe("string");
  const text = String(message);
  expect(text.trim().length, `${context}: empty message`).toBeGreaterThan(0);
  const unquoted = text.replace(/"[^"]*"/g, '""');
  expect(unquoted, `${context}: message is not pt-BR`).not.toMatch(ENGLISH);
}

function isJsonResponse(response: Response): boolean {
  return /^application\/json\b/i.test(response.headers.get("content-type") ?? "");
}

/**
 * The app's one error shape, `{ error: { code, message, issues? } }` (and `priceChange` with a
 * 409 price_changed only), and nothing else, with pt-BR messages.
 */
export function expectErrorShape(body: unknown, context: string): void {
  expect(body, context).toBeTypeOf("object");
  expect(body, context).not.toBeNull();
  expect(Object.keys(body as object), context).toEqual(["error"]);
  const error = (body as { error: unknown }).error as Record<string, unknown>;
  expect(error, context).toBeTypeOf("object");
  const keys = Object.keys(error).sort().join(",");
  const allowed =
    error.code === "price_changed"
      ? ["code,message,priceChange"]
      : ["code,message", "code,issues,message"];
  expect(allowed, `${context}: error keys ${keys}`).toContain(keys);
  expect(error.code, context).toMatch(/^[a-z][a-z_]*$/);
  expectPortuguese(error.message, context);
  if (error.issues !== undefined) {
    expect(Array.isArray(error.issues), context).toBe(true);
    for (const issue of error.issues as { path: unknown; message: unknown }[]) {
      expect(Array.isArray(issue.path), context).toBe(true);
      for (const key of issue.path as unknown[]) {
        expect(["string", "number"], context).toContain(typeof key);
      }
      expectPortuguese(issue.message, `${context} (issue ${JSON.stringify(issue.path)})`);
    }
  }
}

export interface Answer {
  status: number;
  /** The parsed JSON body, when the answer is JSON. */
  json?: unknown;
}

/**
 * Never a 5xx; a 4xx is JSON in the error shape with a pt-BR message; a 2xx carries what its
 * Content-Type says (an event stream is cancelled without waiting for it to end).
 */
export async function expectSafeAnswer(
  response: Response,
  context: string,
  errorShape: (body: unknown, context: string) => void = expectErrorShape,
): Promise<Answer> {
  const status = response.status;
  if (status >= 500) {
    throw new Error(`${context}: answered ${status} ${await response.text()}`);
  }
  if (/^text\/event-stream\b/.test(response.headers.get("content-type") ?? "")) {
    await response.body?.cancel();
    return { status };
  }
  const text = await response.text();
  if (status >= 400) {
    expect(isJsonResponse(response), `${context}: ${status} is not JSON: ${text}`).toBe(true);
    let body: unknown;
    expect(
      () => {
        body = JSON.parse(text);
      },
      `${context}: ${status} body is not JSON: ${text.slice(0, 200)}`,
    ).not.toThrow();
    errorShape(body, `${context} → ${status} ${text.slice(0, 300)}`);
    return { status, json: body };
  }
  if (isJsonResponse(response)) {
    let body: unknown;
    expect(() => {
      body = JSON.parse(text);
    }, `${context}: ${status} body is not JSON`).not.toThrow();
    return { status, json: body };
  }
  return { status };
}

/** The shop's stored data; changes to any of it show in storedState's fingerprint. */
const STORED_TABLES = [
  "products",
  "product_variations",
  "product_addons",
  "stores",
  "delivery_areas",
  "coupons",
  "settings",
  "orders",
  "order_items",
  "order_status_history",
  "uploaded_images",
  "user_roles",
  "store_staff",
  "staff_access_log",
] as const;

/** A fingerprint of every row of the shop's data, one per table. */
export async function storedState(db: Database): Promise<Record<string, string>> {
  const columns = STORED_TABLES.map(
    (table) =>
      `(select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') from "${table}" t) as "${table}"`,
  );
  const result = await db.execute(sql.raw(`select ${columns.join(", ")}`));
  const [row] = (result as unknown as { rows: Record<string, string>[] }).rows;
  if (!row) throw new Error("no fingerprint");
  return row;
}

/** A lone surrogate replaced by U+FFFD, as a UTF-8 round trip would leave it. */
export function wellFormed(value: string): string {
  return value.replace(
    /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    "\ufffd",
  );
}

export interface Harness {
  /** Sends the request and checks the answer (never a 5xx, refusals in the error shape). */
  send(spec: RequestSpec): Promise<Answer>;
  /** The same, and a refusal must leave every stored row as it was. */
  sendBad(spec: RequestSpec): Promise<Answer>;
}

export function harness(
  db: Database,
  request: (path: string, init: RequestInit) => Promise<Response>,
): Harness {
  const send = async (spec: RequestSpec) =>
    expectSafeAnswer(await request(spec.path, requestInit(spec)), describeRequest(spec));
  return {
    send,
    async sendBad(spec) {
      const before = await storedState(db);
      const answer = await send(spec);
      if (answer.status >= 400) {
        expect(
          await storedState(db),
          `${describeRequest(spec)} → ${answer.status} changed stored data`,
        ).toEqual(before);
      }
      return answer;
    },
  };
}
