import { loadEnv } from "#server/env.ts";
import { runAdminRole } from "./admin-role-command.ts";
import { shellTerminal } from "./terminal.ts";

// npm run admin:grant -- ana@loja.com  →  tsx src/cli/admin-role.ts grant ana@loja.com
// (shows the account and asks; without a terminal: --confirm <the id it showed>)
try {
  process.exitCode = await runAdminRole(process.argv.slice(2), {
    env: loadEnv(),
    terminal: shellTerminal(),
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
