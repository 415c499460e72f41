import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/own-server.ts";

interface Run {
  code: number | null;
  output: string;
}

/** Starts the built server and resolves when it exits (or kills it after `timeoutMs`). */
function runServer(
  env: Record<string, string>,
  timeoutMs: number,
  onReady?: (url: string) => Promise<void>,
): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["dist/server/index.js"], {
      env: { ...process.env, HOST: "127.0.0.1", DATABASE_URL: "", LOG_LEVEL: "info", ...env },
    });
    let output = "";
    let readied = false;
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Frosty is open on (http:\/\/\S+?)"/.exec(output);
      if (match?.[1] && onReady && !readied) {
        readied = true;
        onReady(match[1]).finally(() => child.kill("SIGTERM"));
      }
    };
    child.stdout.on("data", onData);
    child.stderr.on("data", onData);
    const timer = setTimeout(() => child.kill("SIGKILL"), timeoutMs);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

test.describe("the server process", () => {
  test("refuses to start on a data directory another server holds", async () => {
    const dataDir = process.env.FROSTY_E2E_DATA_DIR;
    if (!dataDir) throw new Error("FROSTY_E2E_DATA_DIR is not set");
    const started = Date.now();
    const run = await runServer({ DATA_DIR: dataDir, PORT: "0" }, 15_000);
    expect(run.code).toBe(1);
    expect(run.output).toContain("is already in use by another Frosty process");
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  test("shuts down cleanly on SIGTERM and keeps its data across a restart", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), "frosty-restart-"));
    try {
      let firstEtag = "";
      const first = await runServer({ DATA_DIR: dataDir, PORT: "0" }, 60_000, async (url) => {
        const response = await fetch(`${url}/api/catalog`);
        expect(response.status).toBe(200);
        firstEtag = response.headers.get("etag") ?? "";
      });
      expect(first.code).toBe(0);
      expect(first.output).toContain("database closed");

      const second = await runServer({ DATA_DIR: dataDir, PORT: "0" }, 60_000, async (url) => {
        const response = await fetch(`${url}/api/catalog`);
        const catalog = (await response.json()) as { products: unknown[]; stores: unknown[] };
        // The 29 flavours and the two party boxes.
        expect(catalog.products).toHaveLength(31);
        expect(catalog.stores).toHaveLength(138);
        // Same rows, not re-seeded duplicates or changed data.
        expect(response.headers.get("etag")).toBe(firstEtag);
      });
      expect(second.code).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
