import { createRoute, type Hook, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import type { Env, MiddlewareHandler } from "hono";
import type { ApiErrorBody } from "#shared/errors.ts";
import { z } from "#shared/zod-pt-br.ts";
import { ApiError, validationError } from "./errors.ts";
import { assertStorable } from "./validate.ts";

/**
 * The API's routes are declared with createRoute (request and responses as zod schemas, once):
 * from that declaration come the validation below, the handlers' types, /api/openapi.json and,
 * through it, the web app's typed client. docs/decisions/012-api-contract.md.
 */

const JSON_CONTENT_TYPE = /^application\/(.+\+)?json\b/i;
const UTF8 = new TextDecoder();

/**
 * Runs before the validators of a route that takes a JSON body, so every such route refuses a
 * body the same way: not JSON at all is a 415, JSON that does not parse (or starts with a byte
 * order mark) a 400, both in pt-BR.
 * The parsed body is kept by Hono for the validator.
 */
const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (!JSON_CONTENT_TYPE.test(c.req.header("content-type") ?? "")) {
    throw new ApiError(415, "unsupported_media_type", "Envie os dados em JSON");
  }
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  // A byte order mark is not JSON (RFC 8259 §8.1), though a Response's json() skips it.
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  let parsed: unknown;
  try {
    if (bom) throw new SyntaxError("byte order mark");
    parsed = JSON.parse(UTF8.decode(bytes));
  } catch {
    throw new ApiError(400, "invalid_json", "JSON inválido no corpo da requisição");
  }
  // Kept where the validator reads it, so the body is parsed once.
  c.req.bodyCache.json = Promise.resolve(parsed);
  await next();
};

/**
 * What a route does with its validated input: a zod failure becomes the one 422 shape (with the
 * issues, in pt-BR), and text the database cannot store is refused too. Path parameters are left
 * to the route, which answers 404 for an id no row can have.
 */
export function validationHook<E extends Env>(
  /** How a route refuses a header it requires (the default is the 422 of any other input). */
  headerError?: () => ApiError,
): Hook<unknown, E, string, undefined> {
  return (result) => {
    if (!result.success) {
      throw result.target === "header" && headerError
        ? headerError()
        : validationError(result.error);
    }
    if (result.target !== "param") assertStorable(result.data);
    return undefined;
  };
}

/** A router whose routes are declared with apiRoute(); mount it like any Hono app. */
export function apiRouter<E extends Env = Env>(): OpenAPIHono<E> {
  return new OpenAPIHono<E>({ defaultHook: validationHook<E>() });
}

/** createRoute, plus the JSON body checks above for a route whose body is JSON. */
export function apiRoute<const R extends RouteConfig>(config: R) {
  const takesJson = config.request?.body?.content?.["application/json"] !== undefined;
  if (!takesJson) return createRoute(config);
  const own = config.middleware ? [config.middleware].flat() : [];
  return createRoute({ ...config, middleware: [requireJsonBody, ...own] } as R);
}

// ─── Pieces of declarations ──────────────────────────────────────────────────────────────────

/** A JSON body or response, with its pt-BR description. */
export function json<T extends z.ZodType>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } } as const;
}

/** A required JSON request body. */
export function jsonBody<T extends z.ZodType>(schema: T, description: string) {
  return { description, required: true, content: { "application/json": { schema } } } as const;
}

/** The one error shape (`{ error: { code, message, issues? } }`), as every failure sends it. */
export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z
        .string()
        .meta({ description: "Código estável, para programas", example: "not_found" }),
      message: z.string().meta({ description: "Mensagem em português para mostrar ao usuário" }),
      issues: z
        .array(
          z.object({
            path: z.array(z.union([z.string(), z.number()])),
            message: z.string(),
          }),
        )
        .optional()
        .meta({
          description:
            "Os campos recusados (422), ou as linhas esgotadas de um pedido (409 out_of_stock)",
        }),
      priceChange: z
        .object({
          subtotalCents: z.int(),
          discountCents: z.int(),
          deliveryFeeCents: z.int(),
          totalCents: z.int(),
        })
        .optional()
        .meta({ description: "Só em 409 price_changed: o que o pedido custa agora, em centavos" }),
      openDays: z
        .array(z.iso.date())
        .optional()
        .meta({ description: "Só em 409 capacity_full: os dias (da loja) que ainda têm vaga" }),
    }),
  })
  .meta({
    id: "ApiError",
    description: "Erro: o mesmo formato para toda falha da API",
  }) satisfies z.ZodType<ApiErrorBody>;

const ERRORS = {
  400: [
    "Requisição malformada (JSON inválido ou cabeçalho faltando)",
    "invalid_json",
    "JSON inválido no corpo da requisição",
  ],
  401: ["Sem sessão: faça login", "unauthorized", "Faça login para continuar"],
  403: [
    "Sem permissão, ou origem não permitida",
    "forbidden",
    "Você não tem permissão para acessar o painel administrativo.",
  ],
  404: ["Não encontrado", "not_found", "Recurso não encontrado"],
  409: ["Conflito com o estado atual", "conflict", "Os dados mudaram enquanto você editava."],
  413: ["Corpo grande demais", "payload_too_large", "O conteúdo enviado é grande demais"],
  415: ["O corpo não é JSON", "unsupported_media_type", "Envie os dados em JSON"],
  422: [
    "Dados inválidos: `issues` diz quais campos",
    "validation_failed",
    "Preencha os campos obrigatórios",
  ],
  429: [
    "Tentativas demais: espere e tente de novo",
    "too_many_requests",
    "Muitas tentativas. Tente novamente em instantes.",
  ],
  503: [
    "Banco de dados indisponível: tente de novo em instantes",
    "service_unavailable",
    "Serviço temporariamente indisponível. Tente novamente em instantes.",
  ],
} as const;

export type ErrorStatus = keyof typeof ERRORS;

/** The error answers a route may send, each in the one error shape with a pt-BR example. */
export function errors<const S extends ErrorStatus>(...statuses: S[]) {
  const responses = {} as Record<S, ReturnType<typeof errorResponse>>;
  for (const status of statuses) responses[status] = errorResponse(status);
  return responses;
}

function errorResponse(status: ErrorStatus) {
  const [description, code, message] = ERRORS[status];
  return {
    description,
    content: {
      "application/json": { schema: apiErrorSchema, example: { error: { code, message } } },
    },
  };
}

/** A route that reads or writes the database may answer 503 while the database is away. */
export const DATABASE_ERRORS = [503] as const;

/** Every route that takes a JSON body: 400, 413, 415 and 422 as described above. */
export const JSON_BODY_ERRORS = [400, 413, 415, 422] as const;

/** The staff API's cookie (Better Auth's session), named in every staff route's `security`. */
export const STAFF_SECURITY_SCHEME = "staffSession";
export const STAFF_SECURITY = [{ [STAFF_SECURITY_SCHEME]: [] }];
