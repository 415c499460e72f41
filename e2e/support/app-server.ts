import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort } from "#server/net/free-port.ts";
import { GENEROUS_ORDER_LIMITS_ENV } from "#server/testing/order-limits.ts";
import { copyOfPreparedDataDir } from "#server/testing/prepared-database.ts";

export interface AppServer {
  baseUrl: string;
  dataDir: string;
  /** Stops the server and removes its data, unless `keepData` (another server goes on with it). */
  stop(options?: { keepData?: boolean }): Promise<void>;
}

export interface AppServerOptions {
  /** More environment for the server (PIX_KEY, PIX_EXPIRY_CHECK_SECONDS…), over the defaults. */
  env?: Record<string, string>;
  /** The data of a server stopped with `keepData`: this one goes on with it (a restart). */
  dataDir?: string;
}

/**
 * Starts the built app (npm run build) on a free port with a data directory of its own that
 * starts as a copy of the prepared database (migrated and seeded once per schema, not per server).
 */
export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  if (!existsSync("dist/server/index.js") || !existsSync("dist/web/index.html")) {
    throw new Error("The app is not built: run `npm run build` first (npm run test:e2e does).");
  }
  const port = await freePort();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "frosty-e2e-"));
  if (!options.dataDir) await copyOfPreparedDataDir(dataDir);
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["dist/server/index.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      // Every spec orders from this machine, often with one phone: the limits' own specs save
      // theirs in Configurações → Limites, which wins over this.
      ORDER_LIMITS: GENEROUS_ORDER_LIMITS_ENV,
      ...options.env,
    },
    stdio: ["ignore", "inherit", "inherit"],
  });
  await waitForHealth(baseUrl, server);
  return {
    baseUrl,
    dataDir,
    async stop({ keepData = false } = {}) {
      await stop(server);
      if (!keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill("SIGKILL");
  throw new Error(`The server did not become healthy at ${baseUrl} within 60 s`);
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.once("exit", () => resolve());
    server.kill("SIGTERM");
  });
}
