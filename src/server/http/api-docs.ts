import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { OpenAPIHono } from "@hono/zod-openapi";
import { Scalar } from "@scalar/hono-api-reference";
import type { Env } from "hono";
import { AUTH_BASE_PATH, COOKIE_PREFIX } from "#server/auth/create-auth.ts";
import { MEMBER_AUTH_BASE_PATH, MEMBER_COOKIE_PREFIX } from "#server/auth/members/member-auth.ts";
import { KeptBody, sendKept } from "./kept-body.ts";
import { STAFF_SECURITY_SCHEME } from "./openapi.ts";
import { securityHeaders } from "./security-headers.ts";

export const OPENAPI_PATH = "/api/openapi.json";
export const API_DOCS_PATH = "/api/docs";
const SCALAR_SCRIPT_PATH = `${API_DOCS_PATH}/scalar.js`;

/** The tags that group the document's operations, in the order the reference lists them. */
export const API_TAGS = {
  shop: "Loja",
  orders: "Pedidos",
  staffSession: "Equipe: sessão",
  staffOrders: "Equipe: pedidos",
  staffProducts: "Equipe: picolés",
  staffCustomers: "Equipe: clientes",
  staffReports: "Equipe: relatórios",
  staffCoupons: "Equipe: cupons",
  staffSettings: "Equipe: configurações",
  staffStores: "Equipe: lojas",
  staffTeam: "Equipe: pessoas e acessos",
  health: "Operação",
} as const;

const DESCRIPTION = `A API da Frosty: o catálogo, os pedidos da loja e o painel da equipe.

- Dinheiro é sempre em centavos inteiros (\`899\` = R$ 8,99); o servidor calcula todo preço e total.
- Toda falha responde \`{ "error": { "code", "message", "issues"? } }\`, com a mensagem em português.
- As rotas \`/api/admin/*\` pedem a sessão da equipe (cookie \`${COOKIE_PREFIX}.session_token\`, de
  \`POST ${AUTH_BASE_PATH}/sign-in/email\`) e o papel \`admin\`; escritas com cookie precisam de uma
  origem confiável (\`Origin\`).
- As rotas de \`${AUTH_BASE_PATH}/*\` (entrar, criar conta, sair, sessão) são do Better Auth e se
  descrevem em [\`${AUTH_BASE_PATH}/open-api/generate-schema\`](${AUTH_BASE_PATH}/open-api/generate-schema).
- O Clube Frosty tem as suas, à parte: \`${MEMBER_AUTH_BASE_PATH}/*\` (código por celular, sair), com
  o cookie \`${MEMBER_COOKIE_PREFIX}.session_token\`, descritas em
  [\`${MEMBER_AUTH_BASE_PATH}/open-api/generate-schema\`](${MEMBER_AUTH_BASE_PATH}/open-api/generate-schema).`;

/**
 * GET /api/openapi.json (the OpenAPI 3.1 document of every route) and GET /api/docs (Scalar's
 * interactive reference, its script served from our own origin: the CSP allows no other).
 * The document is built once, on first request: routes do not change while the app runs.
 */
export function mountApiDocs<E extends Env>(app: OpenAPIHono<E>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", STAFF_SECURITY_SCHEME, {
    type: "apiKey",
    in: "cookie",
    name: `${COOKIE_PREFIX}.session_token`,
    description:
      "A sessão da equipe, criada pelo Better Auth ao entrar (POST /api/auth/sign-in/email). " +
      "Em https o nome é `__Secure-frosty.session_token`.",
  });

  // Built and written out once (220 KB of JSON), then sent as kept bytes, compressed once per
  // encoding: writing it out per request cost every other request its time.
  let document: KeptBody | undefined;
  app.get(OPENAPI_PATH, (c) => {
    document ??= new KeptBody(
      Buffer.from(
        JSON.stringify(
          app.getOpenAPI31Document({
            openapi: "3.1.0",
            info: { title: "Frosty API", version: "1.0.0", description: DESCRIPTION },
            tags: Object.values(API_TAGS).map((name) => ({ name })),
          }),
        ),
      ),
    );
    c.header("Cache-Control", "no-cache");
    return sendKept(c, document, 200, "application/json");
  });

  app.get(
    API_DOCS_PATH,
    securityHeaders({ inlineScripts: true }),
    Scalar({
      url: OPENAPI_PATH,
      cdn: SCALAR_SCRIPT_PATH,
      pageTitle: "Frosty API — referência",
      withDefaultFonts: false,
      hideClientButton: true,
    }),
  );

  let script: Promise<Buffer> | undefined;
  app.get(SCALAR_SCRIPT_PATH, async (c) => {
    script ??= readFile(scalarScriptFile()).catch((error: unknown) => {
      script = undefined;
      throw error;
    });
    c.header("Content-Type", "text/javascript; charset=UTF-8");
    c.header("Cache-Control", "public, max-age=86400");
    return c.body(new Uint8Array(await script));
  });
}

/** Scalar's browser bundle, from its package (resolved at run time, also from the built server). */
function scalarScriptFile(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve("@scalar/api-reference");
  return entry.replace(/dist[/\\]index\.js$/, "dist/browser/standalone.js");
}
