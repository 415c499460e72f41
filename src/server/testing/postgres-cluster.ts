import { execFile } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import pg from "pg";
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
  /**
   * SIGSTOP to the postmaster and every process it started (each session's backend, the
   * checkpointer, …): the server still accepts TCP connections (the kernel does) but answers
   * nothing, as a server stuck on its storage or behind a partition would. Returns how many
   * processes it stopped. A test that freezes must thaw, whatever happens (finally).
   */
  freeze(): number;
  /** SIGCONT to every process freeze() stopped (and any it started since). */
  thaw(): void;
  /** Thaws and stops it (if running) and removes its files. */
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

/** The pids of the processes whose parent is `parent` (from /proc). */
function childrenOf(parent: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(join("/proc", entry, "stat"), "utf8");
      // pid (comm) state ppid …: comm may hold spaces and parentheses, so read after the last ")".
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (ppid === parent) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children;
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // Gone already.
  }
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
  let frozen: number | null = null;
  const thawOnExit = () => cluster.thaw();

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
    freeze() {
      if (!running) throw new Error("the cluster is not running");
      // The postmaster's pid is the first line of postmaster.pid.
      const postmaster = Number(readFileSync(join(dir, "postmaster.pid"), "utf8").split("\n")[0]);
      if (!Number.isInteger(postmaster) || postmaster <= 0) throw new Error("no postmaster pid");
      frozen = postmaster;
      // A test process that dies mid-freeze must not leave stopped servers behind it.
      process.once("exit", thawOnExit);
      // The postmaster first, so that it starts no process the list below would miss.
      process.kill(postmaster, "SIGSTOP");
      const children = childrenOf(postmaster);
      for (const child of children) signal(child, "SIGSTOP");
      return 1 + children.length;
    },
    thaw() {
      if (frozen === null) return;
      for (const child of childrenOf(frozen)) signal(child, "SIGCONT");
      signal(frozen, "SIGCONT");
      frozen = null;
      process.off("exit", thawOnExit);
    },
    async dispose() {
      cluster.thaw();
      if (running) await cluster.stop("immediate").catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
  return cluster;
}

/** Runs one statement on a connection of its own (opened, used, closed), as a psql -c would. */
export async function queryOnce(url: string, statement: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  client.on("error", () => {});
  await client.connect();
  try {
    return await client.query(statement);
  } finally {
    await client.end().catch(() => {});
  }
}
