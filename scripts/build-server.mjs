// Bundles the server (and the staff CLI) into dist/ with esbuild; npm packages stay external.
import { cpSync, rmSync } from "node:fs";
import { build } from "esbuild";

rmSync("dist/server", { recursive: true, force: true });
await build({
  entryPoints: { "server/index": "src/server/index.ts" },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20.19",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
// The migrator finds its SQL beside the bundle (see src/server/db/migrate.ts).
cpSync("src/server/db/migrations", "dist/server/migrations", { recursive: true });
// PGlite's thread runs this file as it is, beside the bundle (see src/server/db/pglite-thread.ts).
cpSync("src/server/db/pglite-thread-worker.mjs", "dist/server/pglite-thread-worker.mjs");
console.log("server built: dist/server/index.js");
