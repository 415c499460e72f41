import { loadEnv } from "#server/env.ts";
import { runStaffCommand } from "./staff-command.ts";
import { shellTerminal } from "./terminal.ts";

// npm run staff:grant -- ana@loja.com --store 1  →  tsx src/cli/staff.ts grant ana@loja.com --store 1
try {
  process.exitCode = await runStaffCommand(process.argv.slice(2), {
    env: loadEnv(),
    terminal: shellTerminal(),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
