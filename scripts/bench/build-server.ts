import { cpSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import { build } from "esbuild";

/**
 * Bundles the server from the current source, the way `npm run build:server` does, into a
 * directory of the bench's own: the shared dist/ may be rebuilt by someone else mid-run. The
 * directory sits under node_modules so that the bundle's external packages still resolve.
 * Returns the bundle's path.
 */
export async function buildServer(repoRoot: string): Promise<string> {
  const outdir = join(repoRoot, "node_modules", ".cache", "frosty-bench", String(process.pid));
  rmSync(outdir, { recursive: true, force: true });
  mkdirSync(outdir, { recursive: true });
  await build({
    entryPoints: { "server/index": join(repoRoot, "src/server/index.ts") },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    logLevel: "warning",
  });
  // The migrator finds its SQL beside the bundle (see src/server/db/migrate.ts).
  cpSync(join(repoRoot, "src/server/db/migrations"), join(outdir, "server/migrations"), {
    recursive: true,
  });
  cpSync(
    join(repoRoot, "src/server/db/pglite-thread-worker.mjs"),
    join(outdir, "server/pglite-thread-worker.mjs"),
  );
  return join(outdir, "server/index.js");
}

export function removeBuild(bundlePath: string): void {
  rmSync(join(bundlePath, "..", ".."), { recursive: true, force: true });
}
