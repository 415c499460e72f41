import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { runAdminRole } from "#cli/admin-role-command.ts";
import { runStaffCommand } from "#cli/staff-command.ts";
import { loadEnv } from "#server/env.ts";

const run = promisify(execFile);

/** The two shell commands that give a signed-up account access: their entry and their code. */
const COMMANDS = {
  "admin-role": { entry: "src/cli/admin-role.ts", command: runAdminRole },
  staff: { entry: "src/cli/staff.ts", command: runStaffCommand },
} as const;

type CommandName = keyof typeof COMMANDS;

/** Commands this worker has already run through the shell, once each. */
const ranFromShell = new Set<CommandName>();

/**
 * `npm run admin:grant …` / `npm run staff:grant …` (src/cli) against a running server, through
 * the admin socket in its data directory. The first time a worker runs a command, it runs as
 * staff run it: a process of its own (`tsx src/cli/…`), so every run still proves the shell entry
 * works. After that the worker runs the same command in process, with what that entry would
 * give it (the environment read by loadEnv, no terminal: `--confirm` decides), and over the same
 * socket to the same server: a new process cost a second of waiting and more than a second of
 * CPU for each of the hundred-odd accounts the specs grant. A command that fails throws with
 * what it printed, as the process's non-zero exit did.
 */
export async function runAccessCommand(
  name: CommandName,
  args: string[],
  dataDir: string,
): Promise<void> {
  const { entry, command } = COMMANDS[name];
  const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" };
  if (!ranFromShell.has(name)) {
    ranFromShell.add(name);
    await run(process.execPath, ["--import", "tsx", entry, ...args], { env });
    return;
  }
  const printed: string[] = [];
  const output = {
    log: (line: string) => printed.push(line),
    error: (line: string) => printed.push(line),
  };
  const code = await command(args, { env: loadEnv(env), terminal: null, output });
  if (code !== 0) {
    throw new Error(`${entry} ${args.join(" ")} exited with ${code}:\n${printed.join("\n")}`);
  }
}
