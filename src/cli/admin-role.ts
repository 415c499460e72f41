import { loadEnv } from "#server/env.ts";
import { runAdminRole } from "./admin-role-command.ts";

// npm run admin:grant -- ana@loja.com  →  tsx src/cli/admin-role.ts grant ana@loja.com
try {
  process.exitCode = await runAdminRole(process.argv.slice(2), { env: loadEnv() });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
