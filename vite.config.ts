import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { moduleMap } from "./scripts/bundle/module-map.ts";
import { shopChunks } from "./scripts/bundle/shop-chunks.ts";

// React Router's package exports only its development build, dev-only warnings included
// (remix-run/react-router#12532, #14102): a production build takes the production one.
const reactRouterProduction = fileURLToPath(
  new URL("./node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ command, isSsrBuild }) => ({
  root: "src/web",
  publicDir: fileURLToPath(new URL("./public", import.meta.url)),
  // moduleMap: which sources each browser file holds, for scripts/check-bundle.ts.
  plugins: [
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [moduleMap(fileURLToPath(new URL(".", import.meta.url)))]),
  ],
  resolve: {
    alias: {
      ...(command === "build" && { "react-router": reactRouterProduction }),
    },
  },
  build: {
    // `vite build --ssr entry-server.tsx` builds the server's renderer of the shop's pages.
    outDir: fileURLToPath(new URL(isSsrBuild ? "./dist/ssr" : "./dist/web", import.meta.url)),
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    target: "es2022",
    // Every browser the shop supports preloads modules natively: no polyfill in the entry.
    modulePreload: { polyfill: false },
    // Read by the server and scripts/check-bundle.ts (page-chunks.ts): what each page loads first.
    manifest: !isSsrBuild,
    // Two apps: the staff panel (index.html, a client app) and the shop's one script, which
    // hydrates the islands of the documents the server renders (src/web/shop/entry-client.ts).
    ...(!isSsrBuild && {
      rollupOptions: {
        input: {
          index: fileURLToPath(new URL("./src/web/index.html", import.meta.url)),
          shop: fileURLToPath(new URL("./src/web/shop/entry-client.ts", import.meta.url)),
        },
        // A shop page's first load in a few files, not dozens (scripts/bundle/shop-chunks.ts).
        output: { codeSplitting: shopChunks() },
      },
    }),
  },
  // The server's renderer carries its own production React (whatever NODE_ENV the server runs
  // with) and needs nothing from node_modules at run time.
  ssr: { noExternal: true },
  ...(isSsrBuild && { define: { "process.env.NODE_ENV": JSON.stringify("production") } }),
}));
