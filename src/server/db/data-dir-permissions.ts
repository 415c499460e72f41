import { chmodSync, lstatSync, mkdirSync, readdirSync, type Stats, statSync } from "node:fs";
import { join, resolve } from "node:path";

/**
 * DATA_DIR holds the shop's database (customers' names, phones and addresses, staff password
 * hashes), the secret that signs sessions, backups and the admin socket: it is the owner's
 * alone. PGlite ignores the umask for the files initdb leaves (it chmods them 0666 as they come
 * out of its tarball) and creates directories 0777 minus the umask, so the modes are set here
 * rather than trusted: the directory 0700 and every entry in it without group or other bits.
 */
export class DataDirPermissionsError extends Error {
  constructor(
    readonly dataDir: string,
    english: string,
    portuguese: string,
  ) {
    super(`${english}\n${portuguese}`);
    this.name = "DataDirPermissionsError";
  }
}

const OWNER_ONLY_DIR = 0o700;
const GROUP_OR_OTHER = 0o077;
const WRITABLE_BY_OTHERS = 0o022;

/** This process's user, or null where there is none (Windows). */
function currentUid(): number | null {
  return typeof process.getuid === "function" ? process.getuid() : null;
}

/**
 * Makes DATA_DIR ready for this process to hold: creates it (0700) when missing; refuses it,
 * with a message saying why and how to fix it, when another user could write it (a group or
 * other write bit, or another owner), since such a user could replace the database's files;
 * otherwise takes group and other bits off it and off everything in it.
 */
export function prepareDataDir(dataDir: string): void {
  const path = resolve(dataDir);
  let stats: Stats;
  try {
    stats = statSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    mkdirSync(path, { recursive: true, mode: OWNER_ONLY_DIR });
    chmodSync(path, OWNER_ONLY_DIR);
    return;
  }
  assertOnlyOwnerWrites(path, stats);
  const foreign = makeOwnerOnly(path).foreign;
  if (foreign.length > 0) throw foreignEntries(path, foreign);
}

function assertOnlyOwnerWrites(path: string, stats: Stats): void {
  if (!stats.isDirectory()) {
    throw new DataDirPermissionsError(
      path,
      `DATA_DIR ${path} is not a directory. Point DATA_DIR at a directory (it is created if missing).`,
      `DATA_DIR ${path} não é uma pasta. Aponte DATA_DIR para uma pasta (ela é criada se não existir).`,
    );
  }
  const uid = currentUid();
  if (uid !== null && stats.uid !== uid) {
    throw new DataDirPermissionsError(
      path,
      `Frosty refuses to start: the data directory ${path} belongs to another user (uid ${stats.uid}), ` +
        `not to the user running Frosty (uid ${uid}), who could change the shop's database. ` +
        `Run Frosty as the directory's owner, or give it to this user: chown -R ${uid} ${path} && chmod 700 ${path}`,
      `O Frosty não vai iniciar: a pasta de dados ${path} pertence a outro usuário (uid ${stats.uid}), ` +
        `não ao usuário que roda o Frosty (uid ${uid}), e esse usuário poderia alterar o banco da loja. ` +
        `Rode o Frosty como dono da pasta, ou passe-a para este usuário: chown -R ${uid} ${path} && chmod 700 ${path}`,
    );
  }
  if ((stats.mode & WRITABLE_BY_OTHERS) !== 0) {
    const mode = (stats.mode & 0o7777).toString(8).padStart(4, "0");
    throw new DataDirPermissionsError(
      path,
      `Frosty refuses to start: the data directory ${path} can be written by other users (mode ${mode}), ` +
        `who could read or replace the shop's database. Make it the owner's alone: chmod 700 ${path}`,
      `O Frosty não vai iniciar: a pasta de dados ${path} pode ser alterada por outros usuários (modo ${mode}), ` +
        `que poderiam ler ou trocar o banco da loja. Deixe-a só para o dono: chmod 700 ${path}`,
    );
  }
}

function foreignEntries(path: string, foreign: string[]): DataDirPermissionsError {
  const list = foreign.slice(0, 5).join(", ") + (foreign.length > 5 ? ", …" : "");
  const uid = currentUid();
  return new DataDirPermissionsError(
    path,
    `Frosty refuses to start: ${foreign.length} file(s) in the data directory ${path} belong to ` +
      `another user (${list}). Give them to the user running Frosty: chown -R ${uid} ${path}`,
    `O Frosty não vai iniciar: ${foreign.length} arquivo(s) na pasta de dados ${path} pertencem a ` +
      `outro usuário (${list}). Passe-os para o usuário que roda o Frosty: chown -R ${uid} ${path}`,
  );
}

export interface OwnerOnlyResult {
  /** Entries whose mode had group or other bits, now taken off. */
  fixed: string[];
  /** Entries that belong to another user (left as they are). */
  foreign: string[];
}

/**
 * Takes group and other bits off `dir` and everything under it (symbolic links are not
 * followed; their own mode means nothing). Entries that vanish meanwhile (PGlite renames and
 * removes files as it runs) are skipped.
 */
export function makeOwnerOnly(dir: string): OwnerOnlyResult {
  const result: OwnerOnlyResult = { fixed: [], foreign: [] };
  const uid = currentUid();
  const visit = (path: string) => {
    let stats: Stats;
    try {
      stats = lstatSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if (uid !== null && stats.uid !== uid) {
      result.foreign.push(path);
      return;
    }
    if ((stats.mode & GROUP_OR_OTHER) !== 0) {
      try {
        chmodSync(path, stats.mode & 0o7700);
        result.fixed.push(path);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
      }
    }
    if (!stats.isDirectory()) return;
    let names: string[];
    try {
      names = readdirSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
      throw error;
    }
    for (const name of names) visit(join(path, name));
  };
  visit(resolve(dir));
  return result;
}

/**
 * Files this process creates from now on are the owner's alone, whoever creates them (PGlite's
 * thread included: the umask belongs to the process). Worker threads may not change it: there
 * it is left as it is, and the modes are fixed by makeOwnerOnly.
 */
export function restrictUmask(): void {
  try {
    process.umask(process.umask(0o077) | 0o077);
  } catch {
    // ERR_WORKER_UNSUPPORTED_OPERATION
  }
}

/**
 * Every few minutes, takes group and other bits off what appeared in DATA_DIR since (a file
 * PGlite or a restore created with wider modes). Reports what it had to fix, so that a
 * regression shows in the log. Returns a function that stops it.
 */
export function keepDataDirPrivate(
  dataDir: string,
  options: { intervalMs?: number; onFixed?: (paths: string[]) => void } = {},
): () => void {
  const timer = setInterval(
    () => {
      try {
        const { fixed } = makeOwnerOnly(dataDir);
        if (fixed.length > 0) options.onFixed?.(fixed);
      } catch {
        // A directory that cannot be read now is the database's problem to report, not this.
      }
    },
    options.intervalMs ?? 5 * 60_000,
  );
  timer.unref();
  return () => clearInterval(timer);
}
