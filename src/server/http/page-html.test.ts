import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";

// A build as Vite writes it: index.html linking the entry and the stylesheet, and the manifest.
const CSS = "body{color:#123}";
const INDEX = `<!doctype html><html lang="pt-BR"><head><script type="module" crossorigin src="/assets/index-e1.js"></script><link rel="stylesheet" crossorigin href="/assets/index-c1.css"></head><body><div id="root"></div></body></html>`;
const MANIFEST = {
  "index.html": { file: "assets/index-e1.js", isEntry: true },
};

let webDir: string;
let t: TestApp;
beforeAll(async () => {
  webDir = mkdtempSync(join(tmpdir(), "frosty-pages-"));
  mkdirSync(join(webDir, "assets"));
  mkdirSync(join(webDir, ".vite"));
  writeFileSync(join(webDir, "index.html"), INDEX);
  writeFileSync(join(webDir, "assets", "index-c1.css"), CSS);
  writeFileSync(join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
  t = await createTestApp({ webDir });
});
afterAll(async () => {
  await t.database.dispose();
  rmSync(webDir, { recursive: true, force: true });
});

async function page(path: string, encoding?: string): Promise<string> {
  const response = await t.request(
    path,
    encoding ? { headers: { "Accept-Encoding": encoding } } : {},
  );
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("no-cache");
  if (encoding === "gzip") {
    expect(response.headers.get("content-encoding")).toBe("gzip");
    return gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
  }
  return response.text();
}

// What the server renders of each page (content, head, status, preloads) is tested with the web
// app's own server entry in src/web/server-rendering.test.ts; without that entry (here) every
// page is the shell the browser renders.
describe("the HTML of a page", () => {
  it("inlines the stylesheet instead of linking it", async () => {
    const html = await page("/");
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain("index-c1.css");
  });
});

describe("without a web build", () => {
  it("answers client routes with the JSON 404, and serves the page once a build appears", async () => {
    const emptyDir = mkdtempSync(join(tmpdir(), "frosty-no-build-"));
    const app = await createTestApp({ webDir: emptyDir });
    try {
      const missing = await app.request("/cardapio");
      expect(missing.status).toBe(404);
      expect(missing.headers.get("content-type")).toMatch(/^application\/json/);

      writeFileSync(join(emptyDir, "index.html"), INDEX);
      const built = await app.request("/cardapio");
      expect(built.status).toBe(200);
      expect(await built.text()).toContain('<div id="root">');
    } finally {
      await app.database.dispose();
      rmSync(emptyDir, { recursive: true, force: true });
    }
  });
});
