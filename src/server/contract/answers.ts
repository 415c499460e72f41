/**
 * Sending a generated request over HTTP, and judging the answer by the document alone: the
 * status must be declared for the operation, the Content-Type among the declared media types,
 * a JSON body valid for the declared schema (Ajv, draft 2020-12) with no undeclared field, and
 * never a 5xx.
 */

import {
  declaredMedia,
  declaredResponse,
  isJsonMedia,
  mediaEssence,
  type Operation,
} from "./openapi-document.ts";
import type { FuzzRequest } from "./requests.ts";
import type { SchemaBook } from "./schemas.ts";

/** Who sends the request: the session cookie and a same-origin Origin, or nothing. */
export interface Caller {
  name: string;
  cookie?: string;
  origin?: string;
}

export interface Answer {
  status: number;
  contentType: string | null;
  /** The body as text; undefined for an event stream, which is closed unread. */
  text: string | undefined;
  /** The parsed body, when it is JSON. */
  json?: unknown;
}

/** An answer slower than this is a hang, and a failure. */
const ANSWER_TIMEOUT_MS = 20_000;

export async function send(base: string, request: FuzzRequest, caller: Caller): Promise<Answer> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) headers.set(name, value);
  if (request.contentType !== null) headers.set("content-type", request.contentType);
  const cookies = [caller.cookie, request.headers.cookie].filter(Boolean);
  if (cookies.length > 0) headers.set("cookie", cookies.join("; "));
  if (caller.origin) headers.set("origin", caller.origin);
  const hasBody = request.body !== undefined && !["GET", "HEAD"].includes(request.method);
  let response: Response;
  try {
    response = await fetch(new URL(request.url, base), {
      method: request.method,
      headers,
      redirect: "manual",
      signal: AbortSignal.timeout(ANSWER_TIMEOUT_MS),
      ...(hasBody ? { body: request.body } : {}),
    });
  } catch (error) {
    const cause = (error as Error).cause as Error | undefined;
    throw new Error(`no answer: ${(error as Error).message}${cause ? ` (${cause.message})` : ""}`);
  }
  const contentType = response.headers.get("content-type");
  if (mediaEssence(contentType) === "text/event-stream") {
    await response.body?.cancel();
    return { status: response.status, contentType, text: undefined };
  }
  const text = await response.text();
  return { status: response.status, contentType, text };
}

/** What is wrong with an answer, by the document; empty when nothing is. */
export function problemsOf(book: SchemaBook, operation: Operation, answer: Answer): string[] {
  const problems: string[] = [];
  const body = answer.text === undefined ? "<stream>" : answer.text.slice(0, 600);
  if (answer.status >= 500) problems.push(`answered ${answer.status}: ${body}`);
  const declared = declaredResponse(operation, answer.status);
  if (!declared) {
    const statuses = Object.keys(operation.responses).join(", ");
    problems.push(`status ${answer.status} is not declared (declared: ${statuses}): ${body}`);
    return problems;
  }
  const content = declared.content ?? {};
  if (Object.keys(content).length === 0) {
    if (answer.text)
      problems.push(`declared without a body, but sent ${answer.contentType}: ${body}`);
    return problems;
  }
  const media = declaredMedia(content, answer.contentType);
  if (!media) {
    problems.push(
      `sent ${answer.contentType ?? "no Content-Type"}, declared ${Object.keys(content).join(", ")}: ${body}`,
    );
    return problems;
  }
  const [type, { schema }] = media;
  if (!isJsonMedia(type) || answer.text === undefined) return problems;
  try {
    answer.json = JSON.parse(answer.text);
  } catch {
    problems.push(`declared JSON, sent text that does not parse: ${body}`);
    return problems;
  }
  if (schema !== undefined) {
    const verdict = book.response(schema, answer.json);
    if (!verdict.valid) problems.push(`the body is outside its schema: ${verdict.errors}: ${body}`);
  }
  return problems;
}
