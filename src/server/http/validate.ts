import type { Context } from "hono";
import type { z } from "zod";
import { ApiError, validationError } from "./errors.ts";

/**
 * Reads and validates a JSON body. Malformed JSON is a 400, a body of the wrong shape a 422
 * carrying the zod issues; both in pt-BR.
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
  return result.data;
}
