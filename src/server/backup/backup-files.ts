import { link, mkdir, open, rm, stat } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";

/** A failure the staff can act on; its message (pt-BR) is printed as is. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

export type BackupKind = "pglite" | "postgres";

const EXTENSIONS: Record<BackupKind, string> = { pglite: ".tar.gz", postgres: ".dump" };

/** `2025-01-31T14-05-09-123Z`: sorts by time and is a valid file name everywhere. */
export function fileTimestamp(now: Date = new Date()): string {
  return now.toISOString().replace(/[:.]/g, "-");
}

/** DATA_DIR/backups/frosty-<timestamp>.tar.gz (PGlite) or .dump (PostgreSQL). */
export function defaultBackupPath(dataDir: string, kind: BackupKind, now?: Date): string {
  return resolve(dataDir, "backups", `frosty-${fileTimestamp(now)}${EXTENSIONS[kind]}`);
}

/**
 * Writes a new backup file through `write(temporaryPath)`, then links it into place: the file
 * appears whole or not at all, never replaces an existing one, and is the owner's alone (0600),
 * since a backup holds customers' details and staff password hashes.
 */
export async function writeNewFile(
  path: string,
  write: (temporaryPath: string) => Promise<void>,
): Promise<{ bytes: number }> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  if (await exists(path)) throw alreadyExists(path);
  const temporary = `${path}.partial-${process.pid}`;
  // Created empty with the final mode, so whatever writes into it never widens it.
  await (await open(temporary, "w", 0o600)).close();
  try {
    await write(temporary);
    await link(temporary, path).catch((error: NodeJS.ErrnoException) => {
      throw error.code === "EEXIST" ? alreadyExists(path) : error;
    });
  } finally {
    await rm(temporary, { force: true });
  }
  return { bytes: (await stat(path)).size };
}

function alreadyExists(path: string): BackupError {
  return new BackupError(`O arquivo ${path} já existe: escolha outro nome para o backup.`);
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
}

export type BackupFormat = BackupKind | "unknown";

/** What a file holds, from its first bytes: a PGlite tarball or a pg_dump custom archive. */
export async function detectBackupFormat(path: string): Promise<BackupFormat> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, "r");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "ENOENT") throw new BackupError(`Arquivo de backup não encontrado: ${path}`);
    if (code === "EISDIR") throw new BackupError(`${path} é uma pasta, não um arquivo de backup.`);
    throw error;
  }
  try {
    const head = Buffer.alloc(263);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    if (bytesRead >= 5 && head.subarray(0, 5).toString("latin1") === "PGDMP") return "postgres";
    if (bytesRead >= 2 && head[0] === 0x1f && head[1] === 0x8b) return "pglite";
    if (bytesRead >= 262 && head.subarray(257, 262).toString("latin1") === "ustar") return "pglite";
    return "unknown";
  } finally {
    await handle.close();
  }
}

/** Checks that `path` holds a backup of `kind`, with a message saying what to do otherwise. */
export async function assertBackupFormat(path: string, kind: BackupKind): Promise<void> {
  const format = await detectBackupFormat(path);
  if (format === kind) return;
  if (format === "unknown") {
    throw new BackupError(`${path} não é um backup do Frosty (npm run db:backup).`);
  }
  throw new BackupError(
    kind === "pglite"
      ? `${path} é um backup de PostgreSQL (pg_dump). Para restaurá-lo, defina DATABASE_URL.`
      : `${path} é um backup de PGlite. Para restaurá-lo, rode sem DATABASE_URL (com DATA_DIR).`,
  );
}

export function formatBytes(bytes: number): string {
  const number = (value: number) =>
    new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 1 }).format(value);
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 ** 2) return `${number(bytes / 1024)} KB`;
  if (bytes < 1024 ** 3) return `${number(bytes / 1024 ** 2)} MB`;
  return `${number(bytes / 1024 ** 3)} GB`;
}

export function describeOrderCount(orders: number): string {
  const count = new Intl.NumberFormat("pt-BR").format(orders);
  return orders === 1 ? "1 pedido" : `${count} pedidos`;
}

/** The data directory's PGlite files (as client.ts opens them). */
export function pgliteDir(dataDir: string): string {
  return join(dataDir, "pglite");
}
