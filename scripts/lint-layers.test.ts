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

describe("npm run lint: the import layers", () => {
  it("passes a tree that keeps the layers", () => {
    const result = lint({
      "src/shared/money.ts": "export const cents = 1;\n",
      "src/server/app.ts": 'import { cents } from "#shared/money.ts";\nexport const app = cents;\n',
      "src/web/lib/format.ts":
        'import { cents } from "#shared/money.ts";\nexport const f = cents;\n',
      "src/web/features/cart.ts":
        'import { f } from "#web/lib/format.ts";\nexport const cart = f;\n',
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

  it("fails the web app importing the server, and a component importing a feature", () => {
    const result = lint({
      "src/server/db.ts": "export const db = 1;\n",
      "src/web/features/cart.ts": "export const cart = 1;\n",
      "src/web/lib/api.ts": 'import { db } from "#server/db.ts";\nexport const a = db;\n',
      "src/web/components/header.tsx":
        'import { cart } from "#web/features/cart.ts";\nexport const h = cart;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("web-not-server");
    expect(result.output).toContain("components-not-features");
  });

  it("lets only the web app's test files import the server (they run the real app)", () => {
    const result = lint({
      "src/server/testing/test-app.ts": "export const createTestApp = 1;\n",
      "src/web/features/cart.test.tsx":
        'import { createTestApp } from "#server/testing/test-app.ts";\nexport const t = createTestApp;\n',
      "src/web/features/cart.tsx":
        'import { createTestApp } from "#server/testing/test-app.ts";\nexport const c = createTestApp;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("web-not-server: src/web/features/cart.tsx");
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

  it("fails a shop page or shop feature importing admin code", () => {
    const result = lint({
      "src/web/features/admin/staff-session.ts": "export const session = 1;\n",
      "src/web/features/admin/ui/switch.tsx": "export const Switch = 1;\n",
      "src/web/routes/admin/orders.tsx": "export const Orders = 1;\n",
      "src/web/routes/menu.tsx":
        'import { Switch } from "#web/panel/features/ui/switch.tsx";\nexport const m = Switch;\n',
      "src/web/routes/home.tsx":
        'import { Orders } from "./admin/orders.tsx";\nexport const h = Orders;\n',
      "src/web/features/cart/cart.ts":
        'import { session } from "#web/features/admin/staff-session.ts";\nexport const c = session;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("shop-not-admin: src/web/routes/menu.tsx");
    expect(result.output).toContain("shop-not-admin: src/web/routes/home.tsx");
    expect(result.output).toContain("shop-not-admin: src/web/features/cart/cart.ts");
  });

  it("lets only the panel's class joiner import tailwind-merge, so no shop page carries it", () => {
    const tailwindMerge = {
      "node_modules/tailwind-merge/package.json": JSON.stringify({
        name: "tailwind-merge",
        type: "module",
        exports: { ".": "./index.js" },
      }),
      "node_modules/tailwind-merge/index.js": "export const twMerge = (classes) => classes;\n",
    };
    const joiner =
      'import { twMerge } from "tailwind-merge";\nexport const cn = (c: string) => twMerge(c);\n';
    const allowed = lint({ ...tailwindMerge, "src/web/features/admin/ui/cn.ts": joiner });
    expect(allowed.output).toContain("no dependency violations");
    expect(allowed.status).toBe(0);

    const refused = lint({
      ...tailwindMerge,
      "src/web/lib/utils.ts": joiner,
      "src/web/features/admin/orders/order-card.tsx": joiner,
    });
    expect(refused.status).not.toBe(0);
    expect(refused.output).toContain("tailwind-merge-in-the-panel-only: src/web/lib/utils.ts");
    expect(refused.output).toContain(
      "tailwind-merge-in-the-panel-only: src/web/features/admin/orders/order-card.tsx",
    );
  });

  it("passes what may cross features: top-level files, an area's api.ts, the admin UI kit", () => {
    const result = lint({
      "src/web/features/catalog/api.ts": "export const catalog = 1;\n",
      "src/web/features/stores/geo/distance.ts": "export const distance = 1;\n",
      "src/web/features/stores/choose-store.ts":
        'import { distance } from "./geo/distance.ts";\nexport const choose = distance;\n',
      "src/web/features/cart/cart.ts":
        'import { choose } from "#web/shop/features/stores/choose-store.ts";\nexport const cart = choose;\n',
      "src/web/features/admin/staff-session.ts": "export const session = 1;\n",
      "src/web/features/admin/ui/switch.tsx": "export const Switch = 1;\n",
      "src/web/features/admin/dashboard/api.ts": "export const dashboard = 1;\n",
      "src/web/features/admin/coupons/coupon-list.tsx": [
        'import { catalog } from "#web/shop/features/catalog/api.ts";',
        'import { session } from "#web/features/admin/staff-session.ts";',
        'import { Switch } from "#web/panel/features/ui/switch.tsx";',
        'import { dashboard } from "#web/panel/features/dashboard/api.ts";',
        "export const list = [catalog, session, Switch, dashboard];",
        "",
      ].join("\n"),
      "src/web/routes/admin/coupons.tsx":
        'import { list } from "#web/panel/features/coupons/coupon-list.tsx";\nexport const p = list;\n',
    });
    expect(result.output).toContain("no dependency violations");
    expect(result.status).toBe(0);
  });

  it("fails a feature importing a folder inside another feature", () => {
    const result = lint({
      "src/web/features/stores/geo/distance.ts": "export const distance = 1;\n",
      "src/web/features/cart/cart.ts":
        'import { distance } from "#web/features/stores/geo/distance.ts";\nexport const c = distance;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("features-own-their-folders: src/web/features/cart/cart.ts");
  });

  it("fails a panel area importing another area's files other than its api.ts", () => {
    const result = lint({
      "src/web/features/admin/settings/switch.tsx": "export const Switch = 1;\n",
      "src/web/features/admin/coupons/coupon-list.tsx":
        'import { Switch } from "#web/features/admin/settings/switch.tsx";\nexport const l = Switch;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      "admin-areas-apart: src/web/features/admin/coupons/coupon-list.tsx",
    );
  });

  it("fails the admin UI kit importing a feature, even a panel area's api.ts", () => {
    const result = lint({
      "src/web/features/admin/stores/api.ts": "export const stores = 1;\n",
      "src/web/features/admin/ui/store-select.tsx":
        'import { stores } from "#web/panel/features/stores/api.ts";\nexport const s = stores;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain(
      "admin-ui-kit-is-the-bottom: src/web/features/admin/ui/store-select.tsx",
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
