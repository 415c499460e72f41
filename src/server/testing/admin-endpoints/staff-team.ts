import { randomUUID } from "node:crypto";
import { users } from "#server/db/schema.ts";
import { createInvitation } from "#server/services/invitations/invitations.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { grantStores } from "#server/services/staff-team/memberships.ts";
import type { TestApp } from "#server/testing/test-app.ts";
import type { AdminEndpoint } from "./types.ts";

/**
 * Someone already in a store's team, to whom the grant endpoint adds more stores (made once per
 * app, by the first call: someone new is invited instead).
 */
const GRANTEE = {
  id: "u-equipe-matriz",
  name: "Equipe Matriz",
  email: "equipe.matriz@frosty.test",
};

async function withGrantee(t: TestApp): Promise<string> {
  await t.database.db.insert(users).values(GRANTEE).onConflictDoNothing();
  const outcome = await grantStores(t.database.db, { userId: GRANTEE.id }, ["3"], SHELL_GRANTOR);
  if (outcome.kind !== "changed") throw new Error(`grant failed: ${outcome.kind}`);
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

/** A fresh pending invitation: each call has one to revoke. */
async function withInvitation(t: TestApp, storeId = "1"): Promise<string> {
  const outcome = await createInvitation(
    t.database.db,
    { email: `${randomUUID()}@frosty.test`, storeIds: [storeId] },
    SHELL_GRANTOR,
  );
  if (outcome.kind !== "created") throw new Error(`invitation failed: ${outcome.kind}`);
  return `/api/admin/team/invitations/${outcome.invitation.id}`;
}

/** The team (Equipe): HQ only, every one of them. */
export const STAFF_TEAM_ENDPOINTS: AdminEndpoint[] = [
  { method: "GET", access: "hq", route: "/api/admin/team", path: "/api/admin/team" },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/team/grants",
    path: "/api/admin/team/grants",
    body: { userId: GRANTEE.id, storeIds: ["1", "2"] },
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
  {
    method: "GET",
    access: "hq",
    route: "/api/admin/team/invitations",
    path: "/api/admin/team/invitations",
  },
  {
    method: "POST",
    access: "hq",
    route: "/api/admin/team/invitations",
    path: "/api/admin/team/invitations",
    body: { email: "convidada@frosty.test", storeIds: ["1", "2"] },
  },
  {
    method: "DELETE",
    access: "hq",
    route: "/api/admin/team/invitations/:invitationId",
    path: "/api/admin/team/invitations/nao-existe",
    prepare: withInvitation,
  },
];
