import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { freePort } from "#server/net/free-port.ts";

const run = promisify(execFile);

export type StopMode = "smart" | "fast" | "immediate";

export interface PostgresCluster {
  port: number;
  /** postgres://postgres@127.0.0.1:<port>/<database> */
  url(database: string): string;
  start(): Promise<void>;
  /** pg_ctl stop -m <mode>, waiting until the server is gone. */
  stop(mode: StopMode): Promise<void>;
  /** Stops it (if running) and removes its files. */
  dispose(): Promise<void>;
}

/** The newest /usr/lib/postgresql/<major>/bin holding the server programs. */
function serverBinDir(): string {
  const majors = (() => {
    try {
      return readdirSync("/usr/lib/postgresql").filter((name) => /^\d+$/.test(name));
    } catch {
      return [];
    }
  })().sort((a, b) => Number(b) - Number(a));
  const [newest] = majors;
  if (!newest) {
    throw new Error("PostgreSQL server binaries not found: apt-get install postgresql");
  }
  return join("/usr/lib/postgresql", newest, "bin");
}

/** PostgreSQL refuses to run as root: as root, its programs run as the postgres user. */
async function asPostgres(program: string, args: string[]): Promise<void> {
  if (process.getuid?.() === 0) await run("runuser", ["-u", "postgres", "--", program, ...args]);
  else await run(program, args);
}

/**
 * A throwaway PostgreSQL cluster of the test's own (as scripts/with-postgres.sh makes one), that
 * the test may stop and start again on the same port: initdb in a temp dir, trust auth, no fsync.
 */
export async function createPostgresCluster(): Promise<PostgresCluster> {
  const bin = serverBinDir();
  const dir = mkdtempSync(join(tmpdir(), "frosty-pg-cluster-"));
  if (process.getuid?.() === 0) await run("chown", ["postgres:postgres", dir]);
  const port = await freePort();
  const pgCtl = join(bin, "pg_ctl");
  let running = false;

  await asPostgres(join(bin, "initdb"), [
    "-D",
    dir,
    "-U",
    "postgres",
    "-A",
    "trust",
    "--no-sync",
    "-E",
    "UTF8",
  ]);

  const cluster: PostgresCluster = {
    port,
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      await asPostgres(pgCtl, [
        "-D",
        dir,
        "-l",
        join(dir, "server.log"),
        "-w",
        "-o",
        `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`,
        "start",
      ]);
      running = true;
    },
    async stop(mode) {
      await asPostgres(pgCtl, ["-D", dir, "-m", mode, "-w", "stop"]);
      running = false;
    },
    async dispose() {
      if (running) await cluster.stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}
