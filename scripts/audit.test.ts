import { spawnSync } from "node:child_process";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** A loopback port nothing listens on: the registry there refuses every connection. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function auditWithoutRegistry(env: Record<string, string> = {}) {
  const port = await closedPort();
  const result = spawnSync(process.execPath, ["scripts/audit.mjs"], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 60_000,
    env: {
      ...process.env,
      AUDIT_ALLOW_OFFLINE: "",
      npm_config_registry: `http://127.0.0.1:${port}/`,
      npm_config_fetch_retries: "0",
      npm_config_fetch_timeout: "5000",
      npm_config_offline: "false",
      ...env,
    },
  });
  return { code: result.status, output: `${result.stdout}${result.stderr}` };
}

describe("npm run audit:deps", () => {
  it("fails, saying why, when the registry cannot answer the audit", {
    timeout: 90_000,
  }, async () => {
    const { code, output } = await auditWithoutRegistry();
    expect(code).toBe(2);
    expect(output).toContain("npm audit: FAILED TO AUDIT THE DEPENDENCIES.");
    expect(output).toMatch(/Why: .*(ECONNREFUSED|did not answer|no report)/);
    expect(output).toContain("AUDIT_ALLOW_OFFLINE=1");
  });

  it("passes without the audit only when AUDIT_ALLOW_OFFLINE=1 allows it, saying it was not done", {
    timeout: 90_000,
  }, async () => {
    const { code, output } = await auditWithoutRegistry({ AUDIT_ALLOW_OFFLINE: "1" });
    expect(code).toBe(0);
    expect(output).toContain("npm audit: THE DEPENDENCIES WERE NOT AUDITED.");
  });
});
