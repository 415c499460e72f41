/**
 * What a page of the built web app loads first, read from Vite's manifest: the server preloads
 * it (page-html.ts) and the bundle gate (scripts/check-bundle.ts) follows the same imports from
 * what the page's HTML loads.
 */

export interface ManifestChunk {
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

/** `key` and every chunk it imports statically, directly or not, added to `seen`. */
export function staticClosure(
  manifest: Manifest,
  key: string,
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) staticClosure(manifest, child, seen);
  return seen;
}

/** Every chunk `key` can ever load: what it imports, statically or lazily, directly or not. */
export function reachableChunks(manifest: Manifest, key: string): Set<string> {
  const seen = new Set<string>();
  const visit = (chunk: string) => {
    if (seen.has(chunk)) return;
    seen.add(chunk);
    for (const child of manifest[chunk]?.imports ?? []) visit(child);
    for (const child of manifest[chunk]?.dynamicImports ?? []) visit(child);
  };
  visit(key);
  return seen;
}
