import { execFile } from "node:child_process";
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { BackupError } from "./backup-files.ts";

const run = promisify(execFile);

export type PostgresTool = "pg_dump" | "pg_restore";

/**
 * Where pg_dump / pg_restore are: on PATH, or in Debian's /usr/lib/postgresql/<major>/bin
 * (installed with the server but not on PATH). The newest one wins: pg_dump refuses a server
 * newer than itself, and reads every older one.
 */
export async function findPostgresTool(tool: PostgresTool): Promise<string> {
  const candidates = [tool, ...debianBinDirs().map((dir) => join(dir, tool))];
  let best: { path: string; major: number } | null = null;
  for (const path of candidates) {
    const major = await majorVersion(path);
    if (major !== null && (!best || major > best.major)) best = { path, major };
  }
  if (!best) {
    throw new BackupError(
      `${tool} não encontrado (nem no PATH, nem em /usr/lib/postgresql/*/bin). Instale o ` +
        "cliente do PostgreSQL, na mesma versão do servidor ou mais nova " +
        "(apt-get install postgresql-client).",
    );
  }
  return best.path;
}

function debianBinDirs(): string[] {
  try {
    return readdirSync("/usr/lib/postgresql")
      .filter((name) => /^\d+(\.\d+)?$/.test(name))
      .map((name) => join("/usr/lib/postgresql", name, "bin"));
  } catch {
    return [];
  }
}

/** `pg_dump (PostgreSQL) 15.8` → 15; null when the program is not there. */
async function majorVersion(path: string): Promise<number | null> {
  try {
    const { stdout } = await run(path, ["--version"], { timeout: 10_000 });
    const match = /\(PostgreSQL\)\s+(\d+)/.exec(stdout);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Runs a PostgreSQL tool; a failure becomes a message with what the tool said. */
export async function runPostgresTool(path: string, args: string[]): Promise<void> {
  try {
    await run(path, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const { stderr, code } = error as { stderr?: string; code?: number | string };
    const said = stderr?.trim() || (error instanceof Error ? error.message : String(error));
    throw new BackupError(`${path} falhou (código ${code ?? "?"}):\n${said}`);
  }
}
