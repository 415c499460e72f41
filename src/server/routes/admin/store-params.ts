import type { Hook } from "@hono/zod-openapi";
import type { Env } from "hono";
import { ApiError } from "#server/http/errors.ts";
import { validationHook } from "#server/http/openapi.ts";
import { isStorableText } from "#server/http/validate.ts";
import { z } from "#shared/zod-pt-br.ts";

/**
 * Path parameters of the routes under /stores/{id}/… (payments, delivery areas): an id no row
 * can have (a NUL, say) fails the schema, and the hook answers it with the 404 of an unknown
 * one, without a query. Same rules as the stores' own routes (stores.ts).
 */
export const storeNotFound = () => new ApiError(404, "store_not_found", "Loja não encontrada");

const storableId = (description: string, example: string) =>
  z.string().refine(isStorableText).meta({ description, example });

export const storeIdParams = z.object({ id: storableId("O id da loja", "1") });

export const deliveryAreaParams = z.object({
  id: storableId("O id da loja", "1"),
  areaId: storableId("O id do bairro", "1-bela-vista"),
});

/** A bad path parameter is a 404 (`notFound`); any other bad input the usual 422. */
export function pathParamHook<E extends Env>(
  notFound: () => ApiError = storeNotFound,
): Hook<unknown, E, string, undefined> {
  const otherwise = validationHook<E>();
  return (result, c) => {
    if (!result.success && result.target === "param") throw notFound();
    return otherwise(result, c);
  };
}
