import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changeRole } from "#server/auth/roles.ts";
import { ADMIN_ENDPOINTS } from "#server/testing/admin-endpoints/index.ts";
import { type SignedInStaff, signedInStaff, TestBrowser } from "#server/testing/staff.ts";
import { createTestApp, type TestApp } from "#server/testing/test-app.ts";
import { ADMIN_ROLE, AUTH_MESSAGES } from "#shared/staff-auth.ts";

let t: TestApp;
let staff: SignedInStaff;
let admin: SignedInStaff;
beforeAll(async () => {
  t = await createTestApp();
  staff = await signedInStaff(t);
  admin = await signedInStaff(t, { admin: true });
});
afterAll(() => t.database.dispose());

async function call(browser: TestBrowser, endpoint: (typeof ADMIN_ENDPOINTS)[number]) {
  const path = endpoint.prepare ? await endpoint.prepare(t) : endpoint.path;
  return browser.request(path, {
    method: endpoint.method,
    ...(endpoint.body === undefined ? {} : { json: endpoint.body }),
  });
}

describe("the staff API's permissions", () => {
  it("lists every /api/admin route the app serves", () => {
    const served = t.app.routes
      .filter((route) => route.path.startsWith("/api/admin/") && route.method !== "ALL")
      .map((route) => `${route.method} ${route.path}`);
    const listed = ADMIN_ENDPOINTS.map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect(new Set(served)).toEqual(new Set(listed));
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
    "$method $route: 403 for staff without the admin role",
    async (endpoint) => {
      const response = await call(staff.browser, endpoint);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: "forbidden", message: AUTH_MESSAGES.accessDeniedDescription },
      });
    },
  );

  it.each(ADMIN_ENDPOINTS)("$method $route: 2xx for an admin", async (endpoint) => {
    const response = await call(admin.browser, endpoint);
    expect(response.status, await response.clone().text()).toBeGreaterThanOrEqual(200);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers an admin's unknown /api/admin path with 404, everyone else's with 401", async () => {
    expect((await admin.browser.request("/api/admin/nada")).status).toBe(404);
    expect((await new TestBrowser(t).request("/api/admin/nada")).status).toBe(401);
  });

  it("describes the signed-in staff member and roles", async () => {
    const response = await admin.browser.request("/api/admin/session");
    expect(await response.json()).toEqual({
      user: { id: admin.userId, name: "Equipe Frosty", email: admin.email },
      roles: [ADMIN_ROLE],
    });
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
    const forged = new TestBrowser(t, undefined, "https://evil.example");
    for (const [name, value] of admin.browser.cookies) forged.cookies.set(name, value);
    const response = await forged.request("/api/admin/products/3", {
      method: "PATCH",
      json: { isActive: false },
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
      "invalid_origin",
    );
  });

  it("offers no way to grant a role over HTTP", async () => {
    for (const path of [
      "/api/admin/roles",
      "/api/admin/users/x/roles",
      "/api/auth/admin/set-role",
    ]) {
      const response = await admin.browser.request(path, {
        method: "POST",
        json: { email: staff.email, role: ADMIN_ROLE },
      });
      expect(response.status, path).toBe(404);
    }
  });
});
