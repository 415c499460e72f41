import { builtinEnvironments, type Environment } from "vitest/runtime";

/**
 * jsdom for the page, with Vite's server-side transforms for the code. Component tests run the
 * real server in the same process (createTestApp), whose code finds files next to itself with
 * `new URL("./migrations", import.meta.url)`: the client transform would turn that into a page
 * asset URL. The web app's own code reads neither `import.meta.env` nor `import.meta.url`, so
 * it runs the same either way.
 */
export default {
  ...builtinEnvironments.jsdom,
  name: "jsdom",
  viteEnvironment: "ssr",
} satisfies Environment;
