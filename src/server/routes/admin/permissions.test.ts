import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "#server/auth/roles.ts";
import { SHELL_GRANTOR } from "#server/services/staff-team/access-log.ts";
import { grantStores, revokeStores } from "#server/services/staff-team/memberships.ts";
import { ADMIN_ENDPOINTS } from "#server/testing/admin-endpoints/index.ts";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ADMIN_ROLE, AUTH_MESSAGES } from "#shared/staff-auth.ts";
import { STAFF_ACCESS_EXTENSION } from "./staff-route.ts";

/** Store staff of store A and of store B; their data is built at A. */
const STORE_A = "1";
const STORE_B = "2";

let t: TestApp;
let noRole: SignedInStaff;
let staffA: SignedInStaff;
let staffB: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  noRole = await signedInStaff(t);
  staffA = await signedInStaff(t, { stores: [STORE_A] });
  staffB = await signedInStaff(t, { stores: [STORE_B] });
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

type Endpoint = (typeof ADMIN_ENDPOINTS)[number];

/** Calls the endpoint on data built at store A (a fresh order, say), as this browser. */
async function call(browser: TestBrowser, endpoint: Endpoint) {
  const path = endpoint.prepare ? await endpoint.prepare(t, STORE_A) : endpoint.path;
  return browser.request(path, {
    method: endpoint.method,
    ...(endpoint.body === undefined ? {} : { json: endpoint.body }),
  });
}

async function expect2xx(response: Response) {
  expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
  expect(response.status).toBeLessThan(300);
  expect(response.headers.get("cache-control")).toBe("no-store");
}

const hqOnly = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.access === "hq");
const forStores = ADMIN_ENDPOINTS.filter((endpoint) => endpoint.access === "stores");

/** What issue 13 keeps from store staff: the chain's catalogue, coupons, settings, team, customers. */
const HQ_ONLY_AREAS = [
  /^\/api\/admin\/products/,
  /^\/api\/admin\/product-images/,
  /^\/api\/admin\/coupons/,
  /^\/api\/admin\/settings/,
  /^\/api\/admin\/customers/,
  /^\/api\/admin\/staff/,
  /^\/api\/admin\/team/,
  /^\/api\/admin\/(stores\/)?live/,
];

describe("the staff API's authorization matrix", () => {
  it("lists every /api/admin route the app serves", () => {
    const served = t.app.routes
      .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`);
    const listed = ADMIN_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect(new Set(served)).toEqual(new Set(listed));
  });

  it("lists each route with the access its declaration gives it", async () => {
    const document = (await (await t.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    for (const endpoint of ADMIN_ENDPOINTS) {
      const path = endpoint.route.replace(/:(\w+)/g, "{$1}");
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation?.[STAFF_ACCESS_EXTENSION], `${endpoint.method} ${endpoint.route}`).toBe(
        endpoint.access,
      );
    }
  });

  it("keeps the chain's catalogue, coupons, settings, team and customers to HQ", () => {
    for (const endpoint of ADMIN_ENDPOINTS) {
      if (HQ_ONLY_AREAS.some((area) => area.test(endpoint.route))) {
        expect(endpoint.access, `${endpoint.method} ${endpoint.route}`).toBe("hq");
      }
    }
  });

  it.each(ADMIN_ENDPOINTS)("$method $route: 401 without a session", async (endpoint) => {
    const response = await call(new TestBrowser(t), endpoint);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      error: { code: "unauthorized", message: "Faça login para continuar" },
    });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each(ADMIN_ENDPOINTS)("$method $route: 401 with a forged cookie", async (endpoint) => {
    const browser = new TestBrowser(t);
    browser.cookies.set("frosty.session_token", "forjado.assinatura");
    expect((await call(browser, endpoint)).status).toBe(401);
  });

  it.each(ADMIN_ENDPOINTS)(
    "$method $route: 403 for an account with no role and no store",
    async (endpoint) => {
      const response = await call(noRole.browser, endpoint);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: "forbidden", message: AUTH_MESSAGES.accessDeniedDescription },
      });
    },
  );

  it.each(hqOnly)("$method $route: 403 for store staff (HQ only)", async (endpoint) => {
    for (const member of [staffA, staffB]) {
      const response = await call(member.browser, endpoint);
      expect(response.status).toBe(403);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe("hq_only");
    }
  });

  it.each(forStores)("$method $route: 2xx for staff of the store", async (endpoint) => {
    await expect2xx(await call(staffA.browser, endpoint));
  });

  it.each(forStores)(
    "$method $route: another store's staff get 403 or 404 for its data, 2xx for their own lists",
    async (endpoint) => {
      const response = await call(staffB.browser, endpoint);
      if (endpoint.storeBound) {
        expect([403, 404], await response.clone().text()).toContain(response.status);
      } else {
        await expect2xx(response);
      }
    },
  );

  it.each(ADMIN_ENDPOINTS)("$method $route: 2xx for HQ", async (endpoint) => {
    await expect2xx(await call(admin.browser, endpoint));
  });

  it("answers an admin's unknown /api/admin path with 404, everyone else's with 401", async () => {
    expect((await admin.browser.request("/api/admin/nada")).status).toBe(404);
    expect((await new TestBrowser(t).request("/api/admin/nada")).status).toBe(401);
  });

  it("describes the signed-in staff member, roles and stores", async () => {
    const response = await admin.browser.request("/api/admin/session");
    expect(await response.json()).toEqual({
      user: { id: admin.userId, name: "Equipe Frosty", email: admin.email },
      roles: [ADMIN_ROLE],
      access: { hq: true, stores: [] },
    });
    const member = await (await staffA.browser.request("/api/admin/session")).json();
    expect(member).toMatchObject({ roles: [], access: { hq: false, stores: [{ id: STORE_A }] } });
  });

  it("takes effect on the next request when a store membership is granted or revoked", async () => {
    const member = await signedInStaff(t);
    expect((await member.browser.request("/api/admin/stores")).status).toBe(403);
    await grantStores(t.database.db, member.email, [STORE_B], SHELL_GRANTOR);
    const granted = await member.browser.request("/api/admin/stores");
    expect(granted.status).toBe(200);
    expect(((await granted.json()) as { id: string }[]).map((store) => store.id)).toEqual([
      STORE_B,
    ]);
    await revokeStores(t.database.db, member.email, [STORE_B], SHELL_GRANTOR);
    expect((await member.browser.request("/api/admin/stores")).status).toBe(403);
  });

  it("takes effect on the next request when the role is granted or revoked", async () => {
    const member = await signedInStaff(t);
    expect((await member.browser.request("/api/admin/session")).status).toBe(403);
    await changeRole(t.database.db, "grant", member.email, ADMIN_ROLE);
    expect((await member.browser.request("/api/admin/session")).status).toBe(200);
    await changeRole(t.database.db, "revoke", member.email, ADMIN_ROLE);
    expect((await member.browser.request("/api/admin/session")).status).toBe(403);
  });

  it("refuses an admin's cookie on a write from another site", async () => {
    const forged = admin.browser.withSession({ origin: "https://evil.example" });
    const response = await forged.request("/api/admin/products/3", {
      method: "PATCH",
      json: { isActive: false },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_origin",
    );
  });

  it("lets an invitation's link give stores, with a session, and never the admin role", async () => {
    const created = await admin.browser.post("/api/admin/team/invitations", {
      email: noRole.email,
      storeIds: [STORE_B],
    });
    expect(created.status).toBe(201);
    const { url } = (await created.json()) as { url: string };
    const accept = `/api/invitations/${url.split("/").at(-1)}/accept`;
    // No session, or a forged cookie: 401, and the link still works for whoever holds it.
    expect((await new TestBrowser(t).post(accept)).status).toBe(401);
    const forged = new TestBrowser(t);
    forged.cookies.set("frosty.session_token", "forjado.assinatura");
    expect((await forged.post(accept)).status).toBe(401);
    const invitee = await signedInStaff(t);
    expect((await invitee.browser.post(accept)).status).toBe(200);
    const session = await (await invitee.browser.request("/api/admin/session")).json();
    expect(session).toMatchObject({ roles: [], access: { hq: false, stores: [{ id: STORE_B }] } });
    // HQ-only screens stay closed to them.
    expect((await invitee.browser.request("/api/admin/team")).status).toBe(403);
  });

  it("offers no way to grant a role over HTTP", async () => {
    for (const path of [
      "/api/admin/roles",
      "/api/admin/users/x/roles",
      "/api/auth/admin/set-role",
      "/api/admin/team/invitations/x/role",
      "/api/invitations/x/role",
    ]) {
      const response = await admin.browser.request(path, {
        method: "POST",
        json: { email: noRole.email, role: ADMIN_ROLE },
      });
      expect(response.status, path).toBe(404);
    }
  });
});
