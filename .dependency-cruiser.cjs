/**
 * The import direction described in docs/architecture.md §1 (decisions 013, 026), checked by
 * `npm run lint` (dependency-cruiser): shared → server, shared → web/lib → web/components →
 * web/shop and web/panel, two apps that never import each other; web/entry-server.tsx is the
 * one module that imports both.
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

const SHOP = "^src/web/shop/";
const PANEL = "^src/web/panel/";
/** The shop's table of pages and its page modules. */
const SHOP_PAGES = "^src/web/shop/(pages/|pages\\.ts$)";

/**
 * The panel's libraries: a client router, a query cache, a class merger. Kept in the graph
 * (options.exclude) so that no shop page can reach them, through any module.
 */
const PANEL_LIBRARIES = "(^|/)node_modules/(react-router|@tanstack/react-query|tailwind-merge)/";

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

    // The web app: lib → components → the shop and the panel, which never meet but in
    // entry-server.tsx.
    layer(
      "web-lib-is-the-bottom",
      "^src/web/lib/",
      "^src/web/(?!lib/)",
      "web/lib (API client, formatting, toasts) is the bottom of the web app: it imports nothing else of it.",
    ),
    layer(
      "components-not-apps",
      "^src/web/components/",
      "^src/web/(?!lib/|components/)",
      "Shared components are building blocks both apps use: they import no shop or panel code.",
    ),
    layer(
      "shop-not-panel",
      SHOP,
      PANEL,
      "The shop never imports the staff panel's code (it must not reach a shop page's JavaScript).",
    ),
    layer(
      "panel-not-shop",
      PANEL,
      SHOP,
      "The staff panel never imports the shop's code: a link to a shop page is a plain <a href>, the catalogue is features/catalog-api.ts.",
    ),
    layer(
      "apps-meet-in-entry-server",
      "^src/web/(?!shop/|panel/|lib/|components/|entry-server\\.tsx$)",
      "^src/web/(shop|panel)/",
      "Only src/web/entry-server.tsx (the server's side of the web app) imports the shop or the panel from outside them; web/testing serves both and imports neither.",
    ),
    {
      name: "shop-without-panel-libraries",
      comment:
        "No shop module reaches React Router, TanStack Query or tailwind-merge, through any import: shop pages are documents (links are <a href>, data comes in the page or by api()), and their islands stay small.",
      severity: "error",
      from: { path: SHOP, pathNot: TEST_FILE },
      to: { path: PANEL_LIBRARIES, reachable: true },
    },
    {
      name: "shop-tests-without-router-or-query",
      comment:
        "A shop test renders its piece as a page hosts it, with no router and no query cache around it (web/testing/render-in-page.tsx, not render.tsx). A test of the server's entry may reach the panel's route table through entry-server.tsx.",
      severity: "error",
      from: { path: "^src/web/shop/.+\\.test\\.tsx?$" },
      to: { path: `${PANEL_LIBRARIES}|^src/web/testing/render\\.tsx$` },
    },
    {
      name: "tailwind-merge-in-the-panel-only",
      comment:
        "tailwind-merge (~8 KB gzipped) is the staff panel's: only its class joiner (panel/features/ui/cn.ts) imports it. The shop joins with web/lib/utils.ts.",
      severity: "error",
      from: { pathNot: "^src/web/panel/features/ui/cn\\.ts$" },
      to: { path: "(^|/)node_modules/tailwind-merge/" },
    },

    // Inside the shop: pages compose islands and features; islands compose features.
    layer(
      "shop-features-not-pages",
      "^src/web/shop/features/",
      `${SHOP_PAGES}|^src/web/shop/(islands|document)/`,
      "A shop feature is used by pages, islands and the document, never the other way round.",
    ),
    layer(
      "islands-not-pages",
      "^src/web/shop/islands/",
      SHOP_PAGES,
      "An island is hydrated in the browser on its own: it imports no page (pages render on the server only).",
    ),
    {
      name: "shop-features-own-their-folders",
      comment:
        "Another shop feature may import a feature's top-level files; the folders inside a feature are its own.",
      severity: "error",
      from: { path: "^src/web/shop/features/([^/]+)/" },
      to: {
        path: "^src/web/shop/features/[^/]+/[^/]+/",
        pathNot: "^src/web/shop/features/$1/",
      },
    },

    // Inside the panel: app (route table, layout) → screens → features → the UI kit.
    {
      name: "admin-areas-apart",
      comment:
        "A panel area imports another only through its api.ts (and the signed-in staff member's client and session, auth/auth-client.ts and auth/staff-session.ts, every area's); shared pieces live in the panel's UI kit (features/ui) or at features' top level.",
      severity: "error",
      from: { path: "^src/web/panel/features/([^/]+)/" },
      to: {
        path: "^src/web/panel/features/[^/]+/",
        pathNot: [
          "^src/web/panel/features/$1/",
          "^src/web/panel/features/ui/",
          "^src/web/panel/features/[^/]+/api\\.ts$",
          "^src/web/panel/features/auth/(auth-client|staff-session)\\.ts$",
        ],
      },
    },
    {
      name: "admin-ui-kit-is-the-bottom",
      comment:
        "The panel's UI kit (switch, section card, search box, store select, toasts) imports no other panel code: every area can use it.",
      severity: "error",
      from: { path: "^src/web/panel/features/ui/" },
      to: { path: PANEL, pathNot: "^src/web/panel/features/ui/" },
    },
    layer(
      "features-not-screens",
      "^src/web/panel/features/",
      "^src/web/panel/(screens|app)/|^src/web/panel/main\\.tsx$",
      "Panel features are used by screens and the app shell, never the other way round.",
    ),
    layer(
      "screens-not-app",
      "^src/web/panel/screens/",
      "^src/web/panel/app/|^src/web/panel/main\\.tsx$",
      "Screens are mounted by the app shell (the route table); they do not import it.",
    ),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // The panel's libraries stay in the graph for "shop-without-panel-libraries".
    exclude: {
      path: "(^|/)node_modules/(?!(react-router|@tanstack/react-query|tailwind-merge)/)",
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".d.ts"],
    },
  },
};
