import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { classConflicts, shopClassConflicts } from "./class-conflicts.ts";

describe("classConflicts", () => {
  it("finds a class a later one overrides, in any way the conditions go", () => {
    const source = `
      const tile = cn("rounded-xl bg-white p-4", late && "bg-red-700");
      const fine = cn("p-4", late ? "bg-red-700" : "bg-white");`;
    expect(classConflicts(source, "tile.tsx")).toEqual([
      { at: "tile.tsx:2", classes: "rounded-xl bg-white p-4 bg-red-700", dropped: ["bg-white"] },
    ]);
  });

  it("checks object keys, and a cva's base with each of its variants", () => {
    const source = `
      cn("text-ink", { "text-red-700": late, underline: true });
      const button = cva("inline-flex h-11 px-5", {
        variants: { size: { default: "", sm: "h-9 px-3" }, variant: { ghost: "bg-transparent" } },
      });`;
    expect(classConflicts(source, "x.tsx").map(({ at, dropped }) => [at, dropped])).toEqual([
      ["x.tsx:2", ["text-ink"]],
      ["x.tsx:3", ["h-11", "px-5"]],
    ]);
  });

  it("lets an override marked important stand, and knows nothing of props", () => {
    const source = `cn("h-11 text-sm", "h-10!", className, size === "lg" && "text-base!")`;
    expect(classConflicts(source, "y.tsx")).toEqual([]);
  });
});

describe("the shop's class names", () => {
  it("are every file of src/web but the staff panel's (it merges with tailwind-merge) and tests", () => {
    const root = mkdtempSync(join(tmpdir(), "frosty-classes-"));
    const conflict = 'export const c = cn("bg-white", late && "bg-red-700");\n';
    const files = [
      "src/web/shop/islands/cart.tsx",
      "src/web/shop/pages/menu.tsx",
      "src/web/components/ui/card.tsx",
      "src/web/panel/features/orders/order-card.tsx",
      "src/web/shop/islands/cart.test.tsx",
      "src/web/testing/render-in-page.tsx",
    ];
    try {
      for (const file of files) {
        mkdirSync(dirname(join(root, file)), { recursive: true });
        writeFileSync(join(root, file), conflict);
      }
      expect(
        shopClassConflicts(root)
          .map(({ at }) => at)
          .sort(),
      ).toEqual([
        "src/web/components/ui/card.tsx:1",
        "src/web/shop/islands/cart.tsx:1",
        "src/web/shop/pages/menu.tsx:1",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("join no conflicting classes: the shop's cn() does not resolve them", () => {
    expect(shopClassConflicts(process.cwd())).toEqual([]);
  });
});
