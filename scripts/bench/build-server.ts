import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { bundleServer } from "../build-server.ts";

/**
 * Bundles the server from the current source, as `npm run build:server` does, into a
 * directory of the bench's own: the shared dist/ may be rebuilt by someone else mid-run. The
 * directory sits under node_modules so that the bundle's external packages still resolve.
 * Returns the bundle's path.
 */
export async function buildServer(repoRoot: string): Promise<string> {
  const outdir = join(repoRoot, "node_modules", ".cache", "frosty-bench", String(process.pid));
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  return bundleServer(outdir, { sourcemap: false });
}

export function removeBuild(bundlePath: string): void {
  rmSync(join(bundlePath, "..", ".."), { recursive: true, force: true });
}
