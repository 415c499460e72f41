// Development: the app as it runs in production, rebuilt on change. The shop's pages are
// documents the server renders (src/web/entry-server.tsx), so there is no Vite dev server:
// Vite rebuilds the web app (dist/web) and the server's page renderer (dist/ssr) on every
// change, and the server on PORT (tsx watch) restarts when its own code or a new build changes.
// A change shows on the next page load (no hot reload).
import { spawn } from "node:child_process";
import { existsSync, rmSync, statSync } from "node:fs";

const port = Number(process.env.PORT ?? 3000);
const WEB_MANIFEST = "dist/web/.vite/manifest.json";
const RENDERER = "dist/ssr/entry-server.js";

const children = [];
let stopping = false;
function run(args, env = {}) {
  const child = spawn("npx", args, {
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "development", ...env },
  });
  child.on("exit", (code) => {
    if (!stopping) process.exitCode = code ?? 1;
    stop();
  });
  children.push(child);
  return child;
}

function stop() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
}
process.on("SIGINT", stop);
process.on("SIGTERM", stop);

// The last run's build must not pass for this one's: the server starts once both are new.
const started = Date.now();
for (const file of [WEB_MANIFEST, RENDERER]) rmSync(file, { force: true });
// The browser's React in its development build (its warnings, hydration mismatches named); the
// renderer always carries the production one (vite.config.ts), so it is built as production.
run(["vite", "build", "--watch"]);
run(["vite", "build", "--ssr", "entry-server.tsx", "--watch"], { NODE_ENV: "production" });

const built = (file) => existsSync(file) && statSync(file).mtimeMs >= started;
while (!(built(WEB_MANIFEST) && built(RENDERER))) {
  if (stopping) process.exit();
  await new Promise((resolve) => setTimeout(resolve, 500));
}
// A moment for the watchers to finish writing their first build.
await new Promise((resolve) => setTimeout(resolve, 1000));
if (!stopping) {
  console.log(`\nFrosty: http://localhost:${port}\n`);
  run(
    [
      "tsx",
      "watch",
      "--clear-screen=false",
      // The server reads the build's manifest and loads the renderer once: a new build restarts it.
      "--include",
      WEB_MANIFEST,
      "--include",
      RENDERER,
      "src/server/index.ts",
    ],
    { PORT: String(port) },
  );
}
