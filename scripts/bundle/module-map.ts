/**
 * A Vite plugin for the browser build: beside the build's folder (dist/web-modules.json for
 * dist/web) it writes which source modules went into each JavaScript file, so the bundle gate
 * (scripts/check-bundle.ts) can tell that no staff module (src/web/panel/**, better-auth, React
 * Router, TanStack Query) is in what a shop page loads. Vite's manifest names only entries and
 * chunks, and a shared chunk's name says nothing of what it holds. Kept out of the served folder:
 * it lists the sources. Paths are relative to the repository; Vite's virtual modules keep their
 * id.
 */
import { writeFileSync } from "node:fs";
import { isAbsolute, relative, resolve } from "node:path";
import type { Plugin } from "vite";

/** The module map's file for a build folder (dist/web → dist/web-modules.json). */
export function moduleMapFile(webDir: string): string {
  return `${resolve(webDir)}-modules.json`;
}

/** JavaScript file of the build (as the manifest names it: assets/x.js) → its source modules. */
export type ModuleMap = Record<string, string[]>;

export function moduleMap(root: string): Plugin {
  // A package by its path from node_modules (which may be a link to elsewhere); the project's
  // own files from the repository; a virtual module by its id.
  const sourceName = (id: string) => {
    const path = id.replace(/\0/g, "").split("\\").join("/");
    const inPackages = path.lastIndexOf("/node_modules/");
    if (inPackages >= 0) return path.slice(inPackages + 1);
    return isAbsolute(path) ? relative(root, path).split("\\").join("/") : path;
  };
  let outDir = "";
  return {
    name: "frosty:module-map",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      const map: ModuleMap = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        map[output.fileName] = output.moduleIds.map(sourceName);
      }
      writeFileSync(moduleMapFile(outDir), `${JSON.stringify(map, null, 1)}\n`);
    },
  };
}
