import { prepareDatabase } from "#server/db/prepare.ts";
import { loadEnv } from "#server/env.ts";
import { runWithDatabase } from "./run-with-database.ts";

await runWithDatabase("db:seed", async (handle) => {
  // NODE_ENV decides whether the seed's coupon starts on (off in production).
  await prepareDatabase(handle, loadEnv().NODE_ENV);
  return `Catalogue and stores seeded where missing (${handle.kind}).`;
});
