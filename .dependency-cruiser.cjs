/**
 * The import direction described in docs/architecture.md §1 (decision 013), checked by
 * `npm run lint` (dependency-cruiser): shared → server, shared → web/lib → web/components →
 * web/features → web/routes → web/app.
 * Type-only imports count (tsPreCompilationDeps): a cycle through types is still a cycle.
 */
const layer = (name, from, to, comment, fromNot) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, ...(fromNot ? { pathNot: fromNot } : {}) },
  to: { path: to },
});

/** Test files: the web app's component tests start the real server in process, so they import it. */
const TEST_FILE = "\\.test\\.tsx?$";

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment:
        "Modules that import each other (types included) cannot be understood one at a time.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    layer(
      "shared-is-pure",
      "^src/shared/",
      "^src/(server|web|cli)/",
      "src/shared is domain code both sides use: it imports nothing of the server, the web app or the CLI.",
    ),
    layer(
      "web-not-server",
      "^src/web/",
      "^src/(server|cli)/",
      "The web app never imports the server (its component tests do: they run the real app in process).",
      TEST_FILE,
    ),
    layer(
      "server-not-web",
      "^src/(server|cli)/",
      "^src/web/",
      "The server never imports the web app's code.",
    ),
    layer(
      "web-lib-is-the-bottom",
      "^src/web/lib/",
      "^src/web/(components|features|routes|app)/",
      "web/lib (API client, formatting) is the bottom of the web app: it imports no layer above it.",
    ),
    layer(
      "components-not-features",
      "^src/web/components/",
      "^src/web/(features|routes|app)/",
      "Shared components are building blocks: they never import a feature, screen or the app shell.",
    ),
    layer(
      "features-not-routes",
      "^src/web/features/",
      "^src/web/(routes|app)/",
      "Features are used by screens (routes) and the app shell, never the other way round.",
    ),
    layer(
      "routes-not-app",
      "^src/web/routes/",
      "^src/web/app/",
      "Screens are mounted by the app shell; they do not import it.",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
  },
};
