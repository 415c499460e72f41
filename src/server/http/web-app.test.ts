import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

const INDEX = '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>';
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
  t = await createTestApp({ webDir });
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

  it("serves index.html, never cached, for every client route", async () => {
    for (const path of ["/", "/cardapio", "/produto/7", "/admin/dashboard", "/qualquer/coisa"]) {
      const response = await t.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-cache");
      expect(response.headers.get("content-type"), path).toMatch(/^text\/html/);
      expect(await response.text(), path).toBe(INDEX);
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
