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
      "server-not-cli",
      "^src/server/",
      "^src/cli/",
      "The CLI drives the server, not the other way round (its tests run the CLI against the server).",
      TEST_FILE,
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
    {
      name: "features-own-their-folders",
      comment:
        "Another feature may import a feature's top-level files; the folders inside a feature are its own.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/" },
      to: { path: "^src/web/features/[^/]+/[^/]+/", pathNot: "^src/web/features/$1/" },
    },
    {
      name: "admin-areas-apart",
      comment:
        "A panel area imports another only through its api.ts; shared pieces live in the admin UI kit (features/admin/ui) or at admin's top level.",
      severity: "error",
      from: { path: "^src/web/features/admin/([^/]+)/" },
      to: {
        path: "^src/web/features/admin/[^/]+/",
        pathNot: [
          "^src/web/features/admin/$1/",
          "^src/web/features/admin/ui/",
          "^src/web/features/admin/[^/]+/api\\.ts$",
        ],
      },
    },
    {
      name: "admin-ui-kit-is-the-bottom",
      comment:
        "The admin UI kit (switch, section card, search box, store select, toasts) imports no feature: every panel area can use it.",
      severity: "error",
      from: { path: "^src/web/features/admin/ui/" },
      to: { path: "^src/web/features/", pathNot: "^src/web/features/admin/ui/" },
    },
    layer(
      "shop-not-admin",
      "^src/web/(features/(?!admin/)|routes/(?!admin))",
      "^src/web/(features/admin/|routes/admin)",
      "The shop's pages and features never import the staff panel's code (it must not reach their bundles).",
    ),
    {
      name: "tailwind-merge-in-the-panel-only",
      comment:
        "tailwind-merge (~8 KB gzipped) is the staff panel's: only its class joiner (features/admin/ui/cn.ts) imports it, so it never reaches a shop page. The shop joins with web/lib/utils.ts.",
      severity: "error",
      from: { pathNot: "^src/web/features/admin/ui/cn\\.ts$" },
      to: { path: "(^|/)node_modules/tailwind-merge/" },
    },
    layer(
      "routes-not-app",
      "^src/web/routes/",
      "^src/web/app/",
      "Screens are mounted by the app shell; they do not import it.",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // tailwind-merge stays in the graph for the rule "tailwind-merge-in-the-panel-only".
    exclude: { path: "(^|/)node_modules/(?!tailwind-merge/)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
  },
};
