import { prepareDatabase } from "#server/db/prepare.ts";
import { runWithDatabase } from "./run-with-database.ts";

await runWithDatabase("db:seed", async (handle) => {
  await prepareDatabase(handle);
  return `Catalogue and stores seeded where missing (${handle.kind}).`;
});
