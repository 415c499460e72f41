/**
 * Bad input against every /api/admin endpoint (the list the permission test checks against the
 * app's routes), signed in as an admin so it reaches validation: bad path ids, query strings,
 * bodies and content types. Never a 5xx; refusals in the one JSON error shape with a pt-BR
 * message and no stored change; the panel still serving afterwards.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_ENDPOINTS } from "#server/testing/admin-endpoints/index.ts";
import type { AdminEndpoint } from "#server/testing/admin-endpoints/types.ts";
import { type SignedInStaff, signedInStaff } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import type { Catalog } from "#shared/catalog.ts";
import { type BodySpec, badBody, badQuery, badSegment, runs } from "./arbitraries.ts";
import { type Harness, harness, type RequestSpec } from "./checks.ts";

let t: TestApp;
let admin: SignedInStaff;
let check: Harness;
/** The concrete path of each endpoint (an order made for those that need one). */
const paths = new Map<AdminEndpoint, string>();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInStaff(t, { admin: true });
  check = harness(t.database.db, (path, init) => admin.browser.request(path, init));
  for (const endpoint of ADMIN_ENDPOINTS) {
    paths.set(endpoint, endpoint.prepare ? await endpoint.prepare(t, "1") : endpoint.path);
  }
});
afterAll(() => t.database.dispose());

/** The staff panel still answers, with the same session. */
async function expectStillSignedIn(): Promise<void> {
  const session = await admin.browser.request("/api/admin/session");
  expect(session.status).toBe(200);
  expect(((await session.json()) as { user: { email: string } }).user.email).toBe(admin.email);
}

/** The staff panel and the shop still answer normal requests. */
async function expectStillServing(): Promise<void> {
  await expectStillSignedIn();
  expect((await t.request("/api/health")).status).toBe(200);
  const menu = await t.request("/api/catalog");
  expect(menu.status).toBe(200);
  expect(((await menu.json()) as Catalog).stores.length).toBeGreaterThan(0);
  expect((await admin.browser.request("/api/admin/orders")).status).toBe(200);
}

const WRITES = new Set(["POST", "PUT", "PATCH"]);

interface EndpointShape {
  url: URL;
  /** Indexes of the path's parameters among its "/"-separated parts. */
  params: number[];
  query: Record<string, string>;
}

function shapeOf(endpoint: AdminEndpoint): EndpointShape {
  const url = new URL(paths.get(endpoint) ?? endpoint.path, "http://localhost");
  const params = endpoint.route
    .split("/")
    .flatMap((part, index) => (part.startsWith(":") ? [index] : []));
  return { url, params, query: Object.fromEntries(url.searchParams) };
}

function pathWith(shape: EndpointShape, segments: (string | null | undefined)[]): string {
  const parts = shape.url.pathname.split("/");
  shape.params.forEach((index, n) => {
    const segment = segments[n];
    if (segment !== null && segment !== undefined) parts[index] = segment;
  });
  return parts.join("/");
}

const json = (body: unknown, kind: string): BodySpec => ({
  text: JSON.stringify(body),
  contentType: "application/json",
  kind,
});

/**
 * Requests derived from one endpoint's valid call: each path parameter valid or bad, the query
 * string mangled, and the body (for writes) replaced by any of badBody's variants.
 */
function badRequests(endpoint: AdminEndpoint): fc.Arbitrary<RequestSpec> {
  const shape = shapeOf(endpoint);
  const body: fc.Arbitrary<BodySpec | undefined> = WRITES.has(endpoint.method)
    ? badBody(endpoint.body ?? {})
    : fc.constant(undefined);
  return fc
    .record({
      segments: fc.array(fc.option(badSegment, { nil: null }), {
        minLength: shape.params.length,
        maxLength: shape.params.length,
      }),
      query: fc.oneof(badQuery(shape.query), fc.constant(shape.url.search)),
      body,
    })
    .map(({ segments, query, body: content }) => ({
      method: endpoint.method,
      path: `${pathWith(shape, segments)}${query}`,
      ...(content ? { body: content } : {}),
    }));
}

function replaceStrings(value: unknown, text: string): unknown {
  if (typeof value === "string") return text;
  if (Array.isArray(value)) return value.map((item) => replaceStrings(item, text));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, member]) => [key, replaceStrings(member, text)]),
    );
  }
  return value;
}

/**
 * Input that once got a 500 somewhere, tried first on every endpoint it applies to: a NUL in an
 * id or a search, a year PostgreSQL has no date for, text with lone surrogates or a NUL.
 */
function knownBadRequests(endpoint: AdminEndpoint): RequestSpec[] {
  const shape = shapeOf(endpoint);
  const validBody = WRITES.has(endpoint.method) ? { body: json(endpoint.body ?? {}, "valid") } : {};
  const specs: RequestSpec[] = [];
  if (shape.params.length > 0) {
    const path = pathWith(
      shape,
      shape.params.map(() => "a%00b"),
    );
    specs.push({ method: endpoint.method, path: `${path}${shape.url.search}`, ...validBody });
  }
  for (const key of Object.keys(shape.query)) {
    for (const value of ["a%00b", "0000-01-01", "0001-01-01", "10000-01-01"]) {
      const query = new URLSearchParams(shape.query);
      query.delete(key);
      specs.push({
        method: endpoint.method,
        path: `${shape.url.pathname}?${query.toString()}&${key}=${value}`,
        ...validBody,
      });
    }
  }
  if (Object.keys(shape.query).length > 1) {
    for (const value of ["a%00b", "0000-01-01", "0001-01-01"]) {
      const query = Object.keys(shape.query).map((key) => `${key}=${value}`);
      specs.push({ method: endpoint.method, path: `${shape.url.pathname}?${query.join("&")}` });
    }
  }
  if (WRITES.has(endpoint.method) && endpoint.body !== undefined) {
    for (const text of ["a\u0000b", "\udc00\udc00", "x\ud800"]) {
      specs.push({
        method: endpoint.method,
        path: `${shape.url.pathname}${shape.url.search}`,
        body: json(replaceStrings(endpoint.body, text), "known bad text"),
      });
    }
  }
  return specs;
}

describe("every /api/admin endpoint with bad input, as an admin", () => {
  it.each(ADMIN_ENDPOINTS)("$method $route", async (endpoint) => {
    const plainRead = endpoint.method === "GET" && !endpoint.route.includes(":");
    const hasQuery = (paths.get(endpoint) ?? endpoint.path).includes("?");
    await fc.assert(
      fc.asyncProperty(badRequests(endpoint), async (spec) => {
        await check.sendBad(spec);
      }),
      {
        numRuns: runs(plainRead && !hasQuery ? 4 : 10),
        examples: knownBadRequests(endpoint).map((spec) => [spec]),
      },
    );
    await expectStillSignedIn();
  });

  it("answers an unknown /api/admin path, whatever its method and body, with a JSON 404", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE"),
        fc.array(badSegment, { minLength: 1, maxLength: 3 }),
        badBody({ nome: "x" }),
        async (method, segments, body) => {
          const spec: RequestSpec = {
            method,
            path: `/api/admin/nada/${segments.join("/")}`,
            ...(method === "GET" ? {} : { body }),
          };
          const answer = await check.sendBad(spec);
          expect([404, 413]).toContain(answer.status);
        },
      ),
      { numRuns: runs(10) },
    );
  });

  it("leaves the panel and the shop serving normal requests", async () => {
    await expectStillServing();
  });
});
