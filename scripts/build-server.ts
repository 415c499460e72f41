// Bundles the server into dist/ with esbuild (npm packages stay external), with the files it
// reads beside the bundle. `npm run build:server`; the bench bundles its own copy the same way.
import { cpSync, rmSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "esbuild";

const REPO = resolve(import.meta.dirname, "..");

/** The server bundled from the current source into `outdir`/server; returns the bundle's path. */
export async function bundleServer(
  outdir: string,
  options: { sourcemap: boolean },
): Promise<string> {
  await build({
    entryPoints: { "server/index": join(REPO, "src/server/index.ts") },
    outdir,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20.19",
    packages: "external",
    sourcemap: options.sourcemap,
    logLevel: "warning",
  });
  // The migrator finds its SQL beside the bundle (src/server/db/migrate.ts), and PGlite's
  // thread runs its worker file as it is, from there too (src/server/db/pglite-thread.ts).
  cpSync(join(REPO, "src/server/db/migrations"), join(outdir, "server/migrations"), {
    recursive: true,
  });
  for (const file of ["pglite-thread-worker.mjs", "pglite-prepared-statements.mjs"]) {
    cpSync(join(REPO, "src/server/db", file), join(outdir, "server", file));
  }
  return join(outdir, "server/index.js");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  rmSync(join(REPO, "dist/server"), { recursive: true, force: true });
  const bundle = await bundleServer(join(REPO, "dist"), { sourcemap: true });
  console.log(`server built: ${relative(REPO, bundle)}`);
}
