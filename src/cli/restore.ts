import { runRestore } from "#server/backup/restore-command.ts";
import { loadEnv } from "#server/env.ts";

// npm run db:restore -- arquivo  →  tsx src/cli/restore.ts arquivo
try {
  process.exitCode = await runRestore(process.argv.slice(2), { env: loadEnv() });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
