import type {
  HttpMethod,
  PathsWithMethod,
  RequiredKeysOf,
  SuccessResponseJSON,
} from "openapi-typescript-helpers";
import { isApiErrorBody, type PriceChange } from "#shared/errors.ts";
import type { components, paths } from "./api-schema.gen.ts";

/**
 * The web app's API client: every call names a path and method of the API's OpenAPI document,
 * and its parameters, body and answer are typed from it (api-schema.gen.ts, written by
 * `npm run api:types`). A field renamed on the server fails the type check here, not at run
 * time. Our own small fetch (decision 012): the shell has no room for a client library.
 */

/** A failed API call, carrying the server's pt-BR message for the UI to show. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly issues?: ApiIssue[],
    /** Only with 409 price_changed: what the order costs now. */
    readonly priceChange?: PriceChange,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }
}

/** A schema of the document by its name: `Schema<"Order">`. */
export type Schema<Name extends keyof components["schemas"]> = components["schemas"][Name];
export type ApiIssue = NonNullable<Schema<"ApiError">["error"]["issues"]>[number];

type Operation<P extends keyof paths, M extends HttpMethod> = paths[P][M];
type ParametersOf<Op> = Op extends { parameters: infer P } ? P : Record<string, never>;
type ContentOf<Op> = Op extends { requestBody?: infer R }
  ? [NonNullable<R>] extends [never]
    ? never
    : NonNullable<R> extends { content: infer C }
      ? C
      : never
  : never;
/** The JSON body, or a file's bytes (a Blob, sent with its own type) where the route takes them. */
type BodyOf<Op, C = ContentOf<Op>> = [C] extends [never]
  ? never
  :
      | (C extends { "application/json": infer B } ? B : never)
      | (Exclude<keyof C, "application/json"> extends never ? never : Blob);

/** `{ name: T }`, `{ name?: T }` when T asks nothing, or nothing at all when there is no T. */
type Part<Name extends string, T> = [T] extends [never]
  ? unknown
  : [T] extends [undefined]
    ? unknown
    : RequiredKeysOf<NonNullable<T>> extends never
      ? { [K in Name]?: NonNullable<T> }
      : { [K in Name]: NonNullable<T> };

export type ApiInit<Op> = Part<"path", ParametersOf<Op>["path" & keyof ParametersOf<Op>]> &
  Part<"query", ParametersOf<Op>["query" & keyof ParametersOf<Op>]> &
  Part<"headers", ParametersOf<Op>["header" & keyof ParametersOf<Op>]> &
  ([BodyOf<Op>] extends [never] ? unknown : { body: BodyOf<Op> });

/** The init argument is optional when the operation asks for nothing. */
type InitArgs<Op> =
  RequiredKeysOf<ApiInit<Op>> extends never ? [init?: ApiInit<Op>] : [init: ApiInit<Op>];

/** What a successful call answers. */
export type ApiAnswer<P extends keyof paths, M extends HttpMethod> = SuccessResponseJSON<
  Operation<P, M> & Record<string | number, unknown>
>;

const NETWORK_MESSAGE = "Não foi possível falar com o servidor. Verifique sua conexão.";

interface LooseInit {
  path?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
  headers?: Record<string, string>;
  body?: unknown;
}

function url(template: string, { path, query }: LooseInit): string {
  const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(String(path?.[name] ?? "")),
  );
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== "") search.set(name, String(value));
  }
  const query_ = search.toString();
  return query_ ? `${filled}?${query_}` : filled;
}

/** Calls one operation of the API; resolves with its answer, or throws ApiRequestError. */
export async function api<M extends HttpMethod, P extends PathsWithMethod<paths, M>>(
  method: M,
  path: P,
  ...[init]: InitArgs<Operation<P, M>>
): Promise<ApiAnswer<P, M>> {
  const options = (init ?? {}) as LooseInit;
  const raw = options.body instanceof Blob ? options.body : null;
  const contentType = raw ? raw.type : options.body !== undefined ? "application/json" : null;
  let response: Response;
  try {
    response = await fetch(url(path, options), {
      method: method.toUpperCase(),
      headers: {
        Accept: "application/json",
        ...(contentType ? { "Content-Type": contentType } : {}),
        ...options.headers,
      },
      body: raw ?? (options.body !== undefined ? JSON.stringify(options.body) : null),
    });
  } catch {
    throw new ApiRequestError(0, "network_error", NETWORK_MESSAGE);
  }
  if (!response.ok) throw await toError(response);
  return (await response.json()) as ApiAnswer<P, M>;
}

async function toError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiErrorBody(body)) {
    return new ApiRequestError(
      response.status,
      body.error.code,
      body.error.message,
      body.error.issues,
      body.error.priceChange,
    );
  }
  return new ApiRequestError(
    response.status,
    "http_error",
    "Não foi possível falar com o servidor. Tente novamente.",
  );
}
