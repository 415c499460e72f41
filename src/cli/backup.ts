import { runBackup } from "#server/backup/backup-command.ts";
import { loadEnv } from "#server/env.ts";

// npm run db:backup [-- arquivo]  →  tsx src/cli/backup.ts [arquivo]
try {
  process.exitCode = await runBackup(process.argv.slice(2), { env: loadEnv() });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
}
