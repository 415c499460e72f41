import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { readFileSync } from "node:fs";
import { freePort } from "#server/net/free-port.ts";

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** The CPU time (user + system) the server has used so far, in ms; undefined off Linux. */
  cpuMs(): number | undefined;
}

/** Starts `node <script>` on a free port and waits until `readyPath` answers 2xx. */
export async function startNodeServer(
  script: string,
  env: Record<string, string>,
  readyPath: string,
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [script], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url + readyPath)).ok) {
        return { url, stop: () => stopChild(child), cpuMs: () => cpuMsOf(child.pid) };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await stopChild(child);
  throw new Error(`${script} did not start within 60 s`);
}

/** SIGTERM (the server closes its database cleanly), SIGKILL if it lingers. */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** utime + stime from /proc/<pid>/stat, in clock ticks of 10 ms (Linux's USER_HZ is 100). */
function cpuMsOf(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // The fields after the command name (in parentheses, which may hold spaces).
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}
