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

  it("fails a cycle made only of type imports", () => {
    const result = lint({
      "src/server/a.ts": 'import type { B } from "./b.ts";\nexport interface A { b?: B }\n',
      "src/server/b.ts": 'import type { A } from "./a.ts";\nexport interface B { a?: A }\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.output).toContain("no-circular");
  });
});
