/**
 * What a page of the built web app loads first, read from Vite's manifest: the server preloads
 * it (page-html.ts) and the bundle gate weighs it (scripts/check-bundle.ts), by one rule.
 */

interface ManifestChunk {
  file: string;
  css?: string[];
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/** The chunks an entry (the shop's, the panel's) pulls in: its pages load them first. */
export function entryChunks(manifest: Manifest, entry: string): Set<string> {
  return manifest[entry] ? staticClosure(manifest, entry, new Set()) : new Set();
}

/**
 * A page module's own chunks: itself, what it imports, and (unless `lazyParts` is false) what
 * it imports lazily itself (a part it paints after its heading), less the shell. Empty for a
 * module not in the build.
 */
export function pageOwnChunks(
  manifest: Manifest,
  module: string,
  shell: Set<string>,
  { lazyParts = true } = {},
): string[] {
  const key = Object.keys(manifest).find((name) => name.endsWith(module));
  if (!key) return [];
  const chunks = staticClosure(manifest, key, new Set());
  if (lazyParts) {
    for (const part of manifest[key]?.dynamicImports ?? []) staticClosure(manifest, part, chunks);
  }
  return [...chunks].filter((chunk) => !shell.has(chunk));
}

function staticClosure(manifest: Manifest, key: string, seen: Set<string>): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}
