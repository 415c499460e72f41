import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, validationError } from "./errors.ts";

export const UNSTORABLE_TEXT_MESSAGE = "O texto enviado contém caracteres inválidos";

/** A UTF-16 surrogate without its other half: no UTF-8 form, so no database can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Whether PostgreSQL can store the text as sent. A NUL is refused by its text type (an error,
 * so a 500 if it got that far) and a lone surrogate is either refused or silently replaced.
 * URL decoding never yields a lone surrogate, but JSON's "\ud800" escape does.
 */
export function isStorableText(value: string): boolean {
  return !value.includes("\u0000") && !LONE_SURROGATE.test(value);
}

type Path = (string | number)[];

/** The path of the first string (or key) under value that cannot be stored. */
function findUnstorable(value: unknown, path: Path): Path | null {
  if (typeof value === "string") return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorable(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const [key, member] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorable(member, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses (422) validated input holding text the database cannot store. */
export function assertStorable(data: unknown): void {
  const path = findUnstorable(data, []);
  if (path) {
    throw new ApiError(422, "validation_failed", UNSTORABLE_TEXT_MESSAGE, [
      { path, message: UNSTORABLE_TEXT_MESSAGE },
    ]);
  }
}

/**
 * Reads and validates a JSON body. Malformed JSON is a 400, a body of the wrong shape (or with
 * text the database cannot store) a 422 carrying the zod issues; both in pt-BR.
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(contentType)) {
    throw new ApiError(415, "unsupported_media_type", "Envie os dados em JSON");
  }
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "JSON inválido no corpo da requisição");
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  // What the schema kept (unknown keys are dropped) is what will be stored or searched for.
  assertStorable(result.data);
  return result.data;
}

/** Validates the query string like a body: 422 with the zod issues, or for unstorable text. */
export function readQuery<S extends z.ZodType>(c: Context, schema: S): z.output<S> {
  const result = schema.safeParse(c.req.query());
  if (!result.success) throw validationError(result.error);
  assertStorable(result.data);
  return result.data;
}
