import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { securityHeaderList, securityHeaders } from "./security-headers.ts";

/** Answers built each way a route of the app builds them. */
function appUnderTest(): Hono {
  const app = new Hono();
  app.use(securityHeaders());
  app.get("/json", (c) => c.json({ ok: true }));
  // Better Auth's answers, and the catalogue's (a plain header record).
  app.get("/bare", () => new Response("bare", { headers: { "content-type": "text/plain" } }));
  // An image that other sites may embed (seo.ts, uploaded images).
  app.get("/own", (c) => {
    c.header("Cross-Origin-Resource-Policy", "cross-origin");
    return c.body("image");
  });
  app.get("/docs", securityHeaders({ inlineScripts: true }), (c) => c.html("<p>docs</p>"));
  app.get("/stream", (c) => c.body(new Blob(["chunk"]).stream()));
  app.get("/fails", () => {
    throw new Error("boom");
  });
  app.onError((_error, c) => c.json({ error: "internal" }, 500));
  return app;
}

const DEFAULTS = securityHeaderList();

function expectDefaults(headers: Headers, except: string[] = []): void {
  for (const [name, value] of DEFAULTS) {
    if (!except.includes(name)) expect(headers.get(name), name).toBe(value);
  }
}

describe.each([
  ["in process (app.request)", "in-process"],
  ["served by @hono/node-server", "served"],
] as const)("security headers %s", (_label, mode) => {
  const app = appUnderTest();
  let request: (path: string) => Promise<Response>;
  let close = async () => {};

  beforeAll(async () => {
    if (mode === "in-process") {
      request = async (path) => app.request(path);
      return;
    }
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const started = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () =>
        resolve(started),
      );
    });
    const { port } = server.address() as AddressInfo;
    request = (path) => fetch(`http://127.0.0.1:${port}${path}`);
    close = () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ("closeAllConnections" in server) server.closeAllConnections();
      });
  });
  afterAll(() => close());

  it("are on answers made with c.json, a bare Response, a stream, a 404 and a 500", async () => {
    for (const path of ["/json", "/bare", "/stream", "/nowhere", "/fails"]) {
      const response = await request(path);
      await response.arrayBuffer();
      expectDefaults(response.headers);
    }
  });

  it("say what the shop allows", async () => {
    const { headers } = await request("/json");
    const csp = headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self';");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-eval");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
  });

  it("leave a header the route set itself, and its body and type", async () => {
    const response = await request("/own");
    expect(response.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expectDefaults(response.headers, ["Cross-Origin-Resource-Policy"]);
    expect(await response.text()).toBe("image");
    const bare = await request("/bare");
    expect(bare.headers.get("content-type")).toBe("text/plain");
    expect(await bare.text()).toBe("bare");
  });

  it("let the API reference's own policy allow its inline script", async () => {
    const response = await request("/docs");
    expect(response.headers.get("content-security-policy")).toContain(
      "script-src 'self' 'unsafe-inline'",
    );
    expectDefaults(response.headers, ["Content-Security-Policy"]);
  });
});
