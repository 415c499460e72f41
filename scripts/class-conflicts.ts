/**
 * The shop joins class names with a light `cn()` (src/web/lib/utils.ts) that does not resolve
 * conflicts: `cn("bg-white", alert && "bg-red-700")` keeps both, and the stylesheet's order
 * decides (the panel's "Atrasados" tile was white on white so). This finds such joins where they
 * are written: every `cn(…)` and `cva(…)` of the shop's code, with each way its conditions can
 * go, is checked with tailwind-merge (through the panel's joiner, the one module allowed to import
 * it): a class it would drop is a conflict. An override marked important (`h-10!`) is not one.
 * What a call joins from a variable or a prop is not known here and is not checked.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { cn as mergeClasses } from "#web/panel/features/ui/cn.ts";

export interface ClassConflict {
  /** "src/web/shop/islands/cart.tsx:42". */
  at: string;
  classes: string;
  /** The classes tailwind-merge drops: an earlier one that a later one overrides. */
  dropped: string[];
}

/** Each way a call can go, at most this many per call (conditions multiply). */
const MAX_WAYS = 512;

type Ways = string[][];

const words = (text: string) => text.split(/\s+/).filter(Boolean);

function product(parts: Ways[]): Ways {
  let ways: Ways = [[]];
  for (const part of parts) {
    const next: Ways = [];
    for (const way of ways) for (const option of part) next.push([...way, ...option]);
    ways = next.slice(0, MAX_WAYS);
  }
  return ways;
}

/** The class lists an expression can give: one per way its conditions go ([[]]: unknown). */
function waysOf(node: ts.Expression): Ways {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return [words(node.text)];
  }
  if (ts.isParenthesizedExpression(node)) return waysOf(node.expression);
  if (ts.isConditionalExpression(node)) {
    return [...waysOf(node.whenTrue), ...waysOf(node.whenFalse)];
  }
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind;
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return [...waysOf(node.right), []];
    if (
      operator === ts.SyntaxKind.BarBarToken ||
      operator === ts.SyntaxKind.QuestionQuestionToken
    ) {
      return [...waysOf(node.left), ...waysOf(node.right)];
    }
  }
  if (ts.isArrayLiteralExpression(node)) {
    return product(node.elements.map((element) => waysOf(element)));
  }
  if (ts.isObjectLiteralExpression(node)) {
    // { "bg-red-700": late }: each key is there or not.
    return product(
      node.properties.map((property) =>
        property.name && (ts.isStringLiteral(property.name) || ts.isIdentifier(property.name))
          ? [words(property.name.text), []]
          : [[]],
      ),
    );
  }
  return [[]];
}

const property = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (p): p is ts.PropertyAssignment =>
      ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name,
  )?.initializer;

/** cva(base, { variants: { size: { sm: "…", lg: "…" }, … } }): the base with one of each. */
function cvaWays(call: ts.CallExpression): Ways {
  const [base, config] = call.arguments;
  const parts: Ways[] = base ? [waysOf(base)] : [];
  const variants = config && ts.isObjectLiteralExpression(config) && property(config, "variants");
  if (variants && ts.isObjectLiteralExpression(variants)) {
    for (const group of variants.properties) {
      if (!ts.isPropertyAssignment(group) || !ts.isObjectLiteralExpression(group.initializer)) {
        continue;
      }
      parts.push(
        group.initializer.properties.flatMap((option) =>
          ts.isPropertyAssignment(option) ? waysOf(option.initializer) : [],
        ),
      );
    }
  }
  return product(parts);
}

/** The conflicts of every cn(…) and cva(…) call in one file's source. */
export function classConflicts(source: string, fileName: string): ClassConflict[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const conflicts: ClassConflict[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
      const callee = node.expression.text;
      const ways =
        callee === "cn"
          ? product(node.arguments.map((argument) => waysOf(argument)))
          : callee === "cva"
            ? cvaWays(node)
            : [];
      const line = file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
      // Said once per call and classes dropped, with the first way that drops them.
      const said = new Set<string>();
      for (const way of ways) {
        const classes = way.join(" ");
        const kept = new Set(words(mergeClasses(classes)));
        const dropped = way.filter((name) => !kept.has(name));
        const key = dropped.join(" ");
        if (dropped.length === 0 || said.has(key)) continue;
        said.add(key);
        conflicts.push({ at: `${fileName}:${line}`, classes, dropped });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return conflicts;
}

/**
 * The code shop pages run: src/web without the staff panel (which merges with tailwind-merge),
 * tests and generated files.
 */
const NOT_SHOP = /^src\/web\/panel\/|\.test\.tsx?$|^src\/web\/testing\/|\.gen\.ts$/;

function shopFiles(root: string, dir = "src/web"): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return shopFiles(root, path);
    return /\.tsx?$/.test(entry.name) && !NOT_SHOP.test(path) ? [path] : [];
  });
}

/** The conflicts in every cn(…) and cva(…) of the shop's code, under `root` (the repository). */
export function shopClassConflicts(root: string): ClassConflict[] {
  return shopFiles(root).flatMap((path) =>
    classConflicts(readFileSync(join(root, path), "utf8"), relative(root, join(root, path))),
  );
}
