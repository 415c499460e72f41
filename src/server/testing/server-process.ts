import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { GENEROUS_ORDER_LIMITS_ENV } from "./order-limits.ts";

const REPO_ROOT = fileURLToPath(new URL("../../../", import.meta.url));

export interface ServerProcess {
  /** http://127.0.0.1:<port> */
  url: string;
  child: ChildProcess;
  /** Still running (it has not exited, whatever happened to its database). */
  alive(): boolean;
  /** What it printed on stderr, for failure messages. */
  stderr(): string;
  /** Its log entries (pino's JSON lines on stdout), parsed. */
  logs(): LogEntry[];
  /** SIGTERM (graceful shutdown), then its exit code. */
  stop(): Promise<number | null>;
}

/**
 * The real server (`src/server/index.ts`, through tsx) in a child process on a port of its own
 * choosing, as `npm start` runs it. Resolves once it logs that it is open. `wrapper`: a command
 * that runs it (it ends by exec'ing the arguments that follow it, so the PID stays the server's),
 * e.g. `unshare` to give it a file system of its own.
 */
export async function startServerProcess(
  env: Record<string, string>,
  options: { wrapper?: string[] } = {},
): Promise<ServerProcess> {
  const [program = process.execPath, ...args] = [
    ...(options.wrapper ?? []),
    process.execPath,
    "--import",
    "tsx",
    "src/server/index.ts",
  ];
  const child = spawn(program, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      LOG_LEVEL: "info",
      DATABASE_URL: "",
      // Tests place many orders from one address and phone; the limits' own tests set theirs.
      ORDER_LIMITS: GENEROUS_ORDER_LIMITS_ENV,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stderr = "";
  child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
    stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  // A test that times out must not leave a server behind it.
  const killOnExit = () => child.kill("SIGKILL");
  process.once("exit", killOnExit);
  void exited.then(() => process.off("exit", killOnExit));

  const logs: LogEntry[] = [];
  let opened: (port: number) => void = () => {};
  let buffered = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => {
    buffered += chunk;
    for (let end = buffered.indexOf("\n"); end >= 0; end = buffered.indexOf("\n")) {
      const entry = parseLine(buffered.slice(0, end));
      buffered = buffered.slice(end + 1);
      if (!entry) continue;
      logs.push(entry);
      if (entry.msg?.startsWith("Frosty is open") && typeof entry.port === "number") {
        opened(entry.port);
      }
    }
  });

  const port = await new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => {
      clearTimeout(timer);
      child.kill("SIGKILL");
      reject(new Error(`${error.message}\n${stderr}`));
    };
    const timer = setTimeout(() => fail(new Error("the server did not open within 60 s")), 60_000);
    const onExit = (code: number | null) => fail(new Error(`the server exited with code ${code}`));
    child.once("exit", onExit);
    child.once("error", fail);
    opened = (port) => {
      clearTimeout(timer);
      child.off("exit", onExit);
      child.off("error", fail);
      resolve(port);
    };
  });

  return {
    url: `http://127.0.0.1:${port}`,
    child,
    alive: () => child.exitCode === null && child.signalCode === null,
    stderr: () => stderr,
    logs: () => logs,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}

export interface LogEntry {
  level?: number;
  msg?: string;
  port?: unknown;
  err?: { type?: string; message?: string; code?: string };
}

function parseLine(line: string): LogEntry | null {
  try {
    return JSON.parse(line) as LogEntry;
  } catch {
    return null;
  }
}
