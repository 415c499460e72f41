import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { BlockList } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { KeptBody, sendKept } from "./kept-body.ts";
import type { PageRenderer } from "./page-html.ts";
import { RenderLimiter, type RenderLimits } from "./render-limits.ts";
import { webAppRoutes } from "./web-app.ts";

const INDEX = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';

/** The staff panel at /admin (its shell), the shop's pages everywhere else, each its own page. */
const shopAndPanel: PageRenderer = {
  pageModules: (path) =>
    path.startsWith("/admin") ? { modules: [], staff: true } : { modules: [], staff: false },
  pageKey: async (path) => ({ key: path, path }),
  renderPage: async (path) => ({
    html: `<main>${path}</main>`,
    head: { title: path, description: "-" },
    islands: [],
  }),
};
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;

let webDir: string;
let t: TestApp;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "frosty-web-"));
  mkdirSync(join(webDir, "assets"));
  mkdirSync(join(webDir, "images"));
  writeFileSync(join(webDir, "index.html"), INDEX);
  writeFileSync(join(webDir, "assets", "main-abc123.js"), SCRIPT);
  writeFileSync(join(webDir, "assets", "main-abc123.js.br"), brotliCompressSync(SCRIPT));
  writeFileSync(join(webDir, "assets", "main-abc123.js.gz"), gzipSync(SCRIPT));
  writeFileSync(join(webDir, "images", "1.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  t = await createTestApp({ webDir, loadPageRenderer: async () => shopAndPanel });
});
afterAll(async () => {
  await t.database.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

describe("serving the built web app", () => {
  it("serves hashed assets as immutable, precompressed when accepted", async () => {
    const br = await t.request("/assets/main-abc123.js", {
      headers: { "Accept-Encoding": "gzip, deflate, br" },
    });
    expect(br.status).toBe(200);
    expect(br.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("content-type")).toMatch(/javascript/);

    const gz = await t.request("/assets/main-abc123.js", {
      headers: { "Accept-Encoding": "gzip" },
    });
    expect(gz.headers.get("content-encoding")).toBe("gzip");

    const plain = await t.request("/assets/main-abc123.js");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(SCRIPT);
  });

  it("answers a missing asset with 404 instead of the page", async () => {
    const response = await t.request("/assets/gone-000.js");
    expect(response.status).toBe(404);
  });

  it("serves every page revalidated, never no-store: the shop's may come back from the bfcache", async () => {
    for (const path of ["/", "/cardapio", "/produto/7", "/admin/dashboard", "/qualquer/coisa"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      const html = await response.text();
      if (path.startsWith("/admin")) expect(html, path).toBe(INDEX);
      else expect(html, path).toContain(`<div id="root"><main>${path}</main></div>`);
    }
  });

  it("names the shop's Speculation Rules on its pages, not on the staff's", async () => {
    for (const path of ["/", "/cardapio", "/produto/7", "/qualquer/coisa"]) {
      const response = await t.request(path);
      expect(response.headers.get("speculation-rules"), path).toBe('"/speculation-rules.json"');
    }
    expect((await t.request("/admin/dashboard")).headers.get("speculation-rules")).toBeNull();
    expect((await t.request("/images/1.svg")).headers.get("speculation-rules")).toBeNull();
  });

  it("serves the rules: product pages and marked links prerendered, other shop links prefetched", async () => {
    const response = await t.request("/speculation-rules.json");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/speculationrules+json");
    const rules = await response.json();
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prerender[0].eagerness).toBe("moderate");
    const prerender = JSON.stringify(rules.prerender[0].where);
    expect(prerender).toContain('{"href_matches":"/produto/*"}');
    expect(prerender).toContain('{"selector_matches":"[data-prerender]"}');
    expect(rules.prefetch).toHaveLength(1);
    expect(rules.prefetch[0].eagerness).toBe("moderate");
    const prefetch = JSON.stringify(rules.prefetch[0].where);
    for (const path of ["/admin", "/login", "/setup", "/convite", "/api"]) {
      expect(prefetch, path).toContain(`{"not":{"href_matches":"${path}"}}`);
      expect(prefetch, path).toContain(`{"not":{"href_matches":"${path}/*"}}`);
    }
  });

  it("serves public files with a day's cache", async () => {
    const response = await t.request("/images/1.svg");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    expect(response.headers.get("cache-control")).toMatch(/max-age=86400/);
  });

  it("keeps unknown /api paths a JSON 404, not the page", async () => {
    const response = await t.request("/api/cardapio");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toMatch(/^application\/json/);
  });
});

/**
 * A renderer whose renders wait until `finish()`: every path is a page of its own (the keeping
 * by page is page-html.test.ts's), so each new path is a render.
 */
function heldRenderer() {
  let finish = () => {};
  const held = new Promise<void>((resolve) => {
    finish = resolve;
  });
  let started = () => {};
  const rendering = new Promise<void>((resolve) => {
    started = resolve;
  });
  const renderer: PageRenderer = {
    pageModules: () => ({ modules: [], staff: false }),
    pageKey: async (path) => ({ key: path, path }),
    async renderPage(path) {
      started();
      await held;
      return { html: `<main>${path}</main>`, head: { title: path, description: "-" }, islands: [] };
    },
  };
  return { renderer, finish, rendering };
}

function webWith(renderer: PageRenderer, renderLimits: Partial<RenderLimits>) {
  const web = webAppRoutes(webDir, t.catalog, {
    origin: "http://localhost:3000",
    proxies: { trustedProxies: new BlockList() },
    loadRenderer: async () => renderer,
    renderLimits,
  });
  // In process, the request counts as forwarded by a trusted proxy: X-Forwarded-For is the client.
  return (path: string, client = "203.0.113.7", headers: Record<string, string> = {}) =>
    web.request(path, { headers: { "X-Forwarded-For": client, ...headers } });
}

describe("rendering pages within bounds", () => {
  it("answers 503 with Retry-After past the renders in flight, never a queue", async () => {
    const { renderer, finish, rendering } = heldRenderer();
    const get = webWith(renderer, { inFlight: 1 });
    const first = get("/cardapio");
    await rendering;
    // The same page while it renders waits for that render: no second one, no refusal.
    const same = get("/cardapio", "198.51.100.1");
    const busy = await get("/sobre", "198.51.100.2");
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("1");
    expect(await busy.text()).toMatch(/ocupado/);
    finish();
    expect((await first).status).toBe(200);
    expect((await same).status).toBe(200);
    expect((await get("/sobre", "198.51.100.2")).status).toBe(200);
  });

  it("answers 429 with Retry-After to a client past its renders, and still serves it kept pages", async () => {
    const { renderer, finish } = heldRenderer();
    finish();
    const get = webWith(renderer, { burst: 2, perSecond: 0.1 });
    expect((await get("/cardapio")).status).toBe(200);
    expect((await get("/sobre")).status).toBe(200);
    const limited = await get("/lojas");
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(limited.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(await limited.text()).toMatch(/Tente de novo/);
    // A kept page is never counted; another client has renders of its own.
    const kept = await get("/cardapio", undefined, { "Accept-Encoding": "br" });
    expect(kept.status).toBe(200);
    const html = brotliDecompressSync(Buffer.from(await kept.arrayBuffer())).toString("utf8");
    expect(html).toContain("<main>/cardapio</main>");
    expect((await get("/lojas", "198.51.100.9")).status).toBe(200);
  });

  it("remembers a bounded number of clients, forgetting the one idle longest", () => {
    const renders = new RenderLimiter({ burst: 1, perSecond: 0.001, clients: 2 }, () => 0);
    const admitted = (client: string) => {
      const admission = renders.admit(client);
      if ("status" in admission) return admission.status;
      admission.release();
      return 200;
    };
    expect(admitted("a")).toBe(200);
    expect(admitted("a")).toBe(429);
    expect(admitted("b")).toBe(200);
    expect(admitted("a")).toBe(429);
    expect(admitted("c")).toBe(200); // b was idle longest: forgotten
    expect(admitted("a")).toBe(429);
    expect(admitted("b")).toBe(200);
  });
});

describe("answering with kept bytes", () => {
  it("sends the bytes as they are when compressing them fails", async () => {
    const kept = new KeptBody(Buffer.from("<p>Olá</p>"));
    kept.encoded = () => Promise.reject(new Error("zlib failed"));
    const app = new Hono().get("/", (c) => sendKept(c, kept, 200, "text/html; charset=utf-8"));

    const response = await app.request("/", { headers: { "Accept-Encoding": "br, gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBeNull();
    expect(await response.text()).toBe("<p>Olá</p>");
  });
});
