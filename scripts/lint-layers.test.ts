import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";

/**
 * `npm run lint`'s layer check (dependency-cruiser with the project's own configuration), run
 * on small trees laid out like ours: a loosened rule makes one of these tests fail.
 */
const root = fileURLToPath(new URL("..", import.meta.url));
const config = join(root, ".dependency-cruiser.cjs");
const depcruise = join(root, "node_modules", ".bin", "depcruise");

let tree: string | undefined;
afterEach(() => {
  if (tree) rmSync(tree, { recursive: true, force: true });
  tree = undefined;
});

function lint(files: Record<string, string>): { status: number | null; output: string } {
  tree = mkdtempSync(join(tmpdir(), "frosty-layers-"));
  const all: Record<string, string> = {
    "package.json": JSON.stringify({
      type: "module",
      imports: {
        "#shared/*": "./src/shared/*",
        "#server/*": "./src/server/*",
        "#web/*": "./src/web/*",
        "#cli/*": "./src/cli/*",
      },
    }),
    "tsconfig.json": JSON.stringify({
      compilerOptions: {
        module: "ESNext",
        moduleResolution: "Bundler",
        allowImportingTsExtensions: true,
        noEmit: true,
        jsx: "react-jsx",
      },
      include: ["src"],
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  const run = spawnSync(depcruise, ["src", "--config", config], { cwd: tree, encoding: "utf8" });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

/** A package of node_modules that exports one name. */
const fakePackage = (name: string, exported: string) => ({
  [`node_modules/${name}/package.json`]: JSON.stringify({
    name,
    type: "module",
    exports: { ".": "./index.js" },
  }),
  [`node_modules/${name}/index.js`]: `export const ${exported} = (value) => value;\n`,
});

/** The staff panel's libraries, which no shop module may reach. */
const PANEL_LIBRARIES = {
  ...fakePackage("react-router", "useNavigate"),
  ...fakePackage("@tanstack/react-query", "useQuery"),
  ...fakePackage("tailwind-merge", "twMerge"),
};

const exporting = (name: string, ...imports: string[]) =>
  [...imports, `export const ${name} = 1;`, ""].join("\n");

// Each lint is a depcruise process (1–4 s on the 2-core machine); some tests run two.
describe("npm run lint: the import layers", { timeout: 20_000 }, () => {
  it("passes a tree that keeps the layers", () => {
    const result = lint({
      ...PANEL_LIBRARIES,
      "src/shared/money.ts": "export const cents = 1;\n",
      "src/server/app.ts": 'import { cents } from "#shared/money.ts";\nexport const app = cents;\n',
      "src/web/lib/format.ts":
        'import { cents } from "#shared/money.ts";\nexport const f = cents;\n',
      "src/web/components/price.tsx": exporting("Price", 'import "#web/lib/format.ts";'),
      "src/web/shop/features/cart/cart-store.ts": exporting(
        "cartStore",
        'import "#web/lib/format.ts";',
      ),
      "src/web/shop/islands/cart.tsx": exporting(
        "Cart",
        'import "#web/components/price.tsx";',
        'import "#web/shop/features/cart/cart-store.ts";',
      ),
      "src/web/shop/document/site-header.tsx": exporting(
        "SiteHeader",
        'import "#web/shop/islands/cart.tsx";',
      ),
      "src/web/shop/pages/cart.tsx": exporting(
        "CartPage",
        'import "#web/shop/islands/cart.tsx";',
        'import "#web/shop/document/site-header.tsx";',
      ),
      "src/web/shop/pages.ts": exporting("SHOP_PAGES", 'import "#web/shop/pages/cart.tsx";'),
      "src/web/panel/features/ui/cn.ts": exporting("cn", 'import "tailwind-merge";'),
      "src/web/panel/features/orders/api.ts": exporting(
        "orderQueries",
        'import "@tanstack/react-query";',
        'import "#web/lib/format.ts";',
      ),
      "src/web/panel/features/orders/order-card.tsx": exporting(
        "OrderCard",
        'import "#web/panel/features/ui/cn.ts";',
        'import "#web/components/price.tsx";',
      ),
      "src/web/panel/screens/orders.tsx": exporting(
        "OrdersPage",
        'import "#web/panel/features/orders/order-card.tsx";',
      ),
      "src/web/panel/app/router.tsx": exporting(
        "PANEL_ROUTES",
        'import "react-router";',
        'import "#web/panel/screens/orders.tsx";',
      ),
      "src/web/entry-server.tsx": exporting(
        "renderPage",
        'import "#web/shop/pages.ts";',
        'import "#web/panel/app/router.tsx";',
      ),
      "src/web/testing/render.tsx": exporting(
        "renderInApp",
        'import "react-router";',
        'import "@tanstack/react-query";',
      ),
      "src/web/testing/render-in-page.tsx": exporting(
        "renderInPage",
        'import "#web/components/price.tsx";',
      ),
      "src/web/shop/islands/cart.test.tsx": exporting(
        "t",
        'import "#web/testing/render-in-page.tsx";',
        'import "#web/shop/islands/cart.tsx";',
      ),
      "src/web/panel/features/orders/order-card.test.tsx": exporting(
        "t",
        'import "#web/testing/render.tsx";',
        'import "#web/panel/features/orders/order-card.tsx";',
      ),
    });
    expect(result.output).toContain("no dependency violations");
    expect(result.status).toBe(0);
  });

  it("fails a file in src/shared that imports from src/server", () => {
    const result = lint({
      "src/server/db.ts": "export const db = 1;\n",
      "src/shared/orders.ts": 'import { db } from "#server/db.ts";\nexport const o = db;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("shared-is-pure");
  });

  it("fails the same import written as a relative path", () => {
    const result = lint({
      "src/server/db.ts": "export const db = 1;\n",
      "src/shared/orders.ts": 'import { db } from "../server/db.ts";\nexport const o = db;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("shared-is-pure");
  });

  it("fails the web app importing the server, lib importing a component, a component an app", () => {
    const result = lint({
      "src/server/db.ts": "export const db = 1;\n",
      "src/web/shop/features/cart/cart-store.ts": "export const cart = 1;\n",
      "src/web/panel/features/ui/switch.tsx": "export const Switch = 1;\n",
      "src/web/components/ui/button.tsx": "export const Button = 1;\n",
      "src/web/lib/api.ts": exporting("a", 'import "#server/db.ts";'),
      "src/web/lib/toast.ts": exporting("toast", 'import "#web/components/ui/button.tsx";'),
      "src/web/components/header.tsx": exporting(
        "h",
        'import "#web/shop/features/cart/cart-store.ts";',
      ),
      "src/web/components/ui/card.tsx": exporting(
        "Card",
        'import "#web/panel/features/ui/switch.tsx";',
      ),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("web-not-server: src/web/lib/api.ts");
    expect(result.output).toContain("web-lib-is-the-bottom: src/web/lib/toast.ts");
    expect(result.output).toContain("components-not-apps: src/web/components/header.tsx");
    expect(result.output).toContain("components-not-apps: src/web/components/ui/card.tsx");
  });

  it("lets only the web app's test files import the server (they run the real app)", () => {
    const result = lint({
      "src/server/testing/test-app.ts": "export const createTestApp = 1;\n",
      "src/web/shop/islands/cart.test.tsx":
        'import { createTestApp } from "#server/testing/test-app.ts";\nexport const t = createTestApp;\n',
      "src/web/shop/islands/cart.tsx":
        'import { createTestApp } from "#server/testing/test-app.ts";\nexport const c = createTestApp;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("web-not-server: src/web/shop/islands/cart.tsx");
    expect(result.output).not.toContain("cart.test.tsx");
  });

  it("fails the server importing the CLI, but not a server test running the CLI against it", () => {
    const result = lint({
      "src/cli/seed.ts": "export const seed = 1;\n",
      "src/server/app.ts": 'import { seed } from "#cli/seed.ts";\nexport const app = seed;\n',
      "src/server/app.test.ts": 'import { seed } from "#cli/seed.ts";\nexport const t = seed;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("server-not-cli: src/server/app.ts");
    expect(result.output).not.toContain("app.test.ts");
  });

  it("fails the shop importing the staff panel, and the panel importing the shop", () => {
    const result = lint({
      "src/web/panel/features/auth/staff-session.ts": "export const session = 1;\n",
      "src/web/panel/features/ui/switch.tsx": "export const Switch = 1;\n",
      "src/web/shop/features/catalog/catalog-context.ts": "export const useCatalog = 1;\n",
      "src/web/shop/document/site-header.tsx": "export const SiteHeader = 1;\n",
      "src/web/shop/pages/menu.tsx": exporting(
        "MenuPage",
        'import "#web/panel/features/ui/switch.tsx";',
      ),
      "src/web/shop/islands/cart.tsx": exporting(
        "Cart",
        'import "../../panel/features/auth/staff-session.ts";',
      ),
      "src/web/panel/screens/login.tsx": exporting(
        "LoginPage",
        'import "#web/shop/features/catalog/catalog-context.ts";',
      ),
      "src/web/panel/app/admin-layout.tsx": exporting(
        "AdminLayout",
        'import "#web/shop/document/site-header.tsx";',
      ),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("shop-not-panel: src/web/shop/pages/menu.tsx");
    expect(result.output).toContain("shop-not-panel: src/web/shop/islands/cart.tsx");
    expect(result.output).toContain("panel-not-shop: src/web/panel/screens/login.tsx");
    expect(result.output).toContain("panel-not-shop: src/web/panel/app/admin-layout.tsx");
  });

  it("lets only entry-server.tsx import the shop or the panel from outside them", () => {
    const result = lint({
      "src/web/shop/pages.ts": "export const SHOP_PAGES = 1;\n",
      "src/web/panel/app/panel-modules.ts": "export const panelPageModules = 1;\n",
      "src/web/entry-server.tsx": exporting(
        "renderPage",
        'import "#web/shop/pages.ts";',
        'import "#web/panel/app/panel-modules.ts";',
      ),
      "src/web/testing/render.tsx": exporting("renderInApp", 'import "#web/shop/pages.ts";'),
      "src/web/entry-both.tsx": exporting("both", 'import "#web/panel/app/panel-modules.ts";'),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("apps-meet-in-entry-server: src/web/testing/render.tsx");
    expect(result.output).toContain("apps-meet-in-entry-server: src/web/entry-both.tsx");
    expect(result.output).not.toContain("src/web/entry-server.tsx");
  });

  it("fails a shop module that reaches React Router, TanStack Query or tailwind-merge", () => {
    const result = lint({
      ...PANEL_LIBRARIES,
      "src/web/lib/query-client.ts": exporting(
        "createQueryClient",
        'import "@tanstack/react-query";',
      ),
      "src/web/testing/render.tsx": exporting("renderInApp", 'import "react-router";'),
      "src/web/shop/islands/cart-link.tsx": exporting("CartLink", 'import "react-router";'),
      "src/web/shop/features/orders/api.ts": exporting(
        "orderQueries",
        'import "#web/lib/query-client.ts";',
      ),
      "src/web/shop/pages/order.tsx": exporting(
        "OrderPage",
        'import "#web/shop/features/orders/api.ts";',
      ),
      "src/web/shop/document/footer.tsx": exporting("Footer", 'import "tailwind-merge";'),
    });
    expect(result.status).not.toBe(0);
    const reached = (from: string, library: string) =>
      new RegExp(`shop-without-panel-libraries: ${from} → node_modules/${library}/`);
    expect(result.output).toMatch(reached("src/web/shop/islands/cart-link.tsx", "react-router"));
    expect(result.output).toMatch(
      reached("src/web/shop/features/orders/api.ts", "@tanstack/react-query"),
    );
    expect(result.output).toMatch(reached("src/web/shop/pages/order.tsx", "@tanstack/react-query"));
    expect(result.output).toMatch(reached("src/web/shop/document/footer.tsx", "tailwind-merge"));
  });

  it("fails a shop test that renders under a router or a query cache, not one of the server's entry", () => {
    const result = lint({
      ...PANEL_LIBRARIES,
      "src/web/testing/render.tsx": exporting("renderInApp", 'import "react-router";'),
      "src/web/panel/app/panel-modules.ts": exporting("panelPageModules", 'import "react-router";'),
      "src/web/entry-server.tsx": exporting(
        "pageModules",
        'import "#web/panel/app/panel-modules.ts";',
      ),
      "src/web/shop/islands/cart.test.tsx": exporting("t", 'import "#web/testing/render.tsx";'),
      "src/web/shop/pages/menu.test.tsx": exporting("t", 'import "@tanstack/react-query";'),
      "src/web/shop/server-rendering.test.ts": exporting("t", 'import "#web/entry-server.tsx";'),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      "shop-tests-without-router-or-query: src/web/shop/islands/cart.test.tsx → src/web/testing/render.tsx",
    );
    expect(result.output).toContain(
      "shop-tests-without-router-or-query: src/web/shop/pages/menu.test.tsx",
    );
    expect(result.output).not.toContain("server-rendering.test.ts");
  });

  it("lets only the panel's class joiner import tailwind-merge", () => {
    const joiner =
      'import { twMerge } from "tailwind-merge";\nexport const cn = (c: string) => twMerge(c);\n';
    const allowed = lint({ ...PANEL_LIBRARIES, "src/web/panel/features/ui/cn.ts": joiner });
    expect(allowed.output).toContain("no dependency violations");
    expect(allowed.status).toBe(0);

    const refused = lint({
      ...PANEL_LIBRARIES,
      "src/web/lib/utils.ts": joiner,
      "src/web/panel/features/orders/order-card.tsx": joiner,
    });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain("tailwind-merge-in-the-panel-only: src/web/lib/utils.ts");
    expect(refused.output).toContain(
      "tailwind-merge-in-the-panel-only: src/web/panel/features/orders/order-card.tsx",
    );
  });

  it("fails a shop feature importing a page, an island or the document, and an island a page", () => {
    const result = lint({
      "src/web/shop/pages.ts": "export const SHOP_PAGES = 1;\n",
      "src/web/shop/pages/product.tsx": "export const ProductPage = 1;\n",
      "src/web/shop/islands/cart-link.tsx": "export const CartLink = 1;\n",
      "src/web/shop/document/page-path.ts": "export const usePagePath = 1;\n",
      "src/web/shop/features/catalog/product-card.tsx": exporting(
        "ProductCard",
        'import "#web/shop/pages/product.tsx";',
      ),
      "src/web/shop/features/cart/cart-line.tsx": exporting(
        "CartLine",
        'import "#web/shop/islands/cart-link.tsx";',
      ),
      "src/web/shop/features/stores/store-links.ts": exporting(
        "storeLinks",
        'import "#web/shop/document/page-path.ts";',
      ),
      "src/web/shop/features/seo/page-descriptions.ts": exporting(
        "descriptions",
        'import "#web/shop/pages.ts";',
      ),
      "src/web/shop/islands/product-form.tsx": exporting(
        "ProductForm",
        'import "#web/shop/pages/product.tsx";',
      ),
    });
    expect(result.status).not.toBe(0);
    for (const file of [
      "catalog/product-card.tsx",
      "cart/cart-line.tsx",
      "stores/store-links.ts",
      "seo/page-descriptions.ts",
    ]) {
      expect(result.output).toContain(`shop-features-not-pages: src/web/shop/features/${file}`);
    }
    expect(result.output).toContain("islands-not-pages: src/web/shop/islands/product-form.tsx");
  });

  it("passes what may cross the panel's areas: its top-level files, an area's api.ts, the UI kit, the session", () => {
    const result = lint({
      "src/web/panel/features/catalog-api.ts": "export const catalog = 1;\n",
      "src/web/panel/features/auth/staff-session.ts": "export const session = 1;\n",
      "src/web/panel/features/auth/auth-client.ts": "export const authClient = 1;\n",
      "src/web/panel/features/ui/switch.tsx": "export const Switch = 1;\n",
      "src/web/panel/features/dashboard/api.ts": "export const dashboard = 1;\n",
      "src/web/panel/features/coupons/coupon-list.tsx": exporting(
        "list",
        'import "#web/panel/features/catalog-api.ts";',
        'import "#web/panel/features/auth/staff-session.ts";',
        'import "#web/panel/features/auth/auth-client.ts";',
        'import "#web/panel/features/ui/switch.tsx";',
        'import "#web/panel/features/dashboard/api.ts";',
      ),
      "src/web/panel/screens/coupons.tsx": exporting(
        "CouponsPage",
        'import "#web/panel/features/coupons/coupon-list.tsx";',
      ),
      "src/web/panel/app/admin-routes.tsx": exporting(
        "ADMIN_ROUTES",
        'import "#web/panel/screens/coupons.tsx";',
      ),
    });
    expect(result.output).toContain("no dependency violations");
    expect(result.status).toBe(0);
  });

  it("fails a panel area importing another area's files other than its api.ts", () => {
    const result = lint({
      "src/web/panel/features/settings/switch.tsx": "export const Switch = 1;\n",
      "src/web/panel/features/auth/auth-layout.tsx": "export const AuthLayout = 1;\n",
      "src/web/panel/features/coupons/coupon-list.tsx": exporting(
        "list",
        'import "#web/panel/features/settings/switch.tsx";',
      ),
      "src/web/panel/features/team/invite-dialog.tsx": exporting(
        "InviteDialog",
        'import "#web/panel/features/auth/auth-layout.tsx";',
      ),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      "admin-areas-apart: src/web/panel/features/coupons/coupon-list.tsx",
    );
    expect(result.output).toContain(
      "admin-areas-apart: src/web/panel/features/team/invite-dialog.tsx",
    );
  });

  it("fails the panel's UI kit importing other panel code, even an area's api.ts", () => {
    const result = lint({
      "src/web/panel/features/stores/api.ts": "export const stores = 1;\n",
      "src/web/panel/features/staff-session-context.ts": "export const context = 1;\n",
      "src/web/panel/features/ui/store-select.tsx": exporting(
        "StoreSelect",
        'import "#web/panel/features/stores/api.ts";',
      ),
      "src/web/panel/features/ui/section-card.tsx": exporting(
        "SectionCard",
        'import "#web/panel/features/staff-session-context.ts";',
      ),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      "admin-ui-kit-is-the-bottom: src/web/panel/features/ui/store-select.tsx",
    );
    expect(result.output).toContain(
      "admin-ui-kit-is-the-bottom: src/web/panel/features/ui/section-card.tsx",
    );
  });

  it("fails a panel feature importing a screen or the app, and a screen importing the app", () => {
    const result = lint({
      "src/web/panel/screens/orders.tsx": "export const OrdersPage = 1;\n",
      "src/web/panel/app/router.tsx": "export const PANEL_ROUTES = 1;\n",
      "src/web/panel/features/orders/order-board.tsx": exporting(
        "OrderBoard",
        'import "#web/panel/screens/orders.tsx";',
      ),
      "src/web/panel/features/admin-nav.tsx": exporting(
        "AdminNav",
        'import "#web/panel/app/router.tsx";',
      ),
      "src/web/panel/screens/dashboard.tsx": exporting(
        "DashboardPage",
        'import "#web/panel/app/router.tsx";',
      ),
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      "features-not-screens: src/web/panel/features/orders/order-board.tsx",
    );
    expect(result.output).toContain("features-not-screens: src/web/panel/features/admin-nav.tsx");
    expect(result.output).toContain("screens-not-app: src/web/panel/screens/dashboard.tsx");
  });

  it("passes a shop feature importing another's top-level files, fails one reaching inside its folders", () => {
    const allowed = lint({
      "src/web/shop/features/stores/geo/distance.ts": "export const distance = 1;\n",
      "src/web/shop/features/stores/choose-store.ts": exporting(
        "choose",
        'import "./geo/distance.ts";',
      ),
      "src/web/shop/features/cart/cart-store.ts": exporting(
        "cart",
        'import "#web/shop/features/stores/choose-store.ts";',
      ),
    });
    expect(allowed.output).toContain("no dependency violations");

    const refused = lint({
      "src/web/shop/features/stores/geo/distance.ts": "export const distance = 1;\n",
      "src/web/shop/features/cart/cart-store.ts": exporting(
        "cart",
        'import "#web/shop/features/stores/geo/distance.ts";',
      ),
    });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain(
      "shop-features-own-their-folders: src/web/shop/features/cart/cart-store.ts",
    );
  });

  it("fails a cycle made only of type imports", () => {
    const result = lint({
      "src/server/a.ts": 'import type { B } from "./b.ts";\nexport interface A { b?: B }\n',
      "src/server/b.ts": 'import type { A } from "./a.ts";\nexport interface B { a?: A }\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("no-circular");
  });
});
