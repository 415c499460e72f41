import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const apiPort = process.env.FROSTY_API_PORT ?? "3001";

// React Router's package exports only its development build, dev-only warnings included
// (remix-run/react-router#12532, #14102): a production build takes the production one.
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command }) => ({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      ...(command === "build" && { "react-router": reactRouterProduction }),
    },
  },
  build: {
    outDir: fileURLToPath(new URL("./dist/web", import.meta.url)),
    emptyOutDir: true,
    target: "es2022",
    // Every browser the shop supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Read by the server and scripts/check-bundle.ts (page-chunks.ts): what each page loads first.
    manifest: true,
  },
  server: {
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
}));
