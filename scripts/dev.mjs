// Development: the API on PORT+1 reloading on change (tsx watch), and Vite's dev server
// on PORT proxying /api to it.
import { spawn } from "node:child_process";

const port = Number(process.env.PORT ?? 3000);
const apiPort = port + 1;
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "src/server/index.ts"], {
    stdio: "inherit",
    env: { ...process.env, PORT: String(apiPort), NODE_ENV: "development" },
  }),
  spawn("npx", ["vite", "--port", String(port), "--strictPort"], {
    stdio: "inherit",
    env: { ...process.env, FROSTY_API_PORT: String(apiPort) },
  }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children)
  child.on("exit", (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
