import { randomUUID } from "node:crypto";
import { users } from "#server/db/schema.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { grantStores } from "#server/services/staff-team/memberships.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { AdminEndpoint } from "./types.ts";

/** An account the grant endpoint adds to a store (made once per app, by the first call). */
const GRANTEE = {
  id: "u-equipe-matriz",
  name: "Equipe Matriz",
  email: "equipe.matriz@frosty.test",
};

async function withGrantee(t: TestApp): Promise<string> {
  await t.database.db.insert(users).values(GRANTEE).onConflictDoNothing();
  return "/api/admin/team/grants";
}

/** A fresh account, staff of the store: each call has a membership to take. */
const withMember =
  (suffix: (storeId: string) => string) =>
  async (t: TestApp, storeId = "1"): Promise<string> => {
    const id = `u-${randomUUID()}`;
    const email = `${id}@frosty.test`;
    await t.database.db.insert(users).values({ id, name: "Equipe de loja", email });
    const outcome = await grantStores(t.database.db, { userId: id }, [storeId], SHELL_GRANTOR);
    if (outcome.kind !== "changed") throw new Error(`grant failed: ${outcome.kind}`);
    return `/api/admin/team/${id}/stores${suffix(storeId)}`;
  };

/** The team (Equipe): HQ only, every one of them. */
export const STAFF_TEAM_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", access: "hq", route: "/api/admin/team", path: "/api/admin/team" },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/team/accounts",
    path: "/api/admin/team/accounts?email=equipe",
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/team/grants",
    path: "/api/admin/team/grants",
    body: { email: GRANTEE.email, storeIds: ["1", "2"] },
    prepare: withGrantee,
  },
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/team/:userId/stores/:storeId",
    path: "/api/admin/team/u-equipe-matriz/stores/1",
    prepare: withMember((storeId) => `/${storeId}`),
  },
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/team/:userId/stores",
    path: "/api/admin/team/u-equipe-matriz/stores",
    prepare: withMember(() => ""),
  },
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/team/access-log",
    path: "/api/admin/team/access-log?page=1",
  },
];
