import { lstatSync, readdirSync } from "node:fs";
import { join } from "node:path";

/**
 * Every entry under `dir` (itself included) that its group or other users may read, write or
 * enter, as "path mode": what a DATA_DIR must never hold. Symbolic links are not followed.
 */
export function entriesOpenToOthers(dir: string): string[] {
  const open: string[] = [];
  const visit = (path: string) => {
    let stats: ReturnType<typeof lstatSync>;
    try {
      stats = lstatSync(path);
    } catch (error) {
      // Removed by the database while it was being listed.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & 0o077) !== 0) open.push(`${path} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) {
      let names: string[] = [];
      try {
        names = readdirSync(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
      for (const name of names) visit(join(path, name));
    }
  };
  visit(dir);
  return open;
}
