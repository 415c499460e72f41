import { migrateDatabase } from "#server/db/migrate.ts";
import { runWithDatabase } from "./run-with-database.ts";

// The server also migrates at start; this is for deploys that migrate as a separate step.
await runWithDatabase("db:migrate", async (handle) => {
  await migrateDatabase(handle);
  return `Migrations applied (${handle.kind}).`;
});
