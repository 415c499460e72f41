import { gunzipSync } from "node:zlib";
import { validate } from "@scalar/openapi-parser";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { API_DOCS_PATH, OPENAPI_PATH } from "./api-docs.ts";
import { readApiTypes, renderApiTypes } from "./api-types.ts";
import { STAFF_SECURITY_SCHEME } from "./openapi.ts";

interface Operation {
  summary?: string;
  security?: Record<string, string[]>[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type OpenApiDocument = { openapi: string; paths: Record<string, Record<string, Operation>> };

let t: TestApp;
let document: OpenApiDocument;

beforeAll(async () => {
  t = await createTestApp();
  document = (await (await t.request(OPENAPI_PATH)).json()) as OpenApiDocument;
});
afterAll(() => t.database.dispose());

/** Routes the app answers that are not ours to describe, or not operations at all. */
const NOT_OPERATIONS = [
  /^\/api\/auth\//,
  /^\/api\/club\/auth\//,
  /^\/api\/openapi\.json$/,
  /^\/api\/docs/,
  /\*$/,
];

/** Every method + path the app serves under /api, in the document's `{param}` form. */
function servedOperations(): string[] {
  const served = new Set<string>();
  for (const route of t.app.routes) {
    if (route.method === "ALL" || !route.path.startsWith("/api/")) continue;
    if (NOT_OPERATIONS.some((pattern) => pattern.test(route.path))) continue;
    const path = route.path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, "{$1}");
    served.add(`${route.method.toLowerCase()} ${path}`);
  }
  return [...served].sort();
}

function documentedOperations(): string[] {
  return Object.entries(document.paths)
    .flatMap(([path, item]) => Object.keys(item).map((method) => `${method} ${path}`))
    .sort();
}

function eachOperation(): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

describe("GET /api/openapi.json", () => {
  it("is a valid OpenAPI 3.1 document", async () => {
    expect(document.openapi).toBe("3.1.0");
    const result = await validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it("describes every route the app serves under /api, and nothing it does not", () => {
    expect(documentedOperations()).toEqual(servedOperations());
  });

  it("marks every staff route, and only those, with the staff session cookie", () => {
    for (const [name, operation] of eachOperation()) {
      const staff = name.includes(" /api/admin/");
      const schemes = (operation.security ?? []).flatMap((entry) => Object.keys(entry));
      expect(schemes, name).toEqual(staff ? [STAFF_SECURITY_SCHEME] : []);
      if (staff)
        expect(Object.keys(operation.responses), name).toEqual(
          expect.arrayContaining(["401", "403"]),
        );
    }
  });

  it("gives every operation a summary and a success answer, and its errors the one error shape", () => {
    for (const [name, operation] of eachOperation()) {
      expect(operation.summary, name).toBeTruthy();
      const statuses = Object.keys(operation.responses);
      expect(
        statuses.some((status) => status.startsWith("2")),
        name,
      ).toBe(true);
      for (const status of statuses.filter((s) => Number(s) >= 400)) {
        const schema = operation.responses[status]?.content?.["application/json"]?.schema;
        expect(schema, `${name} ${status}`).toEqual({ $ref: "#/components/schemas/ApiError" });
      }
    }
  });

  it("is written out once: later requests get the kept bytes, compressed once", async () => {
    const stringify = vi.spyOn(JSON, "stringify");
    let plain: string;
    try {
      plain = await (await t.request(OPENAPI_PATH)).text();
      const written = stringify.mock.results
        .map((result) => (typeof result.value === "string" ? result.value.length : 0))
        .filter((length) => length > 100_000);
      expect(written, "lengths of the JSON written out").toEqual([]);
    } finally {
      stringify.mockRestore();
    }
    expect(JSON.parse(plain)).toEqual(document);
    const gzipped = async () => {
      const response = await t.request(OPENAPI_PATH, { headers: { "Accept-Encoding": "gzip" } });
      expect(response.headers.get("content-encoding")).toBe("gzip");
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      return Buffer.from(await response.arrayBuffer());
    };
    const gzip = await gzipped();
    expect(gunzipSync(gzip).toString("utf8")).toBe(plain);
    expect(gzip.length).toBeLessThan(plain.length / 4);
    expect(await gzipped()).toEqual(gzip);
  });

  it("is what the web app's types were generated from (else run npm run api:types)", async () => {
    expect(await readApiTypes()).toBe(await renderApiTypes(document as never));
  });
});

describe("Better Auth's routes", () => {
  it("are described by Better Auth at the address the document links to", async () => {
    expect(JSON.stringify(document)).toContain("/api/auth/open-api/generate-schema");
    const response = await t.request("/api/auth/open-api/generate-schema");
    expect(response.status).toBe(200);
    const schema = (await response.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(schema.openapi).toMatch(/^3\./);
    expect(Object.keys(schema.paths)).toEqual(expect.arrayContaining(["/sign-in/email"]));
    expect(Object.keys(schema.paths)).not.toContain("/phone-number/send-otp");
  });

  it("describes Clube Frosty's sign-in apart, at its own address", async () => {
    expect(JSON.stringify(document)).toContain("/api/club/auth/open-api/generate-schema");
    const response = await t.request("/api/club/auth/open-api/generate-schema");
    expect(response.status).toBe(200);
    const schema = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(schema.paths)).toEqual(
      expect.arrayContaining(["/phone-number/send-otp", "/phone-number/verify", "/sign-out"]),
    );
  });
});

describe("GET /api/docs", () => {
  it("serves the interactive reference of the document, its script from our own origin", async () => {
    const page = await t.request(API_DOCS_PATH);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(OPENAPI_PATH);
    expect(html).toContain(`src="${API_DOCS_PATH}/scalar.js"`);
    // Its library starts from an inline script; no other page may run one.
    expect(page.headers.get("content-security-policy")).toContain("'unsafe-inline'");
    const shopCsp = (await t.request(OPENAPI_PATH)).headers.get("content-security-policy");
    expect(shopCsp).not.toContain("script-src 'self' 'unsafe-inline'");

    const script = await t.request(`${API_DOCS_PATH}/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("content-type")).toContain("javascript");
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});
